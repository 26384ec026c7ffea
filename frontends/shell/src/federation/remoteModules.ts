import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isAreaConfigured, loadRemotesConfig } from './remotesConfig.js';

type RemoteExports = Record<string, ComponentType> | null;

// One download per module and page load, whether the router or the start-up preload asks first.
const loads = new Map<string, Promise<RemoteExports>>();

export function loadRemoteModule(id: string): Promise<RemoteExports> {
  let load = loads.get(id);
  if (!load) {
    load = loadRemote<Record<string, ComponentType>>(id).then((exports) => exports ?? null);
    loads.set(id, load);
    // A failed load is tried again on the next visit or "Try again".
    load.catch(() => loads.delete(id));
  }
  return load;
}

export function forgetRemoteModule(id: string): void {
  loads.delete(id);
}

/**
 * Starts the download of the page's remote (manifest, remoteEntry and the exposed chunk) as soon as
 * /remotes.json is known, in parallel with the session check and React's first render, instead of
 * when the router first renders the route.
 */
export async function preloadRemoteFor(entry: { area: string; module: string } | null): Promise<void> {
  if (!entry) return;
  await loadRemotesConfig();
  if (!isAreaConfigured(entry.area)) return;
  loadRemoteModule(`${entry.area}/${entry.module}`).catch(() => undefined);
}
