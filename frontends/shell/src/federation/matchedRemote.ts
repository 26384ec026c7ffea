// Dependency-free but for regexparam (wouter's own matcher): the entry script uses it before the
// federation boundary to start downloading the page's remote.
import { parse } from 'regexparam';
import {
  AREA_ROUTES,
  EXHIBITION_PREFIX,
  EXHIBITION_ROUTE,
  HOME_ROUTE,
  type RouteEntry,
  rankRoutes,
} from '../routeTable.js';

const RANKED = rankRoutes([HOME_ROUTE, ...AREA_ROUTES]).map((route) => ({ route, pattern: parse(route.path).pattern }));

/** The remote module the router will show for `pathname` (same ranking, same matcher), if any. */
export function matchedRemote(pathname: string): RouteEntry | null {
  const found = RANKED.find(({ pattern }) => pattern.test(pathname));
  if (found) return found.route;
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1] ?? '';
  return segment.startsWith(EXHIBITION_PREFIX) && segment.length > EXHIBITION_PREFIX.length ? EXHIBITION_ROUTE : null;
}
