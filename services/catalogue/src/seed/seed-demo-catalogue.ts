import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { waitForDemoArtists } from './demo-artists.js';
import { missingDemoArtworks, writeDemoArtworks } from './demo-artworks.js';
import { storeDemoImages } from './demo-images.js';
import { DEMO_EXHIBITION_IDS, seedExhibitions, seedHomeSlider } from './demo-showcase.js';

/** Distinct pictures rendered; artworks and exhibitions reuse them (rendering is the slow part). */
export const DEMO_PICTURES = 24;

/** Plain figures: the run command shows the plain fields of a seed's JSON line. */
export interface CatalogueSeedResult {
  artworks: number;
  added: number;
  exhibitions: number;
  slides: number;
  studios: number;
  pictures: number;
}

/**
 * The demo catalogue: a home slider, artworks by the demo studios in every category and five
 * exhibitions. Adds only what is missing, so running it again changes nothing.
 */
export async function seedDemoCatalogue(
  app: FastifyInstance,
  options: { waitForArtistsMs?: number } = {},
): Promise<CatalogueSeedResult> {
  const db = app.db;
  const artists = await waitForDemoArtists(db, app.log, { timeoutMs: options.waitForArtistsMs });
  const missing = await missingDemoArtworks(db, artists, DEMO_PICTURES);
  const showcaseMissing =
    !(await db.selectFrom('sliders').select('id').where('name', '=', 'home-slider').executeTakeFirst()) ||
    (await db.selectFrom('exhibitions').select('id').where('id', 'in', Object.values(DEMO_EXHIBITION_IDS)).execute())
      .length < Object.keys(DEMO_EXHIBITION_IDS).length;

  let pictures = 0;
  let added = 0;
  if (missing.length > 0 || showcaseMissing) {
    app.log.info({ pictures: DEMO_PICTURES, artworks: missing.length }, 'rendering the demo pictures');
    const masters = await storeDemoImages(app, DEMO_PICTURES);
    pictures = masters.length;
    const context = { actor: { userId: null, role: null }, requestId: 'seed' };
    added = await writeDemoArtworks(app, missing, artists, masters, context);
    await seedHomeSlider(db, artists, masters);
    await seedExhibitions(db, artists, masters);
    await app.catalogueCache?.invalidateArtworks();
  }

  const count = async (query: Promise<{ n: string | number }>) => Number((await query).n);
  const slider = await db.selectFrom('sliders').select('slides').where('name', '=', 'home-slider').executeTakeFirst();
  return {
    artworks: await count(
      db
        .selectFrom('artworks')
        .select(sql<number>`count(*)`.as('n'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ),
    added,
    exhibitions: await count(
      db.selectFrom('exhibitions').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ),
    slides: slider?.slides.length ?? 0,
    studios: artists.length,
    pictures,
  };
}
