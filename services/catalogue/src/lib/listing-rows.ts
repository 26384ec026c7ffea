import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { type CategoryFilter, whereListing } from './listing-filter.js';
import type { IdPage, PageWindow } from './listing-pages.js';

// The home rows and the per-person lists: each a bounded walk of one index of migration 0103.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const live = (db: Kysely<CatalogueTables>) => db.selectFrom('artworks').where('artworks.deleted_at', 'is', null);

const totalOf = (row: { total: string | number | bigint } | undefined) => Number(row?.total ?? 0);

/** Featured artworks, newest first; when fewer than `size` are featured, the most popular fill up. */
export const featuredQuery = (db: Kysely<CatalogueTables>, size: number) =>
  live(db)
    .select('artworks.id')
    .where(sql<boolean>`artworks.featured`)
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(size);

export const mostPopularQuery = (db: Kysely<CatalogueTables>, size: number) =>
  live(db).select('artworks.id').orderBy('artworks.popularity', 'desc').orderBy('artworks.id', 'desc').limit(size);

export async function featuredIds(db: Kysely<CatalogueTables>, size: number): Promise<string[]> {
  const ids = (await featuredQuery(db, size).execute()).map((row) => row.id);
  if (ids.length >= size) return ids;
  const popular = await mostPopularQuery(db, size).execute();
  const chosen = new Set(ids);
  for (const row of popular) {
    if (chosen.size >= size) break;
    chosen.add(row.id);
  }
  return [...chosen];
}

/** The most popular of a category (likes weigh most, then comments, then views). */
export const popularQuery = (db: Kysely<CatalogueTables>, category: CategoryFilter, size: number) =>
  whereListing(db.selectFrom('artworks').select('artworks.id'), { category, storeOnly: false, price: null })
    .orderBy('artworks.popularity', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(size);

export async function popularIds(db: Kysely<CatalogueTables>, category: CategoryFilter, size: number) {
  return (await popularQuery(db, category, size).execute()).map((row) => row.id);
}

/** A page of ids and the count of the whole list: built apart so tests can EXPLAIN them. */
export interface PagedQueries {
  page: { execute(): Promise<{ id: string }[]>; compile(): CompiledQuery };
  count: { execute(): Promise<{ total: string }[]>; compile(): CompiledQuery };
}

export async function runPaged(queries: PagedQueries): Promise<IdPage> {
  const [rows, count] = await Promise.all([queries.page.execute(), queries.count.execute()]);
  return { ids: rows.map((row) => row.id), total: totalOf(count[0]) };
}

/** Artworks of the studios the viewer follows, newest first. */
export function followedQueries(db: Kysely<CatalogueTables>, viewerId: string, page: PageWindow): PagedQueries {
  const followed = db.selectFrom('follows').select('follows.artist_id').where('follows.follower_id', '=', viewerId);
  const base = live(db).where('artworks.author_id', 'in', followed);
  return {
    page: base
      .select('artworks.id')
      .orderBy('artworks.created_at', 'desc')
      .orderBy('artworks.id', 'desc')
      .offset(page.skip)
      .limit(page.limit),
    count: base.select((eb) => eb.fn.countAll<string>().as('total')),
  };
}

/** Artworks of the same main category, the most popular first, the artwork itself left out. */
export function similarQueries(
  db: Kysely<CatalogueTables>,
  artwork: { id: string; main_category_id: string },
  page: PageWindow,
): PagedQueries {
  const base = live(db)
    .where('artworks.main_category_id', '=', artwork.main_category_id)
    .where('artworks.id', '!=', artwork.id);
  return {
    page: base
      .select('artworks.id')
      .orderBy('artworks.popularity', 'desc')
      .orderBy('artworks.id', 'desc')
      .offset(page.skip)
      .limit(page.limit),
    count: base.select((eb) => eb.fn.countAll<string>().as('total')),
  };
}

/** A user's works, newest first. */
export function authorQueries(
  db: Kysely<CatalogueTables>,
  authorId: string,
  page: PageWindow,
  withImageOnly: boolean,
): PagedQueries {
  let base = live(db).where('artworks.author_id', '=', authorId);
  if (withImageOnly) base = base.where('artworks.image', 'is not', null);
  return {
    page: base
      .select('artworks.id')
      .orderBy('artworks.created_at', 'desc')
      .orderBy('artworks.id', 'desc')
      .offset(page.skip)
      .limit(page.limit),
    count: base.select((eb) => eb.fn.countAll<string>().as('total')),
  };
}

/** A user's works by id or slug; nobody known by that name has no works. */
export async function authorIdPage(
  db: Kysely<CatalogueTables>,
  author: string,
  page: PageWindow,
  withImageOnly: boolean,
): Promise<IdPage> {
  const authorId = UUID.test(author)
    ? author
    : (await db.selectFrom('users').select('id').where('slug', '=', author).executeTakeFirst())?.id;
  if (!authorId) return { ids: [], total: 0 };
  return runPaged(authorQueries(db, authorId, page, withImageOnly));
}

/** What the viewer liked, the latest like first. */
export function likedQueries(db: Kysely<CatalogueTables>, viewerId: string, page: PageWindow): PagedQueries {
  const base = db
    .selectFrom('artwork_likes')
    .innerJoin('artworks', 'artworks.id', 'artwork_likes.artwork_id')
    .where('artwork_likes.user_id', '=', viewerId)
    .where('artworks.deleted_at', 'is', null);
  return {
    page: base
      .select('artworks.id')
      .orderBy('artwork_likes.created_at', 'desc')
      .orderBy('artwork_likes.artwork_id', 'desc')
      .offset(page.skip)
      .limit(page.limit),
    count: base.select((eb) => eb.fn.countAll<string>().as('total')),
  };
}
