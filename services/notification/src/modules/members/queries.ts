import { sql, type Transaction } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';

type Trx = Transaction<NotificationDatabase>;

/**
 * Records that `followerId` follows (or no longer follows) `artistId` as of `changedAt`, the time
 * of the event: an older event that arrives after a newer one (a retried delivery) changes nothing.
 */
export async function applyFollow(
  trx: Trx,
  pair: { followerId: string; artistId: string },
  following: boolean,
  changedAt: Date,
): Promise<void> {
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

/** The member's profile slug as identity last told it; '' or undefined while unknown. */
export async function slugOf(trx: Trx, userId: string): Promise<string | undefined> {
  const user = await trx.selectFrom('users').select('slug').where('id', '=', userId).executeTakeFirst();
  return user?.slug;
}
