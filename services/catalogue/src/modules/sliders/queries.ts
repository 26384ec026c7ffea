import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';

/** The home page's banner slider: the row the seed (or an editor) names so. */
export const HOME_SLIDER = 'home-slider';

export async function homeSlides(db: Kysely<CatalogueTables>) {
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
