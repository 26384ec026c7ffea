import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Areas } from '../startup/areaManifests.js';
import { type RemotesConfig, startupRequests } from '../startup/startupRequests.js';

export type { Areas, RemotesConfig };

const NO_AREAS: Areas = { remotes: {}, routes: [], failed: [], manifests: {} };

let current: Areas = NO_AREAS;
let loading: Promise<Areas> | null = null;

/**
 * The areas of this page load: the remotes of /remotes.json, registered once, with the routes their
 * manifests publish (both fetched at start-up, see startupRequests).
 */
export function loadAreas(): Promise<Areas> {
  loading ??= register(startupRequests().areas);
  return loading;
}

async function register(areas: Promise<Areas>): Promise<Areas> {
  try {
    current = await areas;
  } catch (error) {
    console.error('[shell] no remotes configuration; every area shows its fallback', error);
    current = NO_AREAS;
  }
  registerRemotes(
    Object.entries(current.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return current;
}

export function isAreaConfigured(area: string): boolean {
  return Object.hasOwn(current.remotes, area);
}
