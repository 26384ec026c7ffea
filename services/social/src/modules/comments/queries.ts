import { POST_COMMENTS_PREVIEW } from '@art/contracts';
import type { Audience } from '@art/kit';
import { type Kysely, sql } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import type { AuthorRow } from '../users/queries.js';

type Db = Kysely<SocialTables>;

/** A comment with its author's columns (the author's id as `author_id`). */
export interface CommentRow extends Omit<AuthorRow, 'id'> {
  id: string;
  comment: string;
  created_at: Date;
  author_id: string;
}

/**
 * The newest `total` comments of a post and how many it has. Comments whose author identity has
 * not told us about are left out, as posts without one; so are those of members on the other
 * side of a block with the viewer.
 */
export async function commentsPage(
  db: Db,
  audience: Audience,
  postId: string,
  viewerId: string | null,
  total: number,
): Promise<{ rows: CommentRow[]; total: number }> {
  const base = db
    .selectFrom('post_comments')
    .innerJoin('users', 'users.id', 'post_comments.author_id')
    .where('post_comments.post_id', '=', postId)
    .where(audience.unblocked(viewerId, 'post_comments.author_id'))
    .where(visibleComment(viewerId, 'post_comments'));
  const [rows, count] = await Promise.all([
    base
      .select(['post_comments.id', 'post_comments.comment', 'post_comments.created_at'])
      .select([
        'users.id as author_id',
        'users.name',
        'users.slug',
        'users.picture',
        'users.role',
        'users.verified_artist',
      ])
      .orderBy('post_comments.created_at', 'desc')
      .orderBy('post_comments.id', 'desc')
      .limit(total)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The newest comments of each post (the card's preview), one lateral query for the page. */
export async function previewCommentRows(
  db: Db,
  audience: Audience,
  postIds: string[],
  viewerId: string | null,
): Promise<(CommentRow & { post_id: string })[]> {
  const rows = await sql<CommentRow & { post_id: string }>`
    select c.post_id, c.id, c.comment, c.created_at, u.id as author_id, u.name, u.slug, u.picture, u.role, u.verified_artist
    from unnest(${postIds}::uuid[]) as p(id)
    cross join lateral (
      select pc.* from post_comments pc
      where pc.post_id = p.id and ${audience.unblocked(viewerId, 'pc.author_id')} and ${visibleComment(viewerId, 'pc')}
      order by pc.created_at desc, pc.id desc
      limit ${POST_COMMENTS_PREVIEW}
    ) c
    join users u on u.id = c.author_id
    order by c.created_at desc, c.id desc
  `.execute(db);
  return rows.rows;
}

/** A comment an operator hid is there for its author only. */
function visibleComment(viewerId: string | null, alias: string) {
  const hiddenAt = sql.ref(`${alias}.hidden_at`);
  const author = sql.ref(`${alias}.author_id`);
  return viewerId ? sql<boolean>`(${hiddenAt} is null or ${author} = ${viewerId})` : sql<boolean>`${hiddenAt} is null`;
}

/**
 * Hides a comment for everybody but its author (an operator's decision); it leaves its post's
 * count. False when there is no such comment or it was hidden already.
 */
export async function hideComment(db: Db, commentId: string, reason: string): Promise<boolean> {
  const hidden = await db
    .updateTable('post_comments')
    .set({ hidden_at: new Date(), hidden_reason: reason })
    .where('id', '=', commentId)
    .where('hidden_at', 'is', null)
    .returning('post_id')
    .executeTakeFirst();
  if (!hidden) return false;
  await db
    .updateTable('posts')
    .set({ comments_count: sql`greatest(comments_count - 1, 0)` })
    .where('id', '=', hidden.post_id)
    .execute();
  return true;
}

/** The comment with its author and the post's author; undefined when there is none. */
export async function commentForReport(db: Db, commentId: string) {
  return db
    .selectFrom('post_comments')
    .innerJoin('users', 'users.id', 'post_comments.author_id')
    .select(['post_comments.author_id', 'post_comments.comment', 'post_comments.hidden_at', 'users.name'])
    .where('post_comments.id', '=', commentId)
    .executeTakeFirst();
}

export async function insertComment(db: Db, postId: string, authorId: string, comment: string) {
  return db
    .insertInto('post_comments')
    .values({ id: crypto.randomUUID(), post_id: postId, author_id: authorId, comment })
    .returning(['id', 'comment', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** One more comment on the post's count. */
export async function countCommentAdded(db: Db, postId: string): Promise<void> {
  await db.updateTable('posts').set({ comments_count: sql`comments_count + 1` }).where('id', '=', postId).execute();
}
