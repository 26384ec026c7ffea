// The site's page table: the pages the area remotes publish in their route manifests (read at run
// time), and the few the shell keeps for itself. The shell's router and the gateway's start-up
// hints match a path with the same table, so both name the same page.
import type { AreaRoute } from './routeManifest.js';
import { rankRoutes, routeMatcher } from './routePattern.js';

/** A page the shell renders itself rather than an area's. */
export type ShellPage = 'home' | 'notFound' | 'unknown';

export type TableRoute = (AreaRoute & { page?: undefined }) | { path: string; page: ShellPage; area?: undefined };

/**
 * The shell's own pages, after the areas' at equal specificity: `/` is the catalogue's home when
 * its remote is there (the shell shows a placeholder otherwise); any other path is unknown.
 */
const SHELL_ROUTES: TableRoute[] = [
  { path: '/', page: 'home' },
  { path: '/404', page: 'notFound' },
  { path: '/*', page: 'unknown' },
];

/** Every route, in the order the router tries them (the first match is the most specific one). */
export function routeTable(areaRoutes: readonly AreaRoute[]): TableRoute[] {
  return rankRoutes<TableRoute>([...areaRoutes, ...SHELL_ROUTES]);
}

const matchers = new WeakMap<readonly AreaRoute[], (pathname: string) => TableRoute | null>();

/** The route the router shows for `pathname`. */
export function matchPage(areaRoutes: readonly AreaRoute[], pathname: string): TableRoute | null {
  let match = matchers.get(areaRoutes);
  if (!match) {
    match = routeMatcher(routeTable(areaRoutes));
    matchers.set(areaRoutes, match);
  }
  return match(pathname);
}
