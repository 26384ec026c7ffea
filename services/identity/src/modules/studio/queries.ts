import { type Kysely, sql, type Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/** A pending or approved request counts; after a rejection the member may apply again. */
export async function hasAppliedForStudio(db: Db, userId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('studio_requests')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'approved'])
      .executeTakeFirst(),
  );
}

/**
 * Stores the request unless the member has a pending or approved one (sent twice at once: the
 * first one counts); answers its id, or null.
 */
export async function insertStudioRequest(
  trx: Db,
  request: { userId: string; message: string; images: unknown[] },
): Promise<string | null> {
  const row = await trx
    .insertInto('studio_requests')
    .values({ user_id: request.userId, message: request.message, images: JSON.stringify(request.images) })
    .onConflict((oc) => oc.column('user_id').where('status', 'in', ['pending', 'approved']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Moderation's decision on a pending request; answers whether it was pending. */
export async function decideStudioRequest(
  trx: Db,
  decision: { requestId: string; userId: string; status: 'approved' | 'rejected'; reason?: string },
): Promise<boolean> {
  const row = await trx
    .updateTable('studio_requests')
    .set({ status: decision.status, rejection_reason: decision.reason ?? null, decided_at: new Date() })
    .where('id', '=', decision.requestId)
    .where('user_id', '=', decision.userId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Marks the code of this hash used by the member, if it is usable: unused, not revoked, not
 * expired and, when bound to an address, bound to theirs. Answers its id, or null.
 */
export async function claimArtistCode(
  trx: Db,
  claim: { codeHash: string; userId: string; email: string },
): Promise<string | null> {
  const claimed = await trx
    .updateTable('artist_codes')
    .set({ used_by: claim.userId, used_at: new Date() })
    .where('code_hash', '=', claim.codeHash)
    .where('used_by', 'is', null)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .where((eb) => eb.or([eb('email', 'is', null), eb('email', '=', claim.email)]))
    .returning('code_id')
    .executeTakeFirst();
  return claimed?.code_id ?? null;
}

/** The demo seed's codes: kept readable (npm start prints one), found by their hash like any. */
export async function insertArtistCodes(db: Db, codes: { code: string; codeHash: string }[]): Promise<void> {
  await db
    .insertInto('artist_codes')
    .values(codes.map(({ code, codeHash }) => ({ code, code_hash: codeHash })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** An operator's code (moderation.artist_code.issued), known by its hash only; a redelivery changes nothing. */
export async function insertIssuedArtistCode(
  db: Db,
  code: { codeId: string; codeHash: string; expiresAt: Date; email: string | null },
): Promise<void> {
  await db
    .insertInto('artist_codes')
    .values({ code_id: code.codeId, code_hash: code.codeHash, expires_at: code.expiresAt, email: code.email })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Revokes an unused code (moderation.artist_code.revoked); a used one stays used. */
export async function revokeArtistCode(db: Db, codeId: string): Promise<void> {
  await db
    .updateTable('artist_codes')
    .set({ revoked_at: new Date() })
    .where('code_id', '=', codeId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The oldest readable code nobody has used yet and still usable (the demo seed hands it out). */
export function firstUnusedArtistCode(db: Db) {
  return db
    .selectFrom('artist_codes')
    .select('code')
    .where('code', 'is not', null)
    .where('used_by', 'is', null)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
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
