import { POST_COMMENTS_PREVIEW, type PostComment, type PostImage, type PostView } from '@art/contracts';
import type { Audience } from '@art/kit';
import { type Kysely, sql } from 'kysely';
import type { SocialTables } from '../db/schema.js';
import { AUTHOR_COLUMNS, type AuthorRow, authorView } from './author-view.js';

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

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * The views of a page of posts, in the page's order: authors, the viewer's likes and the newest
 * comments are read for the whole page in three queries, not per post. The rows are posts the
 * viewer may read; the comments of members on the other side of a block are left out.
 */
export async function postViews(
  db: Kysely<SocialTables>,
  audience: Audience,
  rows: PostRow[],
  viewerId: string | null,
): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const postIds = rows.map((row) => row.id);
  const authorIds = [...new Set(rows.map((row) => row.author_id))];
  const [authors, liked, comments] = await Promise.all([
    db.selectFrom('users').select(AUTHOR_COLUMNS).where('id', 'in', authorIds).execute(),
    viewerId
      ? db
          .selectFrom('post_likes')
          .select('post_id')
          .where('user_id', '=', viewerId)
          .where('post_id', 'in', postIds)
          .execute()
      : Promise.resolve([]),
    previewComments(db, audience, postIds, viewerId),
  ]);
  const authorById = new Map(authors.map((author) => [author.id, author]));
  const likedIds = new Set(liked.map((like) => like.post_id));
  const views: PostView[] = [];
  for (const row of rows) {
    const author = authorById.get(row.author_id);
    // The spec skips posts without an author (identity has not told us about them, or no longer).
    if (!author) continue;
    views.push({
      _id: row.id,
      post: row.text,
      picture: row.picture,
      youtube_url: row.youtube_id,
      author: authorView(author),
      created: iso(row.created_at),
      updated: iso(row.updated_at),
      likesCount: row.likes_count,
      liked: likedIds.has(row.id),
      commentsCount: row.comments_count,
      comments: comments.get(row.id) ?? [],
    });
  }
  return views;
}

/** The newest comments of each post (the card's preview), one lateral query for the page. */
async function previewComments(
  db: Kysely<SocialTables>,
  audience: Audience,
  postIds: string[],
  viewerId: string | null,
): Promise<Map<string, PostComment[]>> {
  const rows = await sql<{
    post_id: string;
    id: string;
    comment: string;
    created_at: Date;
    author_id: string;
    name: string;
    slug: string;
    picture: string;
    role: number;
    verified_artist: boolean;
  }>`
    select c.post_id, c.id, c.comment, c.created_at, u.id as author_id, u.name, u.slug, u.picture, u.role, u.verified_artist
    from unnest(${postIds}::uuid[]) as p(id)
    cross join lateral (
      select pc.* from post_comments pc
      where pc.post_id = p.id and ${audience.unblocked(viewerId, 'pc.author_id')}
      order by pc.created_at desc, pc.id desc
      limit ${POST_COMMENTS_PREVIEW}
    ) c
    join users u on u.id = c.author_id
    order by c.created_at desc, c.id desc
  `.execute(db);
  const byPost = new Map<string, PostComment[]>();
  for (const row of rows.rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push(
      commentView(row, {
        id: row.author_id,
        name: row.name,
        slug: row.slug,
        picture: row.picture,
        role: row.role,
        verified_artist: row.verified_artist,
      }),
    );
    byPost.set(row.post_id, list);
  }
  return byPost;
}

export function commentView(
  comment: { id: string; comment: string; created_at: Date | string },
  author: AuthorRow,
): PostComment {
  return { _id: comment.id, comment: comment.comment, created: iso(comment.created_at), author: authorView(author) };
}
