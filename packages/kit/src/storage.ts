import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Client } from 'minio';
import sharp from 'sharp';
import { AppError, tooLarge } from './errors.js';

export interface StorageConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  fallbackBucket: string;
  publicUrl: string;
}

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';

export interface ImageVariant {
  width: number;
  height?: number;
  /** cover crops to the box (avatars, covers); inside keeps the whole picture (artworks). */
  fit: 'cover' | 'inside';
}

/** The spec's variants for artwork images; profile images use their own boxes. */
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
 * Checks an upload by its bytes, not its name: the magic number must be one of the allowed kinds
 * and the size within the limit. Returns the detected kind.
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
  try {
    await sharp(buffer).metadata();
  } catch {
    throw new AppError(415, 'validate-error', 'The image could not be read');
  }
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
  return {
    client,
    urlOf,
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
      for (const [name, variant] of Object.entries(options.variants)) {
        const output = await sharp(buffer)
          .rotate()
          .resize({
            width: variant.width,
            height: variant.height,
            fit: variant.fit,
            withoutEnlargement: variant.fit === 'inside',
          })
          .webp({ quality: 82 })
          .toBuffer();
        const key = `${options.prefix}/${fileName}-${name}.webp`;
        await client.putObject(config.bucket, key, output, output.length, { 'Content-Type': 'image/webp' });
        urls[name] = urlOf(key);
        keys.push(key);
      }
      return { fileName, urls, keys };
    },
    async removeObjects(keys) {
      if (keys.length > 0) await client.removeObjects(config.bucket, keys);
    },
  };
}
