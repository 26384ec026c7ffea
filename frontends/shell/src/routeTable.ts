// The shell's route table: the site's page table (@art/page-routes, shared with the gateway's
// start-up hints) and what the layout reads from it. Dependency-free but for '@art/page-routes':
// the entry script uses it before the federation boundary.
import type { AreaRoute } from '@art/page-routes';
import { matchPage } from '@art/page-routes';

export { matchPage, routeTable, type ShellPage, type TableRoute } from '@art/page-routes';

/** The footer shows unless the page's manifest says otherwise (some pages have none). */
export function hasFooter(areaRoutes: readonly AreaRoute[], pathname: string): boolean {
  const page = matchPage(areaRoutes, pathname);
  return page?.area === undefined || page.hasFooter !== false;
}
