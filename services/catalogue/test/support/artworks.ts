import { randomUUID } from 'node:crypto';
import { BASE_CATEGORIES } from '@art/contracts';
import { type Kysely, sql } from 'kysely';
import type { CatalogueTables } from '../../src/db/schema.js';
import { SUB_CATEGORIES } from '../../src/migrations/0101_catalogue.js';

export const PAINTING = BASE_CATEGORIES[0];
export const SCULPTURE = BASE_CATEGORIES[1];
export const OIL = SUB_CATEGORIES.find((category) => category.slug === 'oil-painting')!;
export const WATERCOLOUR = SUB_CATEGORIES.find((category) => category.slug === 'watercolour')!;

const file = (slug: string, size: string) => ({
  fileName: `${slug}-${size}.webp`,
  url: `http://s3.test/art-images/${slug}-${size}.webp`,
  fallbackUrl: `http://s3.test/art-images-fallback/${slug}-${size}.webp`,
});

export function imageFor(slug: string) {
  return {
    _id: randomUUID(),
    slug,
    placeholder: 'data:image/webp;base64,AAAA',
    width: 800,
    height: 600,
    files: {
      thumbnail: file(slug, 'thumbnail'),
      gallery: file(slug, 'gallery'),
      productImage: file(slug, 'productImage'),
      large: file(slug, 'large'),
    },
  };
}

export interface ArtworkSeed {
  authorId: string;
  name?: string;
  price?: number;
  inStore?: boolean;
  /** Main category id (default Painting). */
  mainCategory?: string;
  /** Sub-category ids under the main one. */
  subCategories?: string[];
  tags?: string[];
  likes?: number;
  featured?: boolean;
  /** Minutes ago: larger is older. */
  ageMinutes?: number;
  deleted?: boolean;
  withImage?: boolean;
}

/**
 * An artwork row as the upload route would have written it (with its artwork_categories), so the
 * listing tests do not go through image processing.
 */
export async function insertArtwork(db: Kysely<CatalogueTables>, seed: ArtworkSeed) {
  const id = randomUUID();
  const slug = `${(seed.name ?? 'artwork').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 8)}`;
  const main = seed.mainCategory ?? PAINTING._id;
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'parent_id'])
    .where('id', 'in', [main, ...(seed.subCategories ?? [])])
    .execute();
  const image = seed.withImage === false ? null : imageFor(slug);
  await db
    .insertInto('artworks')
    .values({
      id,
      slug,
      name: seed.name ?? 'Artwork',
      description: 'A work of the valley',
      price: seed.price ?? 25000,
      stock: 1,
      in_store: seed.inStore ?? false,
      author_id: seed.authorId,
      kind: 'artist',
      main_category_id: main,
      categories: JSON.stringify(
        categories.map((row) => ({
          _id: row.id,
          name: row.name,
          slug: row.slug,
          ...(row.parent_id ? { parent: row.parent_id } : {}),
        })),
      ),
      tags: seed.tags ?? [],
      image: image ? JSON.stringify(image) : null,
      images: JSON.stringify(image ? [image] : []),
      likes_count: seed.likes ?? 0,
      featured: seed.featured ?? false,
      created_at: sql`now() - make_interval(mins => ${seed.ageMinutes ?? 0})` as never,
      deleted_at: seed.deleted ? new Date() : null,
    })
    .execute();
  await db
    .insertInto('artwork_categories')
    .values(categories.map((row) => ({ artwork_id: id, category_id: row.id })))
    .execute();
  return { id, slug, name: seed.name ?? 'Artwork' };
}
