import { youtubeVideoId } from '@art/contracts';
import { assertNoNulCharacter, badRequest, tooLarge } from '@art/kit';
import type { FastifyRequest } from 'fastify';

export const POST_TEXT_REQUIRED = 'Post text is required';
export const INVALID_YOUTUBE_URL = 'Invalid Youtube Url';
export const IMAGE_OR_VIDEO = 'Attach either an image or a video link, not both';
/** Long enough for any caption; the card cuts the text at 300 characters anyway. */
export const POST_TEXT_MAX = 10_000;

/** The spec's message for an image over the configured limit, in whole megabytes. */
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

/**
 * Reads the whole post form into memory within limits and applies its rules in the spec's order:
 * text, then the video link, then image and link together. Nothing is stored here, so a refused
 * form leaves no trace.
 */
export async function readPostForm(request: FastifyRequest, maxImageBytes: number): Promise<PostForm> {
  if (!request.isMultipart()) throw badRequest('The form must be sent as multipart/form-data');
  const fields = new Map<string, string>();
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxImageBytes + 1, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'picture') throw badRequest(`Unexpected file in field ${part.fieldname}`);
        if (buffer.length > maxImageBytes) throw tooLarge(imageTooLargeMessage(maxImageBytes));
        if (buffer.length > 0) picture = buffer;
      } else {
        const value = String(part.value ?? '');
        assertNoNulCharacter(value);
        fields.set(part.fieldname, value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(imageTooLargeMessage(maxImageBytes));
    if (code === 'FST_FILES_LIMIT') throw badRequest('Only one image can be attached');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form has too many fields');
    throw error;
  }
  const text = (fields.get('post') ?? '').trim();
  if (!text) throw badRequest(POST_TEXT_REQUIRED);
  if (text.length > POST_TEXT_MAX) throw badRequest(`Post text must be at most ${POST_TEXT_MAX} characters`);
  const link = (fields.get('youtube_url') ?? '').trim();
  let youtubeId: string | null = null;
  if (link) {
    youtubeId = youtubeVideoId(link);
    if (!youtubeId) throw badRequest(INVALID_YOUTUBE_URL);
  }
  if (youtubeId && picture) throw badRequest(IMAGE_OR_VIDEO);
  return { text, picture, youtubeId, removePicture: fields.get('removePicture') === 'true' };
}
