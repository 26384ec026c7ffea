import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';
import { isUuid } from '../artworks/rules.js';

type Trx = Transaction<CatalogueTables>;

/**
 * The live artwork by id (or slug), locked so its counters change one writer at a time; one an
 * operator hid takes no likes or comments (not even its author's).
 */
export function lockArtwork(trx: Trx, artwork: string) {
  return trx
    .selectFrom('artworks')
    .select(['id', 'slug', 'name', 'author_id', 'image', 'likes_count'])
    .where(isUuid(artwork) ? 'id' : 'slug', '=', artwork)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** The live artwork by id (or slug), with its author. */
export function liveArtworkAuthor(db: Kysely<CatalogueTables>, artwork: string) {
  return db
    .selectFrom('artworks')
    .select(['id', 'author_id', 'hidden_at'])
    .where(isUuid(artwork) ? 'id' : 'slug', '=', artwork)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** An artwork comment an operator hid is there for its author only. */
export function visibleArtworkComment(viewerId: string | null): RawBuilder<boolean> {
  return viewerId
    ? sql<boolean>`(artwork_comments.hidden_at is null or artwork_comments.user_id = ${viewerId})`
    : sql<boolean>`artwork_comments.hidden_at is null`;
}

/**
 * Hides an artwork's comment for everybody but its author (an operator's decision); it leaves the
 * artwork's count. The artwork's id, or undefined when there is no such comment or it was hidden.
 */
export async function hideArtworkComment(trx: Trx, commentId: string, reason: string) {
  const hidden = await trx
    .updateTable('artwork_comments')
    .set({ hidden_at: new Date(), hidden_reason: reason })
    .where('id', '=', commentId)
    .where('hidden_at', 'is', null)
    .returning('artwork_id')
    .executeTakeFirst();
  if (!hidden) return undefined;
  await trx
    .updateTable('artworks')
    .set({ comments_count: sql`greatest(comments_count - 1, 0)` })
    .where('id', '=', hidden.artwork_id)
    .execute();
  return hidden.artwork_id;
}

/** Takes the viewer's like back; whether there was one. */
export async function removeLike(trx: Trx, artworkId: string, userId: string): Promise<boolean> {
  const removed = await trx
    .deleteFrom('artwork_likes')
    .where('artwork_id', '=', artworkId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(removed);
}

export async function addLike(trx: Trx, artworkId: string, userId: string): Promise<void> {
  await trx.insertInto('artwork_likes').values({ artwork_id: artworkId, user_id: userId }).execute();
}

/** Moves the artwork's like count by `step` (never below 0); its new count. */
export async function moveLikesCount(trx: Trx, artworkId: string, step: 1 | -1): Promise<number> {
  const updated = await trx
    .updateTable('artworks')
    .set({ likes_count: sql`greatest(likes_count + ${step}, 0)` })
    .where('id', '=', artworkId)
    .returning('likes_count')
    .executeTakeFirstOrThrow();
  return updated.likes_count;
}

/**
 * The newest `total` comments the viewer may see (`visible` on the commenter) and how many there
 * are. Comments whose author identity has not told us about yet are left out (as posts without an
 * author).
 */
export async function commentsPage(
  db: Kysely<CatalogueTables>,
  artworkId: string,
  total: number,
  visible: RawBuilder<boolean>,
) {
  const base = db
    .selectFrom('artwork_comments')
    .innerJoin('users', 'users.id', 'artwork_comments.user_id')
    .where('artwork_comments.artwork_id', '=', artworkId)
    .where(visible);
  const [rows, count] = await Promise.all([
    base
      .select([
        'artwork_comments.id',
        'artwork_comments.comment',
        'artwork_comments.created_at',
        'users.id as author_id',
        'users.name',
        'users.slug',
        'users.picture',
        'users.verified_artist',
      ])
      .orderBy('artwork_comments.created_at', 'desc')
      .orderBy('artwork_comments.id', 'desc')
      .limit(total)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Stores the comment and counts it on the artwork. */
export async function insertComment(trx: Trx, artworkId: string, userId: string, comment: string) {
  const row = await trx
    .insertInto('artwork_comments')
    .values({ artwork_id: artworkId, user_id: userId, comment })
    .returning(['id', 'comment', 'created_at'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('artworks')
    .set({ comments_count: sql`comments_count + 1` })
    .where('id', '=', artworkId)
    .execute();
  return row;
}

/** The commenter as the users projection knows them (undefined before identity's event came). */
export function commenter(db: Kysely<CatalogueTables>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'slug', 'picture', 'verified_artist'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
