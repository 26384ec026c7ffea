// Dependency-free: runs in the entry script, before the federation boundary. Once the areas' route
// manifests name the page, the GET requests its manifest lists under `data` are started with the
// scripts; the page's own request for the same URL (through @art/sdk) takes the answer in flight.
// Without this the page's data left only after React, the remote's code and its first render,
// and its largest picture after that (the LCP breakdown in docs/benchmarks.md). Where the route
// manifest says where that picture is in the data (`leadImage`), it is preloaded as the data arrives.
import { leadImageIn, matchPage, routeDataRequests } from '@art/page-routes';
import { peekEarlyAnswer, startEarlyAnswer } from '@art/sdk/early-answers';
import type { Areas } from './areaManifests.js';

export async function startRouteData(areas: Promise<Areas>, pathname: string, token: string | null): Promise<void> {
  const known = await areas;
  const requests = routeDataRequests(known, pathname);
  for (const { url, withToken } of requests) startEarlyAnswer(url, withToken ? token : null);
  const page = matchPage(known.routes, pathname);
  for (const lead of page?.area === undefined ? [] : (page.leadImage ?? [])) {
    const request = requests.find((candidate) => candidate.index === lead.data);
    const answer = request && peekEarlyAnswer(request.url);
    // A copy, taken as the answer arrives: the page reads the answer itself later.
    answer
      ?.then((response) => (response.ok ? response.clone().json() : undefined))
      .then((body: unknown) => {
        const href = leadImageIn(body, lead.at);
        if (href) preloadLeadImage(href, lead.media);
      })
      .catch(() => undefined);
  }
}

/** The page's largest picture, fetched first: the page's <img> for the same address takes it. */
function preloadLeadImage(href: string, media: string | undefined): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  if (media) link.media = media;
  document.head.append(link);
}
