import { randomUUID } from 'node:crypto';
import { EXHIBITION_AUDIO_MAX_BYTES } from '@art/contracts';
import {
  AppError,
  assertNoNulCharacter,
  badRequest,
  checkImage,
  type ImageVariant,
  type Storage,
  tooLarge,
} from '@art/kit';
import type { FastifyRequest } from 'fastify';

/** One file of an operator's form, read into memory within its limit, with the form's text fields. */
export interface OneUpload {
  file: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form of one file (in `fileField`) and a few text fields. Nothing is stored
 * here: a form refused afterwards leaves no trace. One byte over the limit is enough to know the
 * file is too large, so no more is read.
 */
export async function readOneUpload(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; tooLargeMessage: string },
): Promise<OneUpload> {
  if (!request.isMultipart()) throw badRequest('Send the file as a multipart form', 'multipart-required');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  const parts = request.parts({
    limits: { fileSize: options.maxBytes + 1, files: 2, fields: 10, fieldSize: 8 * 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== options.fileField) {
          throw badRequest(`The file must be sent in the field "${options.fileField}"`, 'file-field');
        }
        if (file) throw badRequest('Send one file at a time', 'one-file');
        if (buffer.length > options.maxBytes) throw tooLarge(options.tooLargeMessage);
        if (buffer.length > 0) file = buffer;
      } else {
        const value = String(part.value ?? '');
        assertNoNulCharacter(value);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file at a time', 'one-file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form has too many fields');
    throw error;
  }
  if (!file) throw badRequest('Choose a file to upload', 'file-required');
  return { file, fields };
}

export function imageTooLargeMessage(maxBytes: number): string {
  return `The image must be less than ${Math.floor(maxBytes / (1024 * 1024))} MB`;
}

/**
 * Checks a picture by its bytes (kind, size, pixels from its header before any decoding), then
 * stores its variants as WebP under `prefix`. Returns each variant's address and the keys written.
 */
export async function storeCheckedImage(
  storage: Storage,
  buffer: Buffer,
  options: { maxBytes: number; prefix: string; variants: Record<string, ImageVariant> },
): Promise<{ urls: Record<string, string>; keys: string[] }> {
  await checkImage(buffer, { maxBytes: options.maxBytes, tooLargeMessage: imageTooLargeMessage(options.maxBytes) });
  const { urls, keys } = await storage.storeImage(buffer, { prefix: options.prefix, variants: options.variants });
  return { urls, keys };
}

export type AudioKind = 'mp3' | 'ogg' | 'm4a';

const AUDIO_TYPES: Record<AudioKind, string> = { mp3: 'audio/mpeg', ogg: 'audio/ogg', m4a: 'audio/mp4' };

/** An MPEG audio frame header (Layer III), as an mp3 without an ID3 tag starts. */
function isMpegFrame(buffer: Buffer, at: number): boolean {
  if (buffer.length < at + 4) return false;
  const [b0, b1, b2] = [buffer[at] as number, buffer[at + 1] as number, buffer[at + 2] as number];
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && layer === 0b01 && bitrate !== 0xf && sampleRate !== 0b11;
}

/** The ISO media brands of an audio-only MPEG-4 file (what .m4a and .m4b files declare). */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);

function isM4a(buffer: Buffer): boolean {
  if (buffer.length < 16 || buffer.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length);
  if (M4A_BRANDS.has(buffer.toString('latin1', 8, 12))) return true;
  // Compatible brands follow the major brand and its minor version.
  for (let at = 16; at + 4 <= boxSize; at += 4) if (M4A_BRANDS.has(buffer.toString('latin1', at, at + 4))) return true;
  return false;
}

/** The kind of an audio file told by its first bytes (never its name or its declared type), or null. */
export function sniffAudio(buffer: Buffer): AudioKind | null {
  if (buffer.length >= 10 && buffer.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  if (isMpegFrame(buffer, 0)) return 'mp3';
  if (buffer.length >= 4 && buffer.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (isM4a(buffer)) return 'm4a';
  return null;
}

export const AUDIO_TOO_LARGE = `The audio must be less than ${EXHIBITION_AUDIO_MAX_BYTES / (1024 * 1024)} MB`;

/** Checks an audio file by its bytes and stores it under `prefix`; returns its address and key. */
export async function storeCheckedAudio(
  storage: Storage,
  bucket: string,
  buffer: Buffer,
  prefix: string,
): Promise<{ url: string; key: string }> {
  if (buffer.length > EXHIBITION_AUDIO_MAX_BYTES) throw tooLarge(AUDIO_TOO_LARGE);
  const kind = sniffAudio(buffer);
  if (!kind) throw new AppError(415, 'audio-kind', 'Only mp3, ogg and m4a audio files are accepted');
  const key = `${prefix}/${randomUUID()}-audio.${kind}`;
  await storage.client.putObject(bucket, key, buffer, buffer.length, { 'Content-Type': AUDIO_TYPES[kind] });
  return { url: storage.urlOf(key), key };
}

/**
 * The keys of addresses this module stored itself (under `prefix`): only those are removed when a
 * picture is replaced or its exhibition deleted (demo exhibitions share the artworks' pictures).
 */
export function ownKeys(storage: Storage, urls: readonly string[], prefix: string): string[] {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = storage.keyOfUrl(url);
    if (key?.startsWith(`${prefix}/`)) keys.add(key);
  }
  return [...keys];
}

/** Removes objects no longer named by any row; a failure only leaves an orphan, so it is logged, not thrown. */
export async function removeQuietly(
  storage: Storage,
  keys: string[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  await storage.removeObjects(keys).catch((error: unknown) => log.warn({ err: error, keys }, 'could not remove media'));
}
