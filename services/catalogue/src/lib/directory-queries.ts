import type { ArtistView } from '@art/contracts';
import { notFound } from '@art/kit';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { artistColumns, toArtistView } from './directory-view.js';
import { CATEGORY_NOT_FOUND } from './listing-filter.js';

export const DIRECTORY_SORTS = ['followers', 'works'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** The spec's page size of the studios list. */
export const DIRECTORY_PAGE_SIZE = 10;
export const DIRECTORY_MAX_LIMIT = 60;
/** "Top studios": the feed's side filter asks for 25; nobody needs more than a screenful. */
export const TOP_ARTISTS_DEFAULT = 25;
export const TOP_ARTISTS_MAX = 100;
export const ARTIST_UNAVAILABLE = 'Sorry, the artist is unavailable!';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type UsersQuery<O> = SelectQueryBuilder<CatalogueTables, 'users', O>;

/** The audience's condition on `users.id` for the viewer: a block hides each party's studio, both ways. */
export type VisibleStudios = RawBuilder<boolean>;

/**
 * Artists only (roles 11–20), written as a literal so the planner matches the partial indexes of
 * migration 0105; the studios hidden from the viewer by a block are left out.
 */
function whereListedArtist<O>(query: UsersQuery<O>, visible: VisibleStudios): UsersQuery<O> {
  return query.where(sql<boolean>`users.role between 11 and 20`).where(visible);
}

/**
 * The main category a studio filter names: `all` (null), a category id, slug or name. Artists pick
 * main categories, so a sub-category stands for its main one.
 */
export async function resolveArtistCategory(
  db: Kysely<CatalogueTables>,
  cat: string | undefined,
): Promise<string | null> {
  const wanted = cat?.trim() ?? '';
  if (wanted === '' || wanted.toLowerCase() === 'all') return null;
  const row = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where((eb) =>
      UUID.test(wanted)
        ? eb('id', '=', wanted)
        : eb.or([eb('slug', '=', wanted.toLowerCase()), eb(sql`lower(name)`, '=', wanted.toLowerCase())]),
    )
    .orderBy('parent_id', 'desc')
    .executeTakeFirst();
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row.parent_id ?? row.id;
}

export interface DirectoryPageOptions {
  sortby: DirectorySort;
  skip: number;
  limit: number;
  categoryId: string | null;
  visible: VisibleStudios;
}

/** One page of the studios list, most followed (or most works) first, and how many there are. */
export async function directoryPage(
  db: Kysely<CatalogueTables>,
  options: DirectoryPageOptions,
): Promise<{ artists: ArtistView[]; total: number }> {
  let base = whereListedArtist(db.selectFrom('users'), options.visible);
  if (options.categoryId) {
    base = base.where(sql<boolean>`users.categories @> ${JSON.stringify([{ _id: options.categoryId }])}::jsonb`);
  }
  const column = options.sortby === 'works' ? 'users.works_count' : 'users.followers_count';
  const [rows, count] = await Promise.all([
    base
      .select(artistColumns)
      .orderBy(column, 'desc')
      .orderBy('users.id')
      .offset(options.skip)
      .limit(options.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { artists: rows.map(toArtistView), total: Number(count.total) };
}

/** The most followed studios. */
export async function topArtists(
  db: Kysely<CatalogueTables>,
  total: number,
  visible: VisibleStudios,
): Promise<ArtistView[]> {
  const rows = await whereListedArtist(db.selectFrom('users'), visible)
    .select(artistColumns)
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.id')
    .limit(total)
    .execute();
  return rows.map(toArtistView);
}

/** A studio by its slug; 404 for anyone else (people's profiles are identity's). */
export async function artistBySlug(
  db: Kysely<CatalogueTables>,
  slug: string,
  visible: VisibleStudios,
): Promise<ArtistView> {
  const row = await whereListedArtist(db.selectFrom('users'), visible)
    .select(artistColumns)
    .where('users.slug', '=', slug.toLowerCase())
    .orderBy('users.created_at')
    .executeTakeFirst();
  if (!row) throw notFound(ARTIST_UNAVAILABLE);
  return toArtistView(row);
}
