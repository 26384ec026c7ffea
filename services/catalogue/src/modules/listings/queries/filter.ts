import { notFound } from '@art/kit';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { CatalogueTables } from '../../../db/schema.js';
import { isUuid } from '../../artworks/rules.js';

export const CATEGORY_NOT_FOUND = 'Category not found';

/**
 * Which category a listing shows. Both kinds go through artwork_categories, which holds every
 * chosen category plus the main category of each chosen sub-category: a main category's listing
 * so includes its sub-categories' artworks.
 */
export type CategoryFilter = { kind: 'all' } | { kind: 'main'; id: string } | { kind: 'sub'; id: string };

export interface ListingFilter {
  category: CategoryFilter;
  /** The store: only artworks for sale. */
  storeOnly: boolean;
  /** Whole NPR, both ends included. */
  price: readonly [number, number] | null;
  /**
   * The audience's condition on `artworks.author_id` for one viewer (a block leaves the other
   * party's works out); absent on the pages that are the same for everybody.
   */
  visible?: RawBuilder<boolean>;
}

/** `all`, a category id or a category slug; an unknown one answers 404 'Category not found'. */
export async function resolveCategory(db: Kysely<CatalogueTables>, cat: string): Promise<CategoryFilter> {
  if (cat === 'all') return { kind: 'all' };
  const row = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where((eb) => (isUuid(cat) ? eb('id', '=', cat) : eb('slug', '=', cat.toLowerCase())))
    .executeTakeFirst();
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row.parent_id ? { kind: 'sub', id: row.id } : { kind: 'main', id: row.id };
}

/**
 * The filter as WHERE clauses on `artworks`. The live and in-store conditions are literals, not
 * parameters, so the planner matches them to the partial indexes of migration 0103.
 */
export function whereListing<O>(
  query: SelectQueryBuilder<CatalogueTables, 'artworks', O>,
  filter: ListingFilter,
): SelectQueryBuilder<CatalogueTables, 'artworks', O> {
  // Live and not hidden by an operator: the predicate of the listing indexes (migration 0109).
  let q = query.where('artworks.deleted_at', 'is', null).where('artworks.hidden_at', 'is', null);
  if (filter.storeOnly) q = q.where(sql<boolean>`artworks.in_store`);
  const { category } = filter;
  if (category.kind !== 'all') {
    q = q.where('artworks.id', 'in', (eb) =>
      eb.selectFrom('artwork_categories').select('artwork_id').where('category_id', '=', category.id),
    );
  }
  if (filter.price) {
    q = q.where('artworks.price', '>=', String(filter.price[0])).where('artworks.price', '<=', String(filter.price[1]));
  }
  if (filter.visible) q = q.where(filter.visible);
  return q;
}
