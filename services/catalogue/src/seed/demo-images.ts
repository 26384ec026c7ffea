import { randomUUID } from 'node:crypto';
import type { ArtworkImage } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import { renderArtworkImages, storeArtworkImages } from '../modules/artworks/images.js';
import { demoPictures } from './demo-pictures.js';

/**
 * Renders the demo pictures through the upload path (checked by content, every variant and the
 * blurred placeholder) and stores them once under seed/.
 */
export async function storeDemoImages(app: FastifyInstance, count: number): Promise<ArtworkImage[]> {
  const rendered = await renderArtworkImages(await demoPictures(count), app.config.ARTWORK_IMAGE_MAX_BYTES);
  return storeArtworkImages(
    app.storage,
    app.config.S3_BUCKET,
    'seed',
    rendered,
    (_, index) => `demo-picture-${index + 1}`,
  );
}

/**
 * An artwork's own copy of a demo picture (copied inside the bucket, not rendered again): deleting
 * one demo artwork removes its files and must not take another one's picture with it.
 */
export async function copyDemoImage(
  app: FastifyInstance,
  master: ArtworkImage,
  prefix: string,
  slug: string,
): Promise<ArtworkImage> {
  const id = randomUUID();
  const bucket = app.config.S3_BUCKET;
  const files = {} as ArtworkImage['files'];
  for (const [variant, file] of Object.entries(master.files) as [keyof ArtworkImage['files'], { fileName: string }][]) {
    const key = `${prefix}/${id}-${variant}.webp`;
    await app.storage.client.copyObject(bucket, key, `/${bucket}/${file.fileName}`);
    files[variant] = { fileName: key, url: app.storage.urlOf(key), fallbackUrl: app.storage.fallbackUrlOf(key) };
  }
  return { ...master, _id: id, slug, files };
}
