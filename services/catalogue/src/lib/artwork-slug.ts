import { firstFreeSlug, slugBase } from '@art/kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';

/** The readable part of an artwork's address; names in any script give latin letters. */
export function artworkSlugBase(name: string): string {
  return slugBase(name, 'artwork');
}

/**
 * A free slug for an artwork named `name` (base, base-2, base-3…), inside the writing
 * transaction. Two uploads with the same name take turns on a lock of that base, so they cannot
 * both pick the same one; deleted artworks keep theirs, so an old link never shows another work.
 */
export async function uniqueArtworkSlug(
  trx: Transaction<CatalogueTables> | Kysely<CatalogueTables>,
  name: string,
): Promise<string> {
  const base = artworkSlugBase(name);
  await sql`select pg_advisory_xact_lock(hashtext(${`artwork-slug:${base}`}))`.execute(trx);
  const taken = await trx
    .selectFrom('artworks')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', '~', `^${base}-[0-9]+$`)]))
    .execute();
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}
