import { randomUUID } from 'node:crypto';
import type { ArtworkImage } from '@art/contracts';
import { ARTWORK_VARIANTS, checkImage, type ImageVariant, renderVariants, type Storage } from '@art/kit';
import sharp from 'sharp';

type VariantName = keyof ArtworkImage['files'];
const VARIANT_NAMES = Object.keys(ARTWORK_VARIANTS) as VariantName[];

/** The tiny picture shown (blurred) while the real one loads; cut from the same decode as the rest. */
const PLACEHOLDER: ImageVariant = { width: 16, fit: 'inside' };

/** An image checked and rendered in memory, not yet stored. */
export interface RenderedArtworkImage {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  variants: Record<VariantName, Buffer>;
}

/**
 * Checks every upload by its content (kind, bytes, pixels) first, then renders each one's variants
 * from a single decode. Any failure throws before anything is stored.
 */
export async function renderArtworkImages(buffers: Buffer[], maxBytes: number): Promise<RenderedArtworkImage[]> {
  for (const buffer of buffers) {
    await checkImage(buffer, {
      maxBytes,
      tooLargeMessage: `Each image must be less than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
    });
  }
  const rendered: RenderedArtworkImage[] = [];
  for (const buffer of buffers) {
    const outputs = await renderVariants(buffer, { ...ARTWORK_VARIANTS, placeholder: PLACEHOLDER });
    const blurred = await sharp(outputs.placeholder.data).blur(0.6).webp({ quality: 50 }).toBuffer();
    const variants = Object.fromEntries(VARIANT_NAMES.map((name) => [name, outputs[name].data])) as Record<
      VariantName,
      Buffer
    >;
    rendered.push({
      id: randomUUID(),
      // The largest variant keeps the picture's proportions: screens reserve space with them.
      width: outputs.large.width,
      height: outputs.large.height,
      placeholder: `data:image/webp;base64,${blurred.toString('base64')}`,
      variants,
    });
  }
  return rendered;
}

/** The object keys an image lives under (each variant's fileName is its key). */
export function artworkImageKeys(image: ArtworkImage): string[] {
  return Object.values(image.files)
    .map((file) => file.fileName)
    .filter((key) => key.length > 0);
}

/**
 * Writes the rendered images to the bucket under `prefix`. On a failure the objects already
 * written are removed again, so a half-stored form leaves nothing behind.
 */
export async function storeArtworkImages(
  storage: Storage,
  bucket: string,
  prefix: string,
  images: RenderedArtworkImage[],
  slugOf: (image: RenderedArtworkImage, index: number) => string,
): Promise<ArtworkImage[]> {
  const written: string[] = [];
  try {
    const stored: ArtworkImage[] = [];
    for (const [index, image] of images.entries()) {
      const files = {} as ArtworkImage['files'];
      for (const name of VARIANT_NAMES) {
        const key = `${prefix}/${image.id}-${name}.webp`;
        const data = image.variants[name];
        await storage.client.putObject(bucket, key, data, data.length, { 'Content-Type': 'image/webp' });
        written.push(key);
        files[name] = { fileName: key, url: storage.urlOf(key), fallbackUrl: storage.fallbackUrlOf(key) };
      }
      stored.push({
        _id: image.id,
        slug: slugOf(image, index),
        placeholder: image.placeholder,
        width: image.width,
        height: image.height,
        files,
      });
    }
    return stored;
  } catch (error) {
    await storage.removeObjects(written).catch(() => undefined);
    throw error;
  }
}
