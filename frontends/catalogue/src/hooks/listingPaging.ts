// Paging of the infinite lists: each scroll adds the page size to skip until the total is reached.
import type { ArtworkSort } from '@art/sdk';

type Page = { total: number; items: readonly unknown[] };

/** The skip of the next page, or undefined once every item of the total is loaded (or a page came back empty). */
export function nextSkip(pages: readonly Page[], pageSize: number): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length === 0) return undefined;
  const skip = pages.length * pageSize;
  return skip < last.total ? skip : undefined;
}

/** The sort menu: Recommended only for a signed-in viewer. */
export function sortOptions(isSignedIn: boolean): ArtworkSort[] {
  return isSignedIn ? ['new', 'pricehigh', 'pricelow', 'recommended'] : ['new', 'pricehigh', 'pricelow'];
}

/** A first Recommended page with nothing in it is asked again sorted by new, so the listing is not left empty. */
export function shouldFallBackToNew(sort: ArtworkSort, skip: number, total: number): boolean {
  return sort === 'recommended' && skip === 0 && total === 0;
}
