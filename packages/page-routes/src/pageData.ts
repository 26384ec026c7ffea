// The GET requests a page reads first, as its route manifest lists them under `data`: started
// by the shell's entry script with the scripts, and named in the served page by the gateway, so
// the page's data does not wait for React, the remote's code and the first render.

import { matchPage } from './pageTable.js';
import { type AreaRoute, routeDataRequest } from './routeManifest.js';
import { routeParams } from './routePattern.js';

/** `/artworks/:slug?limit=3` with `{ slug: 'a b' }` → `/artworks/a%20b?limit=3`; null if a parameter is missing. */
export function fillPath(template: string, params: Record<string, string | undefined>): string | null {
  const queryAt = template.indexOf('?');
  const [path, query] = queryAt < 0 ? [template, ''] : [template.slice(0, queryAt), template.slice(queryAt)];
  let missing = false;
  // Only the path's segments hold parameters: a query may contain a colon (`sort=price:asc`).
  const filled = path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled + query;
}

/** One request of a page's data; `index` is its entry's place in the route's `data`. */
export type PageDataRequest = { url: string; withToken: boolean; index: number };

/** The requests for the data the page at `pathname` reads first, under `apiBase`. */
export function routeDataRequests(
  known: { routes: readonly AreaRoute[] },
  pathname: string,
  apiBase = '/api',
): PageDataRequest[] {
  const page = matchPage(known.routes, pathname);
  if (!page?.area || !page.data?.length) return [];
  const params = routeParams(page.path, pathname) ?? {};
  return page.data.flatMap((entry, index) => {
    const { path: template, withToken } = routeDataRequest(entry);
    const path = fillPath(template, params);
    return path ? [{ url: `${apiBase}${path}`, withToken, index }] : [];
  });
}

/**
 * The picture address at `at` (a dotted path, `slides.0.thumbnail`) in a page's data answer, when
 * it is one the page can load: a path on this site or an http(s) address.
 */
export function leadImageIn(body: unknown, at: string): string | undefined {
  let value: unknown = body;
  for (const key of at.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && isPictureAddress(value) ? value : undefined;
}

/** A path on this site or an http(s) address: what a page's <img> may load (no `//host`, no scheme of another kind). */
export function isPictureAddress(value: string): boolean {
  return /^(?:\/[^/\\]|https?:\/\/)/i.test(value);
}
