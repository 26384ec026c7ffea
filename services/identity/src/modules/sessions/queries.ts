import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

export async function recordSignedOutSession(
  trx: Db,
  session: { sessionId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('signed_out_sessions')
    .values({ session_id: session.sessionId, user_id: session.userId, expires_at: session.expiresAt })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .execute();
}

/** Tokens past their expiry are refused anyway: their rows are kept no longer. */
export async function dropExpiredSignedOutSessions(db: Db): Promise<void> {
  await db.deleteFrom('signed_out_sessions').where('expires_at', '<', new Date()).execute();
}
