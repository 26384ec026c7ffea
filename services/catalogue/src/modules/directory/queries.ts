import type { ArtistView, DirectorySort } from '@art/contracts';
import { notFound } from '@art/kit';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';
import { isUuid } from '../artworks/rules.js';
import { CATEGORY_NOT_FOUND } from '../listings/queries/index.js';
import { artworkSearchText } from '../search/rules.js';
import { artistColumns, toArtistView } from './views.js';

export const ARTIST_UNAVAILABLE = 'Sorry, the artist is unavailable!';

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
      isUuid(wanted)
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
    // A studio belongs under a category it declared or one its works are in (a painter who declared
    // no style still shows under Painting); works an operator hid or that were deleted don't count.
    base = base.where(
      sql<boolean>`(users.categories @> ${JSON.stringify([{ _id: options.categoryId }])}::jsonb
        or exists (select 1 from artworks where artworks.main_category_id = ${options.categoryId}
          and artworks.author_id = users.id and artworks.deleted_at is null and artworks.hidden_at is null))`,
    );
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

// The projections of identity's users and social's follows (handlers.ts), in the consumer's transaction.

type Trx = Transaction<CatalogueTables>;

/** What artwork cards show of a user as held now, locked until the snapshot is written. */
export function lockedUserCard(trx: Trx, userId: string) {
  return trx
    .selectFrom('users')
    .select(['name', 'slug', 'picture', 'role', 'verified_artist', 'suspended'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** A user seen for the first time gets the counts kept before they arrived. */
export async function fillCountsOfNewUser(trx: Trx, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      works_count: sql`coalesce((select total from artist_works where user_id = ${userId}), 0)`,
      followers_count: sql`(select count(*) from follows where artist_id = ${userId})`,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * search_text holds the author's name (so a search for a studio's name finds its works): rewritten
 * for every work of the author when the name changes, or when the author first arrives after
 * their works (an artwork may be written before identity's event has come).
 */
export async function refreshAuthorSearchText(trx: Trx, authorId: string, authorName: string): Promise<void> {
  const works = await trx
    .selectFrom('artworks')
    .select(['id', 'name', 'description', 'tags', 'categories'])
    .where('author_id', '=', authorId)
    .execute();
  for (const work of works) {
    await trx
      .updateTable('artworks')
      .set({
        search_text: artworkSearchText({
          name: work.name,
          description: work.description,
          tags: work.tags,
          authorName,
          categoryNames: (work.categories ?? []).map((category) => category.name),
        }),
      })
      .where('id', '=', work.id)
      .execute();
  }
}

/** Moves a regular user's role up to `role` (never a studio's down); whether it changed. */
export async function raiseToArtist(trx: Trx, userId: string, role: number): Promise<boolean> {
  const changed = await trx
    .updateTable('users')
    .set({ role })
    .where('id', '=', userId)
    .where('role', '>', 20)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** Keeps a follow; whether it was new. */
export async function addFollow(trx: Trx, followerId: string, artistId: string, at: Date | string): Promise<boolean> {
  const added = await trx
    .insertInto('follows')
    .values({ follower_id: followerId, artist_id: artistId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('artist_id')
    .executeTakeFirst();
  return Boolean(added);
}

/** Drops a follow; whether there was one. */
export async function removeFollow(trx: Trx, followerId: string, artistId: string): Promise<boolean> {
  const removed = await trx
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('artist_id', '=', artistId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/**
 * Counted from the follows rows rather than incremented: a follow delivered twice (or a removal
 * before its creation) still leaves the right number.
 */
export async function recountFollowers(trx: Trx, artistId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ followers_count: sql`(select count(*) from follows where artist_id = ${artistId})` })
    .where('id', '=', artistId)
    .execute();
}
