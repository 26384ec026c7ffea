import type { Kysely } from 'kysely';
import type { CatalogueTables, SlideRow } from '../../db/schema.js';

/** The home page's banner slider: the row the seed (or an editor) names so. */
export const HOME_SLIDER = 'home-slider';

/**
 * A slide as stored in the slider's list. `id` and `explicit` came with the operators' console:
 * slides written before have neither until an operator's first change gives every slide an id.
 */
export type StoredSlide = SlideRow & { id?: string; explicit?: boolean };

export async function homeSlides(db: Kysely<CatalogueTables>): Promise<StoredSlide[]> {
  const row = await db.selectFrom('sliders').select('slides').where('name', '=', HOME_SLIDER).executeTakeFirst();
  return row?.slides ?? [];
}

/** Every slider, the home slider first. */
export function listSliders(db: Kysely<CatalogueTables>) {
  return db
    .selectFrom('sliders')
    .selectAll()
    .orderBy((eb) => eb('name', '!=', HOME_SLIDER))
    .orderBy('name')
    .execute();
}

/** The home slider's slides, locked for a change (the row is made when there is none yet). */
export async function lockHomeSlides(trx: Kysely<CatalogueTables>): Promise<StoredSlide[]> {
  await trx
    .insertInto('sliders')
    .values({ name: HOME_SLIDER, slides: '[]' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .selectFrom('sliders')
    .select('slides')
    .where('name', '=', HOME_SLIDER)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.slides ?? [];
}

export async function saveHomeSlides(trx: Kysely<CatalogueTables>, slides: StoredSlide[]): Promise<void> {
  await trx
    .updateTable('sliders')
    .set({ slides: JSON.stringify(slides) })
    .where('name', '=', HOME_SLIDER)
    .execute();
}
