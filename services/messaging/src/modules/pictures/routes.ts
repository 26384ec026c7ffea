import { randomUUID } from 'node:crypto';
import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, checkImage, endpointRoute, renderVariants, type Storage, tooLarge, viewerOf } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatPictureFolder, pictureTooLargeMessage } from './rules.js';

const uploading = endpoints.uploadPicture.messages;

/** One WebP, at most 1600 px on its longer side: enough for a chat panel and a tap to enlarge. */
const CHAT_VARIANT = { chat: { width: 1600, height: 1600, fit: 'inside' as const } };

/** Reads the `picture` file of the multipart form, refusing it as soon as it passes `maxBytes`. */
async function readPicture(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(uploading.notMultipart);
  const tooLargeMessage = pictureTooLargeMessage(maxBytes);
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'picture') throw badRequest(`Unexpected file in field ${part.fieldname}`);
      const buffer = await part.toBuffer();
      if (buffer.length > maxBytes) throw tooLarge(tooLargeMessage);
      if (buffer.length > 0) picture = buffer;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Only one picture can be attached');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form has too many fields');
    throw error;
  }
  if (!picture) throw badRequest(uploading.pictureRequired);
  return picture;
}

/**
 * Checks the picture by its content (jpeg, png, webp or gif; bytes; pixels from the header before
 * anything is decoded), renders it as one WebP without its metadata and stores it under
 * private/chat/<userId>/ in the bucket. Resolves to its signed address, for the uploader to send.
 */
async function storeChatPicture(
  storage: Storage,
  bucket: string,
  userId: string,
  buffer: Buffer,
  maxBytes: number,
): Promise<string> {
  await checkImage(buffer, {
    maxBytes,
    kinds: ['jpg', 'png', 'webp', 'gif'],
    tooLargeMessage: pictureTooLargeMessage(maxBytes),
  });
  const { chat } = await renderVariants(buffer, CHAT_VARIANT);
  if (!chat) throw new Error('chat variant not rendered');
  const key = `${chatPictureFolder(userId)}${randomUUID()}-chat.webp`;
  await storage.client.putObject(bucket, key, chat.data, chat.data.length, { 'Content-Type': 'image/webp' });
  return storage.signedUrlOf(key);
}

/** The chat picture upload: the address it answers is what an image message sends. */
export async function picturesRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.uploadPicture, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { CHAT_PICTURE_MAX_BYTES: maxBytes, S3_BUCKET: bucket } = app.config;
      const picture = await readPicture(request, maxBytes);
      const url = await storeChatPicture(app.storage, bucket, viewer.id, picture, maxBytes);
      return { status: 'success', message: url };
    },
  });
}
