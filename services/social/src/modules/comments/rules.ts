import { badRequest } from '@art/kit';

export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty';
export const COMMENT_MAX_LENGTH = 2000;

/** The comment as stored: trimmed, 1 to 2000 characters. */
export function checkedComment(raw: string): string {
  const comment = raw.trim();
  if (!comment) throw badRequest(COMMENT_EMPTY_MESSAGE);
  if ([...comment].length > COMMENT_MAX_LENGTH)
    throw badRequest(`Comment must be at most ${COMMENT_MAX_LENGTH} characters`);
  return comment;
}
