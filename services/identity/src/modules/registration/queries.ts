import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/** Ends the user's open codes (a new one replaces them, or the account was claimed): none verifies any more. */
export async function retireOpenCodes(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('verification_codes')
    .set({ used_at: new Date(), code_sealed: null })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Stores a code (its hash, and the sealed copy the mail worker opens); answers its id. */
export async function insertVerificationCode(
  trx: Db,
  code: { userId: string; codeHash: string; codeSealed: string; expiresAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto('verification_codes')
    .values({
      user_id: code.userId,
      code_hash: code.codeHash,
      code_sealed: code.codeSealed,
      expires_at: code.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user's newest open code, locked, so parallel guesses are counted one after the other. */
export function lockOpenCode(trx: Transaction<IdentityTables>, userId: string) {
  return trx
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'failed_attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** Counts a wrong code against it; a spent one verifies nothing any more. */
export async function countWrongCode(trx: Db, codeId: string, failedAttempts: number, spent: boolean): Promise<void> {
  await trx
    .updateTable('verification_codes')
    .set({ failed_attempts: failedAttempts, ...(spent ? { used_at: new Date(), code_sealed: null } : {}) })
    .where('id', '=', codeId)
    .execute();
}

export async function useCode(trx: Db, codeId: string): Promise<void> {
  await trx
    .updateTable('verification_codes')
    .set({ used_at: new Date(), code_sealed: null })
    .where('id', '=', codeId)
    .execute();
}
