import type { PostView } from '@art/contracts';
import type { Audience } from '@art/kit';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { commentPreviews } from '../comments/views.js';
import { authorsOf } from '../users/queries.js';
import { authorView } from '../users/views.js';
import { likedPostIds, type PostRow } from './queries.js';

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
  const [authors, likedIds, comments] = await Promise.all([
    authorsOf(db, authorIds),
    viewerId ? likedPostIds(db, viewerId, postIds) : Promise.resolve(new Set<string>()),
    commentPreviews(db, audience, postIds, viewerId),
  ]);
  const authorById = new Map(authors.map((author) => [author.id, author]));
  const views: PostView[] = [];
  for (const row of rows) {
    const author = authorById.get(row.author_id);
    // Posts without a known author are left out (identity has not told us about them, or no longer).
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
      // Only its author reads a hidden post: they see why.
      ...(row.hidden_at && row.author_id === viewerId ? { hiddenReason: row.hidden_reason ?? '' } : {}),
    });
  }
  return views;
}
