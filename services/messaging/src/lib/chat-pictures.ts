import { randomUUID } from 'node:crypto';
import {
  badRequest,
  checkImage,
  isPrivateMediaKey,
  PRIVATE_MEDIA_PREFIX,
  renderVariants,
  type Storage,
  tooLarge,
} from '@art/kit';
import type { FastifyRequest } from 'fastify';
import { PICTURE_REQUIRED, pictureTooLargeMessage } from './chat-rules.js';

/** One WebP, at most 1600 px on its longer side: enough for a chat panel and a tap to enlarge. */
const CHAT_VARIANT = { chat: { width: 1600, height: 1600, fit: 'inside' as const } };

/** Reads the `picture` file of the multipart form, refusing it as soon as it passes `maxBytes`. */
export async function readPicture(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('The picture must be sent as multipart/form-data');
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
  if (!picture) throw badRequest(PICTURE_REQUIRED);
  return picture;
}

/** Where a member's chat pictures live: private, so the gateway serves them only by signed address. */
export const chatPictureFolder = (userId: string) => `${PRIVATE_MEDIA_PREFIX}chat/${userId}/`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PICTURE_FILE = new RegExp(`^${UUID}-chat\\.webp$`, 'i');

/**
 * The address to store for an image message: one of the sender's own uploaded pictures (the
 * signed address the upload answered, or the same without its query), as its unsigned address;
 * null for anything else, another member's picture included.
 */
export function ownPictureAddress(storage: Storage, senderId: string, address: string): string | null {
  const key = storage.keyOfUrl(address);
  const folder = chatPictureFolder(senderId);
  if (key === null || !key.startsWith(folder) || !PICTURE_FILE.test(key.slice(folder.length))) return null;
  return storage.urlOf(key);
}

/**
 * A stored picture address as one viewer may load it: a private picture gets a short-lived signed
 * address (call it only for a viewer allowed to see the message); older public ones stay as they were.
 */
export function viewablePictureAddress(storage: Storage, stored: string): string {
  const key = storage.keyOfUrl(stored);
  return key !== null && isPrivateMediaKey(key) ? storage.signedUrlOf(key) : stored;
}

/**
 * Checks the picture by its content (jpeg, png, webp or gif; bytes; pixels from the header before
 * anything is decoded), renders it as one WebP without its metadata and stores it under
 * private/chat/<userId>/ in the bucket. Resolves to its signed address, for the uploader to send.
 */
export async function storeChatPicture(
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
