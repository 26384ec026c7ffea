import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Client } from 'minio';
import sharp from 'sharp';
import { AppError, badRequest, tooLarge } from '../http/errors.js';
import { PRIVATE_MEDIA_PREFIX, signedMediaQuery } from './media-signature.js';

export interface StorageConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  fallbackBucket: string;
  publicUrl: string;
  /** Signs addresses of private objects (mediaSigningKey); without it signedUrlOf throws. */
  signingKey?: Buffer;
}

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';

export interface ImageVariant {
  width: number;
  height?: number;
  /** cover crops to the box (avatars, covers); inside keeps the whole picture (artworks). */
  fit: 'cover' | 'inside';
}

/** The variants every artwork image is stored in; profile images use their own boxes. */
export const ARTWORK_VARIANTS: Record<string, ImageVariant> = {
  thumbnail: { width: 240, height: 240, fit: 'cover' },
  gallery: { width: 600, fit: 'inside' },
  productImage: { width: 1000, fit: 'inside' },
  large: { width: 2000, fit: 'inside' },
};

export const PICTURE_VARIANTS: Record<string, ImageVariant> = {
  picture: { width: 200, height: 200, fit: 'cover' },
  thumbnail: { width: 64, height: 64, fit: 'cover' },
};

export const COVER_VARIANTS: Record<string, ImageVariant> = {
  cover: { width: 1440, height: 444, fit: 'cover' },
  thumbnail: { width: 480, height: 148, fit: 'cover' },
};

/**
 * The most pixels an upload may have. Decoding costs memory by pixels, not by file size: a
 * single-colour 16383×16383 PNG is under 1 MB and would need about 800 MB to decode.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

function assertPixelBound(width: number | undefined, height: number | undefined) {
  if (!width || !height) throw new AppError(415, 'validate-error', 'The image could not be read');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(
      `The image is too large: ${width}×${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
}

/** The image's header only (no pixels decoded): its size after EXIF orientation, bounded. */
async function boundedSize(buffer: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError(415, 'validate-error', 'The image could not be read');
    });
  assertPixelBound(metadata.width, metadata.height);
  return metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
}

/** The scale of the original at which a variant is cut (its own resize then needs no more detail). */
function scaleFor(variant: ImageVariant, width: number, height: number) {
  const byWidth = variant.width / width;
  const byHeight = variant.height ? variant.height / height : Number.POSITIVE_INFINITY;
  return variant.fit === 'cover' ? Math.max(byWidth, byHeight) : Math.min(byWidth, byHeight);
}

/**
 * Renders every variant as WebP from one decode: the image is decoded once (auto-oriented, in
 * sRGB, scaled to the largest size any variant needs, which lets JPEG shrink while loading) into
 * raw pixels, and each variant is resized from those. Raw pixels carry no metadata, so nothing of
 * the original's EXIF (GPS position, camera, owner) reaches a variant.
 */
export async function renderVariants(
  buffer: Buffer,
  variants: Record<string, ImageVariant>,
): Promise<Record<string, { data: Buffer; width: number; height: number }>> {
  const { width, height } = await boundedSize(buffer);
  const scale = Math.min(1, Math.max(...Object.values(variants).map((v) => scaleFor(v, width, height))));
  const decoding = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (scale < 1) {
    decoding.resize(Math.max(1, Math.ceil(width * scale)), Math.max(1, Math.ceil(height * scale)), { fit: 'fill' });
  }
  const decoded = await decoding
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError(415, 'validate-error', 'The image could not be read');
    });
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const rendered: Record<string, { data: Buffer; width: number; height: number }> = {};
  for (const [name, variant] of Object.entries(variants)) {
    const output = await sharp(decoded.data, { raw })
      .resize({
        width: variant.width,
        height: variant.height,
        fit: variant.fit,
        withoutEnlargement: variant.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    rendered[name] = { data: output.data, width: output.info.width, height: output.info.height };
  }
  return rendered;
}

/**
 * Checks an upload by its bytes, not its name: the magic number must be one of the allowed kinds,
 * the size within the limit and the pixels within MAX_IMAGE_PIXELS (read from the header, before
 * anything is decoded). Returns the detected kind.
 */
export async function checkImage(
  buffer: Buffer,
  options: { maxBytes: number; kinds?: ImageKind[]; tooLargeMessage?: string },
): Promise<ImageKind> {
  if (buffer.length > options.maxBytes) throw tooLarge(options.tooLargeMessage ?? 'File too large');
  const kinds = options.kinds ?? ['jpg', 'png', 'webp'];
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !kinds.includes(detected.ext as ImageKind)) {
    throw new AppError(415, 'validate-error', `Only ${kinds.join(', ')} images are accepted`);
  }
  await boundedSize(buffer);
  return detected.ext as ImageKind;
}

