import { sql, type Transaction } from 'kysely';
import type { NotificationDatabase } from '../db/tables.js';
import { isUuid } from '../ids.js';

/**
 * Records that `followerId` follows (or no longer follows) `artistId` as of `occurredAt`, the time
 * of the event: an older event that arrives after a newer one (a retried delivery) changes nothing.
 */
export async function applyFollow(
  trx: Transaction<NotificationDatabase>,
  pair: { followerId: string; artistId: string },
  following: boolean,
  occurredAt: string,
): Promise<void> {
  if (!isUuid(pair.followerId) || !isUuid(pair.artistId)) return;
  const changedAt = new Date(occurredAt);
  await trx
    .insertInto('follows')
    .values({ follower_id: pair.followerId, artist_id: pair.artistId, following, changed_at: changedAt })
    .onConflict((oc) =>
      oc
        .columns(['follower_id', 'artist_id'])
        .doUpdateSet({ following, changed_at: changedAt })
        .where(sql.ref('follows.changed_at'), '<=', changedAt),
    )
    .execute();
}
