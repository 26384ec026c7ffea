import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/** Starts an enrolment: the sealed secret, kept until the first right code confirms it. */
export async function storeTotpSecret(db: Db, userId: string, sealed: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret_sealed: sealed, totp_confirmed_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
}

/**
 * Records a right TOTP code's step, only if it is past the last one used (two requests with one
 * code: one wins); confirms the enrolment at the first. Answers whether this call recorded it.
 */
export async function useTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      totp_last_step: step,
      totp_confirmed_at: eb.fn.coalesce('totp_confirmed_at', eb.val(new Date())),
    }))
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step) as never)]))
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('operator_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export function unusedRecoveryCodes(db: Db, userId: string) {
  return db
    .selectFrom('operator_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks a recovery code used, if it still was not: of two requests with one code, one wins. */
export async function useRecoveryCode(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Forgets the operator's authenticator and recovery codes (a lost phone): the next right password
 * starts a new enrolment.
 */
export async function forgetSecondFactor(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret_sealed: null, totp_confirmed_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('operator_recovery_codes').where('user_id', '=', userId).execute();
}
