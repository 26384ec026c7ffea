import { type Kysely, sql } from 'kysely';
import type { CatalogueTables } from '../../../db/schema.js';
import { type ListingFilter, whereListing } from './filter.js';

export type PlainSort = 'new' | 'pricehigh' | 'pricelow';

export interface PageWindow {
  skip: number;
  limit: number;
}

export interface IdPage {
  ids: string[];
  total: number;
}

/**
 * The query of one listing page: ids only, in the order of one of migration 0103's indexes (the id
 * breaks ties so pages never overlap).
 */
export function listingIdsQuery(db: Kysely<CatalogueTables>, filter: ListingFilter, sort: PlainSort, page: PageWindow) {
  const query = whereListing(db.selectFrom('artworks').select('artworks.id'), filter);
  const ordered =
    sort === 'pricehigh'
      ? query.orderBy('artworks.price', 'desc').orderBy('artworks.id', 'desc')
      : sort === 'pricelow'
        ? // Unpriced works (not for sale) after the cheapest: migration 0110's index order.
          query.orderBy(sql`(artworks.price = 0)`, 'asc').orderBy('artworks.price', 'asc').orderBy('artworks.id', 'asc')
        : query.orderBy('artworks.created_at', 'desc').orderBy('artworks.id', 'desc');
  return ordered.offset(page.skip).limit(page.limit);
}

/**
 * The listing's exact size, counted on the same partial index the page walks (an index-only scan
 * of live artworks); with the page it is cached, so it is counted once per cache period.
 */
export function listingCountQuery(db: Kysely<CatalogueTables>, filter: ListingFilter) {
  return whereListing(
    db.selectFrom('artworks').select((eb) => eb.fn.countAll<string>().as('total')),
    filter,
  );
}

export async function listingIdPage(
  db: Kysely<CatalogueTables>,
  filter: ListingFilter,
  sort: PlainSort,
  page: PageWindow,
): Promise<IdPage> {
  const [rows, count] = await Promise.all([
    listingIdsQuery(db, filter, sort, page).execute(),
    listingCountQuery(db, filter).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.total) };
}

/**
 * A listing page for a viewer with blocks: the page walks the same index with the audience's
 * condition (`filter.visible`), and the total is everybody's count less the hidden members' works
 * (their few rows found by the author index). Counted with the condition instead, a large listing
 * would read every row of the table to check its author.
 */
export async function listingIdPageWithout(
  db: Kysely<CatalogueTables>,
  filter: ListingFilter & { visible: NonNullable<ListingFilter['visible']> },
  hiddenAuthors: ReadonlySet<string>,
  sort: PlainSort,
  page: PageWindow,
): Promise<IdPage> {
  const everybody: ListingFilter = { ...filter, visible: undefined };
  const [rows, count, hidden] = await Promise.all([
    listingIdsQuery(db, filter, sort, page).execute(),
    listingCountQuery(db, everybody).executeTakeFirstOrThrow(),
    listingCountQuery(db, everybody)
      .where('artworks.author_id', 'in', [...hiddenAuthors])
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Math.max(Number(count.total) - Number(hidden.total), 0) };
}

/**
 * The highest price among the gallery's (or the store's) live artworks: the price slider's top,
 * read from the end of the (price, id) index.
 */
export function highestPriceQuery(db: Kysely<CatalogueTables>, storeOnly: boolean) {
  return whereListing(db.selectFrom('artworks').select('artworks.price'), {
    category: { kind: 'all' },
    storeOnly,
    price: null,
  })
    .orderBy('artworks.price', 'desc')
    .limit(1);
}
