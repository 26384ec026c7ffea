import { badRequest } from '@art/kit';

export const POST_NOT_FOUND = 'Post not found';
export const NOT_POST_AUTHOR = 'Only the author can change this post';
export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty';
export const COMMENT_MAX_LENGTH = 2000;
/** Most posts or comments one request reads (the `total` of the spec's paging). */
export const MAX_TOTAL = 500;
/** How much of a post's text its notification line carries. */
export const EXCERPT_LENGTH = 100;

export function excerptOf(text: string): string {
  const characters = [...text];
  return characters.length <= EXCERPT_LENGTH ? text : `${characters.slice(0, EXCERPT_LENGTH).join('')}…`;
}

/** The comment as stored: trimmed, 1 to 2000 characters. */
export function checkedComment(raw: string): string {
  const comment = raw.trim();
  if (!comment) throw badRequest(COMMENT_EMPTY_MESSAGE);
  if ([...comment].length > COMMENT_MAX_LENGTH)
    throw badRequest(`Comment must be at most ${COMMENT_MAX_LENGTH} characters`);
  return comment;
}
