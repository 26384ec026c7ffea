import { FollowCreated, FollowRemoved } from '@art/contracts';
import { blockProjectionHandlers, on } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';

type Trx = Transaction<CatalogueTables>;

/**
 * Counted from the follows rows rather than incremented: a follow delivered twice (or a removal
 * before its creation) still leaves the right number.
 */
async function recountFollowers(trx: Trx, artistId: string) {
  await trx
    .updateTable('users')
    .set({ followers_count: sql`(select count(*) from follows where artist_id = ${artistId})` })
    .where('id', '=', artistId)
    .execute();
}

export const socialHandlers = {
  ...on<typeof FollowCreated, CatalogueTables>(FollowCreated, async (event, { trx }) => {
    const { followerId, artistId } = event.data;
    const added = await trx
      .insertInto('follows')
      .values({ follower_id: followerId, artist_id: artistId, created_at: event.occurredAt })
      .onConflict((oc) => oc.doNothing())
      .returning('artist_id')
      .executeTakeFirst();
    if (added) await recountFollowers(trx, artistId);
  }),
  ...on<typeof FollowRemoved, CatalogueTables>(FollowRemoved, async (event, { trx }) => {
    const { followerId, artistId } = event.data;
    const removed = await trx
      .deleteFrom('follows')
      .where('follower_id', '=', followerId)
      .where('artist_id', '=', artistId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) await recountFollowers(trx, artistId);
  }),
  // A block is kept as social wrote it; the audience reads it both ways.
  ...blockProjectionHandlers<CatalogueTables>('blocks'),
};
