// Dependency-free: runs in the entry script, before the federation boundary. Once the areas' route
// manifests name the page, the GET requests its manifest lists under `data` are started with the
// scripts; the page's own request for the same URL (through @art/sdk) takes the answer in flight.
// Without this the page's data left only after React, the remote's code and its first render,
// and its largest picture after that (the LCP breakdown in docs/benchmarks.md).
import { routeDataRequests } from '@art/page-routes';
import { startEarlyAnswer } from '@art/sdk/early-answers';
import type { Areas } from './areaManifests.js';

export async function startRouteData(areas: Promise<Areas>, pathname: string, token: string | null): Promise<void> {
  for (const { url, withToken } of routeDataRequests(await areas, pathname))
    startEarlyAnswer(url, withToken ? token : null);
}
