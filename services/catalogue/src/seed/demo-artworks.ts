import { ArtworkCreated, type ArtworkImage } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { recountWorks, replaceArtworkCategories } from '../modules/artworks/queries.js';
import { artworkSlugBase, isInStore } from '../modules/artworks/rules.js';
import { artworkCategories, artworkSnapshot } from '../modules/artworks/views.js';
import { categoriesById } from '../modules/categories/queries.js';
import { artworkSearchText } from '../modules/search/rules.js';
import type { DemoArtist } from './demo-artists.js';
import { DEMO_ARTWORKS, type DemoArtworkSpec, demoArtworkSpecs } from './demo-artwork-specs.js';
import { copyDemoImage } from './demo-images.js';

const HOUR = 60 * 60 * 1000;

/** The address of a demo artwork: readable, and the same on every run (that is what keeps it idempotent). */
export function demoSlug(spec: DemoArtworkSpec): string {
  return `${artworkSlugBase(spec.name)}-${String(spec.index + 1).padStart(3, '0')}`;
}

/** The demo artworks not stored yet, for the studios there are. */
export async function missingDemoArtworks(db: Kysely<CatalogueTables>, artists: DemoArtist[], pictures: number) {
  const categories = [...(await categoriesById(db)).values()];
  const specs = demoArtworkSpecs(DEMO_ARTWORKS, artists.length, categories, pictures);
  const existing = new Set(
    (
      await db
        .selectFrom('artworks')
        .select('slug')
        .where(
          'slug',
          'in',
          specs.map((spec) => demoSlug(spec)),
        )
        .execute()
    ).map((row) => row.slug),
  );
  return specs.filter((spec) => !existing.has(demoSlug(spec)));
}

/**
 * Stores the artworks like uploads do: each with its own picture files, its categories and an
 * artwork.created event, then one works_counted event per studio, all in one transaction.
 */
export async function writeDemoArtworks(
  app: FastifyInstance,
  specs: DemoArtworkSpec[],
  artists: DemoArtist[],
  masters: ArtworkImage[],
  context: EventContext,
): Promise<number> {
  if (specs.length === 0) return 0;
  const db = app.db;
  const categories = await categoriesById(db);
  const pictures: ArtworkImage[] = [];
  for (const spec of specs) {
    const artist = artists[spec.artist] as DemoArtist;
    pictures.push(
      await copyDemoImage(app, masters[spec.picture] as ArtworkImage, `artworks/${artist.id}`, demoSlug(spec)),
    );
  }
  await db.transaction().execute(async (trx) => {
    for (const [at, spec] of specs.entries()) {
      const artist = artists[spec.artist] as DemoArtist;
      const chosen = artworkCategories(spec.categoryIds, categories);
      const created = new Date(Date.now() - spec.ageHours * HOUR);
      const row = await trx
        .insertInto('artworks')
        .values({
          slug: demoSlug(spec),
          name: spec.name,
          description: spec.description,
          price: spec.price,
          stock: spec.stock,
          in_store: isInStore({ kind: 'artist', price: spec.price, stock: spec.stock, held: 0 }),
          author_id: artist.id,
          kind: 'artist',
          main_category_id: spec.categoryIds[0] as string,
          categories: JSON.stringify(chosen),
          tags: spec.tags,
          width: spec.width,
          height: spec.height,
          breadth: spec.breadth,
          weight: spec.weight,
          image: JSON.stringify(pictures[at]),
          images: '[]',
          views: spec.views,
          featured: spec.featured,
          search_text: artworkSearchText({
            name: spec.name,
            description: spec.description,
            tags: spec.tags,
            authorName: artist.name,
            categoryNames: chosen.map((category) => category.name),
          }),
          version: 1,
          created_at: created,
          updated_at: created,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await replaceArtworkCategories(trx, row.id, chosen);
      await writeEvent(trx, ArtworkCreated, artworkSnapshot(row, spec.categoryIds), context);
    }
    for (const artist of artists) await recountWorks(trx, artist.id, context);
  });
  return specs.length;
}
