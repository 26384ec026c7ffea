import type { Kysely } from 'kysely';

/**
 * The demo seed used to add four artist codes that follow one pattern (KALA-<town>-2081): knowing
 * one, the rest are guessed. The unused ones are removed; the seed now makes random codes. Used
 * ones stay (they record who got a studio that way).
 */
export const GUESSABLE_DEMO_CODES = ['KALA-KTM-2081', 'KALA-PKR-2081', 'KALA-BKT-2081', 'KALA-LTP-2081'];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('artist_codes')
    .where('code', 'in', GUESSABLE_DEMO_CODES)
    .where('used_by', 'is', null)
    .where('used_at', 'is', null)
    .execute();
}

export async function down(): Promise<void> {
  // Guessable codes are not brought back.
}
