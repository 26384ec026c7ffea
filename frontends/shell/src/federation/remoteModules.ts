import type { AreaModuleLoader } from '@art/ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { matchPage } from '../routeTable.js';
import { isAreaConfigured, loadAreas } from './remotesConfig.js';

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
 * Starts the download of the page's remote module (remoteEntry and the exposed chunk) as soon as
 * the areas' routes are known, in parallel with the session check and React's first render,
 * instead of when the router first renders the route.
 */
export async function preloadPageRemote(pathname: string): Promise<void> {
  const { routes } = await loadAreas();
  const page = matchPage(routes, pathname);
  if (!page?.area || !page.module || !isAreaConfigured(page.area)) return;
  loadRemoteModule(`${page.area}/${page.module}`).catch(() => undefined);
}

/**
 * The loader behind @art/ui's AreaSlot: one area's screen places another area's component by its
 * id ('social/StudiosToFollowRow'). An area without a remote yet, or a module that fails, is null.
 */
export const loadAreaComponent: AreaModuleLoader = async (id) => {
  const [area, name] = id.split('/');
  await loadAreas();
  if (!area || !name || !isAreaConfigured(area)) return null;
  const exports = await loadRemoteModule(id);
  return (exports?.default ?? exports?.[name] ?? null) as ComponentType<Record<string, unknown>> | null;
};