export interface Storage {
  client: Client;
  ensureBuckets(): Promise<void>;
  /** Writes the variants of one image as WebP; returns the file name and each variant's URL. */
  storeImage(
    buffer: Buffer,
    options: { prefix: string; variants: Record<string, ImageVariant> },
  ): Promise<{ fileName: string; urls: Record<string, string>; keys: string[] }>;
  removeObjects(keys: string[]): Promise<void>;
  urlOf(key: string): string;
  fallbackUrlOf(key: string): string;
  /**
   * The short-lived address of a private object (key under PRIVATE_MEDIA_PREFIX) in the main
   * bucket: only for a viewer the service has checked may see it.
   */
  signedUrlOf(key: string, nowMs?: number): string;
  /** The key of an address urlOf made (a query dropped), or null for any other address. */
  keyOfUrl(url: string): string | null;
  /**
   * Moves a public object of the main bucket under PRIVATE_MEDIA_PREFIX (same rest of the key);
   * resolves to its new key. An object already moved (or lost) is no error: moving is repeatable.
   */
  makePrivate(key: string): Promise<string>;
}

export function createStorage(config: StorageConfig): Storage {
  const endpoint = new URL(config.endpoint);
  const client = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port) || (endpoint.protocol === 'https:' ? 443 : 80),
    useSSL: endpoint.protocol === 'https:',
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    pathStyle: true,
    region: 'us-east-1',
  });
  const urlOf = (key: string) => `${config.publicUrl}/${config.bucket}/${key}`;
  const bucketUrl = urlOf('');
  return {
    client,
    urlOf,
    signedUrlOf(key, nowMs) {
      if (!config.signingKey) throw new Error('storage has no signing key: private addresses cannot be made');
      return `${urlOf(key)}?${signedMediaQuery(config.signingKey, config.bucket, key, nowMs)}`;
    },
    keyOfUrl(url) {
      if (!url.startsWith(bucketUrl)) return null;
      const key = url.slice(bucketUrl.length).split('?')[0];
      return key === '' ? null : key;
    },
    fallbackUrlOf: (key) => `${config.publicUrl}/${config.fallbackBucket}/${key}`,
    async ensureBuckets() {
      for (const bucket of [config.bucket, config.fallbackBucket]) {
        if (!(await client.bucketExists(bucket).catch(() => false))) {
          await client.makeBucket(bucket, 'us-east-1').catch((error: { code?: string }) => {
            if (error.code !== 'BucketAlreadyOwnedByYou' && error.code !== 'BucketAlreadyExists') throw error;
          });
        }
      }
    },
    async storeImage(buffer, options) {
      const fileName = randomUUID();
      const urls: Record<string, string> = {};
      const keys: string[] = [];
      const rendered = await renderVariants(buffer, options.variants);
      for (const [name, output] of Object.entries(rendered)) {
        const key = `${options.prefix}/${fileName}-${name}.webp`;
        await client.putObject(config.bucket, key, output.data, output.data.length, { 'Content-Type': 'image/webp' });
        urls[name] = urlOf(key);
        keys.push(key);
      }
      return { fileName, urls, keys };
    },
    async makePrivate(key) {
      const privateKey = `${PRIVATE_MEDIA_PREFIX}${key}`;
      const copied = await client.copyObject(config.bucket, privateKey, `/${config.bucket}/${key}`).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code !== 'NoSuchKey') throw error;
          return false;
        },
      );
      if (copied) await client.removeObject(config.bucket, key);
      return privateKey;
    },
    async removeObjects(keys) {
      if (keys.length > 0) await client.removeObjects(config.bucket, keys);
    },
  };
}
