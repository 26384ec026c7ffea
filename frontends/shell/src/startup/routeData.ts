// Dependency-free: runs in the entry script, before the federation boundary. Once the areas' route
// manifests name the page, the GET requests its manifest lists under `data` are started with the
// scripts; the page's own request for the same URL (through @art/sdk) takes the answer in flight.
// Without this the page's data left only after React, the remote's code and its first render,
// and its largest picture after that (the LCP breakdown in docs/benchmarks.md).
import { fillPath, startEarlyAnswer } from '@art/sdk/early-answers';
import { routeDataRequest, routeParams } from '@art/ui/routes';
import { matchPage } from '../routeTable.js';
import type { Areas } from './areaManifests.js';

/** The requests for the data the page at `pathname` reads first, under `apiBase`. */
export function routeDataRequests(
  known: Pick<Areas, 'routes'>,
  pathname: string,
  apiBase = '/api',
): { url: string; withToken: boolean }[] {
  const page = matchPage(known.routes, pathname);
  if (!page?.area || !page.data?.length) return [];
  const params = routeParams(page.path, pathname) ?? {};
  return page.data.flatMap((entry) => {
    const { path: template, withToken } = routeDataRequest(entry);
    const path = fillPath(template, params);
    return path ? [{ url: `${apiBase}${path}`, withToken }] : [];
  });
}

export async function startRouteData(areas: Promise<Areas>, pathname: string, token: string | null): Promise<void> {
  for (const { url, withToken } of routeDataRequests(await areas, pathname))
    startEarlyAnswer(url, withToken ? token : null);
}
