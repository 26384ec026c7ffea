import { randomUUID } from 'node:crypto';
import { BASE_CATEGORIES } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../../src/db/schema.js';
import { artworkSearchText } from '../../src/modules/search/rules.js';

export interface TestArtwork {
  name: string;
  description?: string;
  tags?: string[];
  authorId: string;
  authorName?: string;
  popularity?: number;
  /** A base category's name (the first base category when left out). */
  category?: string;
}

/** An artwork row as the write path stores it (search_text included), without images. */
export async function insertArtwork(db: Kysely<CatalogueTables>, artwork: TestArtwork): Promise<string> {
  const id = randomUUID();
  const category = BASE_CATEGORIES.find((base) => base.name === artwork.category) ?? BASE_CATEGORIES[0];
  await db
    .insertInto('artworks')
    .values({
      id,
      slug: `art-${id.slice(0, 8)}`,
      name: artwork.name,
      description: artwork.description ?? '',
      price: 1000,
      author_id: artwork.authorId,
      main_category_id: category._id,
      categories: JSON.stringify([{ _id: category._id, name: category.name, slug: category.slug }]),
      tags: artwork.tags ?? [],
      search_text: artworkSearchText({
        name: artwork.name,
        description: artwork.description,
        tags: artwork.tags,
        authorName: artwork.authorName ?? '',
        categoryNames: [category.name],
      }),
    })
    .execute();
  return id;
}
