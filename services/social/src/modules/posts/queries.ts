import type { PostImage } from '@art/contracts';
import { type Kysely, sql } from 'kysely';
import type { SocialTables } from '../../db/schema.js';

type Db = Kysely<SocialTables>;

/** A post row joined with its author (posts whose author is unknown never reach here). */
export interface PostRow {
  id: string;
  author_id: string;
  text: string;
  picture: PostImage | null;
  youtube_id: string | null;
  likes_count: number;
  comments_count: number;
  created_at: Date;
  updated_at: Date;
  /** Hidden by an operator (seen by its author only), with the reason the author was told. */
  hidden_at?: Date | null;
  hidden_reason?: string | null;
}

export const POST_COLUMNS = [
  'posts.id',
  'posts.author_id',
  'posts.text',
  'posts.picture',
  'posts.youtube_id',
  'posts.likes_count',
  'posts.comments_count',
  'posts.created_at',
  'posts.updated_at',
] as const;

export async function postRow(db: Db, postId: string): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .select([...POST_COLUMNS, 'posts.hidden_at', 'posts.hidden_reason'])
    .where('id', '=', postId)
    .executeTakeFirst();
}

/**
 * Hides a post for everybody but its author (an operator's decision); it leaves its author's
 * count, which the feed totals read. False when there is no such post or it was hidden already.
 */
export async function hidePost(db: Db, postId: string, reason: string): Promise<boolean> {
  const hidden = await db
    .updateTable('posts')
    .set({ hidden_at: new Date(), hidden_reason: reason })
    .where('id', '=', postId)
    .where('hidden_at', 'is', null)
    .returning('author_id')
    .executeTakeFirst();
  if (!hidden) return false;
  await countPostRemoved(db, hidden.author_id);
  return true;
}

/** The post, locked until the transaction ends; undefined when there is none. */
export async function lockPost(db: Db, postId: string) {
  return db.selectFrom('posts').selectAll().where('id', '=', postId).forUpdate().executeTakeFirst();
}

export async function postAuthor(db: Db, postId: string): Promise<string | undefined> {
  return (await db.selectFrom('posts').select('author_id').where('id', '=', postId).executeTakeFirst())?.author_id;
}

export async function insertPost(
  db: Db,
  post: { id: string; authorId: string; text: string; picture: PostImage | null; youtubeId: string | null },
): Promise<void> {
  await db
    .insertInto('posts')
    .values({
      id: post.id,
      author_id: post.authorId,
      text: post.text,
      picture: post.picture ? JSON.stringify(post.picture) : null,
      youtube_id: post.youtubeId,
    })
    .execute();
}

export async function updatePost(
  db: Db,
  postId: string,
  post: { text: string; picture: PostImage | null; youtubeId: string | null },
): Promise<void> {
  await db
    .updateTable('posts')
    .set({
      text: post.text,
      picture: post.picture ? JSON.stringify(post.picture) : null,
      youtube_id: post.youtubeId,
      updated_at: new Date(),
    })
    .where('id', '=', postId)
    .execute();
}

export async function deletePost(db: Db, postId: string): Promise<void> {
  await db.deleteFrom('posts').where('id', '=', postId).execute();
}

/** One more post on the author's count. */
export async function countPostAdded(db: Db, authorId: string): Promise<void> {
  await db.updateTable('users').set({ posts_count: sql`posts_count + 1` }).where('id', '=', authorId).execute();
}

/** One post fewer on the author's count (never below zero). */
export async function countPostRemoved(db: Db, authorId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ posts_count: sql`greatest(posts_count - 1, 0)` })
    .where('id', '=', authorId)
    .execute();
}

/** Removes the viewer's like; false when there was none. */
export async function deleteLike(db: Db, postId: string, userId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('post_likes')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return removed !== undefined;
}

export async function insertLike(db: Db, postId: string, userId: string): Promise<void> {
  await db.insertInto('post_likes').values({ post_id: postId, user_id: userId }).execute();
}

/** Moves the post's like count by `change` (never below zero); the new count. */
export async function changeLikesCount(db: Db, postId: string, change: 1 | -1): Promise<number> {
  const updated = await db
    .updateTable('posts')
    .set({ likes_count: sql`greatest(likes_count + ${change}, 0)` })
    .where('id', '=', postId)
    .returning('likes_count')
    .executeTakeFirstOrThrow();
  return updated.likes_count;
}

/** Which of `postIds` the viewer likes. */
export async function likedPostIds(db: Db, viewerId: string, postIds: string[]): Promise<Set<string>> {
  const liked = await db
    .selectFrom('post_likes')
    .select('post_id')
    .where('user_id', '=', viewerId)
    .where('post_id', 'in', postIds)
    .execute();
  return new Set(liked.map((like) => like.post_id));
}

/** Removes the viewer's hide (Undo); false when the post was not hidden. */
export async function deleteHide(db: Db, postId: string, userId: string): Promise<boolean> {
  const undone = await db
    .deleteFrom('post_hides')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .returning('post_id')
    .executeTakeFirst();
  return undone !== undefined;
}

export async function insertHide(db: Db, postId: string, userId: string): Promise<void> {
  await db.insertInto('post_hides').values({ post_id: postId, user_id: userId }).execute();
}
