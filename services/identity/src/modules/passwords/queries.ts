import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/** The open, unexpired reset token with this hash. */
export function openResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('reset_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Ends the user's open tokens before a new one is made: earlier links stop working. */
export async function retireOpenResetTokens(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('reset_tokens')
    .set({ used_at: new Date(), token_sealed: null })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Stores a token (its hash, and the sealed copy the mail worker opens); answers its id. */
export async function insertResetToken(
  trx: Db,
  token: { userId: string; tokenHash: string; tokenSealed: string; expiresAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto('reset_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      token_sealed: token.tokenSealed,
      expires_at: token.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Uses the token if it is still open: of two requests with one token, one wins. */
export async function claimResetToken(trx: Db, tokenId: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('reset_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(claimed);
}

/** After a reset: every other open token of the user stops working, and no sealed copy is kept. */
export async function closeResetTokens(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .updateTable('reset_tokens')
    .set({ token_sealed: null })
    .where('user_id', '=', userId)
    .where('token_sealed', 'is not', null)
    .execute();
}
