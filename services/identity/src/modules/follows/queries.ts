import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/** Social's counts of a user, unless the stored ones are of a later version already. */
export async function storeFollowCounts(
  trx: Db,
  counts: { userId: string; followers: number; following: number; version: number },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ followers_count: counts.followers, following_count: counts.following, follows_version: counts.version })
    .where('id', '=', counts.userId)
    .where('follows_version', '<', counts.version)
    .execute();
}

export async function markFollowsInitiated(trx: Db, userId: string): Promise<void> {
  await trx.updateTable('users').set({ initiate_follows: true }).where('id', '=', userId).execute();
}
