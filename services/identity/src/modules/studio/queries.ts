import { type Kysely, sql, type Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

export async function hasAppliedForStudio(db: Db, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('studio_requests').select('id').where('user_id', '=', userId).executeTakeFirst());
}

/** Stores the request unless the user has one already (sent twice at once: the first one counts). */
export async function insertStudioRequest(
  trx: Db,
  request: { userId: string; message: string; images: unknown[] },
): Promise<boolean> {
  const row = await trx
    .insertInto('studio_requests')
    .values({ user_id: request.userId, message: request.message, images: JSON.stringify(request.images) })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Marks the code used by the user, if it is still unused; answers whether it was. */
export async function claimArtistCode(trx: Db, code: string, userId: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('artist_codes')
    .set({ used_by: userId, used_at: new Date() })
    .where('code', '=', code)
    .where('used_by', 'is', null)
    .where('used_at', 'is', null)
    .returning('code')
    .executeTakeFirst();
  return Boolean(claimed);
}

export async function insertArtistCodes(db: Db, codes: string[]): Promise<void> {
  await db
    .insertInto('artist_codes')
    .values(codes.map((code) => ({ code })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** The oldest code nobody has used yet (the demo seed hands it out). */
export function firstUnusedArtistCode(db: Db) {
  return db
    .selectFrom('artist_codes')
    .select('code')
    .where('used_by', 'is', null)
    .where('used_at', 'is', null)
    .orderBy('created_at')
    .orderBy('code')
    .executeTakeFirst();
}

/** Requests with an image stored before images became private (a key outside private/). */
export function requestsWithPublicImages(db: Db) {
  return db
    .selectFrom('studio_requests')
    .select(['id', 'images'])
    .where(sql<boolean>`jsonb_path_exists(images, '$[*].keys[*] ? (!(@ starts with "private/"))')`)
    .execute();
}

export async function setStudioRequestImages(db: Db, requestId: string, images: unknown[]): Promise<void> {
  await db
    .updateTable('studio_requests')
    .set({ images: JSON.stringify(images) })
    .where('id', '=', requestId)
    .execute();
}
