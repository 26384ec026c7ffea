import { isPrivateMediaKey, type Storage } from '@art/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';
import { requestsWithPublicImages, setStudioRequestImages } from './queries.js';

type StoredImage = { fileName: string; urls: Record<string, string>; keys: string[] };

/**
 * Studio-request images stored before they became private (studio-requests/<user>/: public to
 * anyone holding the address) are moved under private/, their request's keys and addresses with
 * them. Runs at start, in the background; repeatable, and safe for two replicas at once.
 * Resolves to the number of requests moved.
 */
export async function privatizeLegacyStudioImages(
  db: Kysely<IdentityTables>,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<number> {
  const rows = await requestsWithPublicImages(db);
  for (const row of rows) {
    const images: StoredImage[] = [];
    for (const image of row.images as StoredImage[]) {
      const moved = new Map<string, string>();
      for (const key of image.keys) moved.set(key, isPrivateMediaKey(key) ? key : await storage.makePrivate(key));
      const urls: Record<string, string> = {};
      for (const [variant, url] of Object.entries(image.urls)) {
        const key = storage.keyOfUrl(url);
        urls[variant] = key === null ? url : storage.urlOf(moved.get(key) ?? key);
      }
      images.push({ ...image, urls, keys: image.keys.map((key) => moved.get(key) ?? key) });
    }
    await setStudioRequestImages(db, row.id, images);
  }
  if (rows.length > 0) log.info({ moved: rows.length }, 'legacy studio-request images made private');
  return rows.length;
}
