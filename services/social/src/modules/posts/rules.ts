import { youtubeVideoId } from '@art/contracts';
import { socialEndpoints } from '@art/contracts/endpoints';
import { badRequest } from '@art/kit';

export const POST_NOT_FOUND = 'Post not found';
export const NOT_POST_AUTHOR = 'Only the author can change this post';
/** How much of a post's text its notification line carries. */
export const EXCERPT_LENGTH = 100;
/** Long enough for any caption; the card cuts the text at 300 characters anyway. */
export const POST_TEXT_MAX = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Posts have uuids: any other id names no post (and is never sent to the database). */
export function isPostId(id: string): boolean {
  return UUID.test(id);
}

export function excerptOf(text: string): string {
  const characters = [...text];
  return characters.length <= EXCERPT_LENGTH ? text : `${characters.slice(0, EXCERPT_LENGTH).join('')}…`;
}

/** The message for an image over the configured limit, in whole megabytes. */
export function imageTooLargeMessage(maxBytes: number): string {
  return `Attached image must be less than ${Math.floor(maxBytes / (1024 * 1024))} MB`;
}

/** The post form after its rules: text, and at most one of an image or a video id. */
export interface PostForm {
  text: string;
  picture: Buffer | null;
  youtubeId: string | null;
  /** Edit only: the stored image is dropped (a new image or video link also replaces it). */
  removePicture: boolean;
}

// Both post writes refuse a form with the same messages; the new post's declaration holds them.
const { messages } = socialEndpoints.createPost;

/**
 * The form's rules in a fixed order, so the first rule broken is the one reported: text, then
 * the video link, then image and link together.
 */
export function postFormOf(fields: ReadonlyMap<string, string>, picture: Buffer | null): PostForm {
  const text = (fields.get('post') ?? '').trim();
  if (!text) throw badRequest(messages.textRequired);
  if (text.length > POST_TEXT_MAX) throw badRequest(`Post text must be at most ${POST_TEXT_MAX} characters`);
  const link = (fields.get('youtube_url') ?? '').trim();
  let youtubeId: string | null = null;
  if (link) {
    youtubeId = youtubeVideoId(link);
    if (!youtubeId) throw badRequest(messages.invalidYoutubeUrl);
  }
  if (youtubeId && picture) throw badRequest(messages.imageOrVideo);
  return { text, picture, youtubeId, removePicture: fields.get('removePicture') === 'true' };
}
