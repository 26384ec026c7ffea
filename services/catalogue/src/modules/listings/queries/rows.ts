import { type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { CatalogueTables } from '../../../db/schema.js';
import { isUuid } from '../../artworks/rules.js';
import { type CategoryFilter, whereListing } from './filter.js';
import type { IdPage, PageWindow } from './pages.js';

// The home rows and the per-person lists: each a bounded walk of one index of migration 0103.

/**
 * The audience's condition on `artworks.author_id` for one viewer (a block leaves the other party's
 * works out); absent where the list is the same for everybody.
 */
export type Visible = RawBuilder<boolean> | undefined;

/**
 * Live artworks not hidden by an operator (the listing indexes' predicate, migration 0109); with
 * `withHiddenOf`, that author's hidden works too (an author sees their own).
 */
const live = (db: Kysely<CatalogueTables>, visible?: Visible, withHiddenOf?: string) => {
  const query = db
    .selectFrom('artworks')
    .where('artworks.deleted_at', 'is', null)
    .where((eb) =>
      withHiddenOf
        ? eb.or([eb('artworks.hidden_at', 'is', null), eb('artworks.author_id', '=', withHiddenOf)])
        : eb('artworks.hidden_at', 'is', null),
    );
  return visible ? query.where(visible) : query;
};

/** The members an operator suspended (few): their works are left out of every listing. */
export async function suspendedAuthorIds(db: Kysely<CatalogueTables>): Promise<string[]> {
  return (await db.selectFrom('users').select('id').where('suspended', '=', true).execute()).map((row) => row.id);
}

const totalOf = (row: { total: string | number | bigint } | undefined) => Number(row?.total ?? 0);

/** Featured artworks, newest first; when fewer than `size` are featured, the most popular fill up. */
export const featuredQuery = (db: Kysely<CatalogueTables>, size: number, visible?: Visible) =>
  live(db, visible)
    .select('artworks.id')
    .where(sql<boolean>`artworks.featured`)
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(size);

export const mostPopularQuery = (db: Kysely<CatalogueTables>, size: number, visible?: Visible) =>
  live(db, visible)
    .select('artworks.id')
    .orderBy('artworks.popularity', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(size);

export async function featuredIds(db: Kysely<CatalogueTables>, size: number, visible?: Visible): Promise<string[]> {
  const ids = (await featuredQuery(db, size, visible).execute()).map((row) => row.id);
  if (ids.length >= size) return ids;
  const popular = await mostPopularQuery(db, size, visible).execute();
  const chosen = new Set(ids);
  for (const row of popular) {
    if (chosen.size >= size) break;
    chosen.add(row.id);
  }
  return [...chosen];
}

/** The most popular of a category (likes weigh most, then comments, then views). */
export const popularQuery = (db: Kysely<CatalogueTables>, category: CategoryFilter, size: number, visible?: Visible) =>
  whereListing(db.selectFrom('artworks').select('artworks.id'), { category, storeOnly: false, price: null, visible })
    .orderBy('artworks.popularity', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(size);

export async function popularIds(
  db: Kysely<CatalogueTables>,
  category: CategoryFilter,
  size: number,
  visible?: Visible,
) {
  return (await popularQuery(db, category, size, visible).execute()).map((row) => row.id);
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
export function followedQueries(
  db: Kysely<CatalogueTables>,
  viewerId: string,
  page: PageWindow,
  visible?: Visible,
): PagedQueries {
  const followed = db.selectFrom('follows').select('follows.artist_id').where('follows.follower_id', '=', viewerId);
  const base = live(db, visible).where('artworks.author_id', 'in', followed);
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

/** The live artwork whose similar ones are asked for, by slug. */
export const similarTo = (db: Kysely<CatalogueTables>, slug: string) =>
  db
    .selectFrom('artworks')
    .select(['id', 'main_category_id', 'author_id'])
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();

/** Artworks of the same main category, the most popular first, the artwork itself left out. */
export function similarQueries(
  db: Kysely<CatalogueTables>,
  artwork: { id: string; main_category_id: string },
  page: PageWindow,
  visible?: Visible,
): PagedQueries {
  const base = live(db, visible)
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

/** A user's works, newest first; their hidden ones too when the author asks. */
export function authorQueries(
  db: Kysely<CatalogueTables>,
  authorId: string,
  page: PageWindow,
  withImageOnly: boolean,
  visible?: Visible,
  viewerId?: string | null,
): PagedQueries {
  let base = live(db, visible, viewerId === authorId ? authorId : undefined).where('artworks.author_id', '=', authorId);
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
  visible?: Visible,
  viewerId?: string | null,
): Promise<IdPage> {
  const authorId = isUuid(author)
    ? author
    : (await db.selectFrom('users').select('id').where('slug', '=', author).executeTakeFirst())?.id;
  if (!authorId) return { ids: [], total: 0 };
  return runPaged(authorQueries(db, authorId, page, withImageOnly, visible, viewerId));
}

/** What the viewer liked, the latest like first. */
export function likedQueries(
  db: Kysely<CatalogueTables>,
  viewerId: string,
  page: PageWindow,
  visible?: Visible,
): PagedQueries {
  const liked = db
    .selectFrom('artwork_likes')
    .innerJoin('artworks', 'artworks.id', 'artwork_likes.artwork_id')
    .where('artwork_likes.user_id', '=', viewerId)
    .where('artworks.deleted_at', 'is', null)
    .where('artworks.hidden_at', 'is', null);
  const base = visible ? liked.where(visible) : liked;
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
