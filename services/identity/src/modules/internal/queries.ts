import type { Kysely } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

/** A verification code and its account, as the mail worker needs them. */
export function verificationCodeForMail(db: Kysely<IdentityTables>, userId: string, codeId: string) {
  return db
    .selectFrom('verification_codes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.code_sealed', 'c.used_at', 'c.expires_at', 'u.name', 'u.email', 'u.language'])
    .where('c.id', '=', codeId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
}

/** A reset token and its account, as the mail worker needs them. */
export function resetTokenForMail(db: Kysely<IdentityTables>, userId: string, tokenId: string) {
  return db
    .selectFrom('reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.token_sealed', 't.used_at', 't.expires_at', 'u.name', 'u.email', 'u.language'])
    .where('t.id', '=', tokenId)
    .where('t.user_id', '=', userId)
    .executeTakeFirst();
}
