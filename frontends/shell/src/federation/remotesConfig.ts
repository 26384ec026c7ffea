import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemotesConfig, startupRequests } from '../startup/startupRequests.js';

export type { RemotesConfig };

let registered: RemotesConfig = {};
let loading: Promise<RemotesConfig> | null = null;

/** Registers the remotes of /remotes.json once per page load (fetched at start-up, see startupRequests). */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  loading ??= register(startupRequests().remotes);
  return loading;
}

async function register(config: Promise<RemotesConfig>): Promise<RemotesConfig> {
  try {
    registered = await config;
  } catch (error) {
    console.error('[shell] no remotes configuration; every area shows its fallback', error);
    registered = {};
  }
  registerRemotes(
    Object.entries(registered).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return registered;
}

export function isAreaConfigured(area: string): boolean {
  return Object.hasOwn(registered, area);
}
