// The shell's route table: the pages the area remotes publish in their route manifests (read at run
// time, see startup/areaManifests), and the few the shell keeps for itself. Dependency-free but for
// '@art/ui/routes': the entry script uses it before the federation boundary.
import { type AreaRoute, rankRoutes, routeMatcher } from '@art/ui/routes';

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

/** The footer shows unless the page's manifest says otherwise (some pages have none). */
export function hasFooter(areaRoutes: readonly AreaRoute[], pathname: string): boolean {
  const page = matchPage(areaRoutes, pathname);
  return page?.area === undefined || page.hasFooter !== false;
}
