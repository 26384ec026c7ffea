import type { PostComment } from '@art/contracts';
import type { Audience } from '@art/kit';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import type { AuthorRow } from '../users/queries.js';
import { authorView } from '../users/views.js';
import { type CommentRow, previewCommentRows } from './queries.js';

export function commentView(
  comment: { id: string; comment: string; created_at: Date | string },
  author: AuthorRow,
): PostComment {
  return {
    _id: comment.id,
    comment: comment.comment,
    created: new Date(comment.created_at).toISOString(),
    author: authorView(author),
  };
}

/** A comment row read with its author's columns, as the screens read it. */
export function commentRowView(row: CommentRow): PostComment {
  return commentView(row, {
    id: row.author_id,
    name: row.name,
    slug: row.slug,
    picture: row.picture,
    role: row.role,
    verified_artist: row.verified_artist,
  });
}

/** The newest comments of each post of a page (the card's preview), by post id. */
export async function commentPreviews(
  db: Kysely<SocialTables>,
  audience: Audience,
  postIds: string[],
  viewerId: string | null,
): Promise<Map<string, PostComment[]>> {
  const byPost = new Map<string, PostComment[]>();
  for (const row of await previewCommentRows(db, audience, postIds, viewerId)) {
    const list = byPost.get(row.post_id) ?? [];
    list.push(commentRowView(row));
    byPost.set(row.post_id, list);
  }
  return byPost;
}
