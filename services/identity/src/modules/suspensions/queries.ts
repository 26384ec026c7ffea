import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/** The suspension's appeal, unless one was sent already; answers its id, or null. */
export async function insertAppeal(
  db: Db,
  appeal: { userId: string; suspendedAt: Date; text: string },
): Promise<string | null> {
  const row = await db
    .insertInto('appeals')
    .values({ user_id: appeal.userId, suspended_at: appeal.suspendedAt, text: appeal.text })
    .onConflict((oc) => oc.columns(['user_id', 'suspended_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
