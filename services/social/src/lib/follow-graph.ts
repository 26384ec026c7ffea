import { FollowCreated, FollowRemoved, FollowsCounted } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { SocialTables } from '../db/schema.js';

type Trx = Transaction<SocialTables>;

/**
 * Writes the follower and following counts of each user from the follows table (not by adding
 * one: a recount cannot drift) and publishes them for the user views of other areas.
 */
export async function recountFollows(trx: Trx, userIds: string[], context: EventContext): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) {
    const counted = await trx
      .updateTable('users')
      .set({
        followers_count: sql`(select count(*) from follows where artist_id = ${userId})`,
        following_count: sql`(select count(*) from follows where follower_id = ${userId})`,
        follows_version: sql`follows_version + 1`,
      })
      .where('id', '=', userId)
      .returning(['followers_count', 'following_count', 'follows_version'])
      .executeTakeFirst();
    // A user identity has not told us about yet gets counted when they arrive.
    if (!counted) continue;
    await writeEvent(
      trx,
      FollowsCounted,
      {
        userId,
        followers: counted.followers_count,
        following: counted.following_count,
        version: counted.follows_version,
      },
      context,
    );
  }
}

/** Adds a follow; false when it was already there (two concurrent follows count once). */
export async function addFollow(
  trx: Trx,
  followerId: string,
  artistId: string,
  context: EventContext,
): Promise<boolean> {
  const added = await trx
    .insertInto('follows')
    .values({ follower_id: followerId, artist_id: artistId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('artist_id')
    .executeTakeFirst();
  if (!added) return false;
  await writeEvent(trx, FollowCreated, { followerId, artistId }, context);
  await recountFollows(trx, [followerId, artistId], context);
  return true;
}

/** Removes a follow; false when there was none. */
export async function removeFollow(
  trx: Trx,
  followerId: string,
  artistId: string,
  context: EventContext,
): Promise<boolean> {
  const removed = await trx
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('artist_id', '=', artistId)
    .returning('artist_id')
    .executeTakeFirst();
  if (!removed) return false;
  await writeEvent(trx, FollowRemoved, { followerId, artistId }, context);
  await recountFollows(trx, [followerId, artistId], context);
  return true;
}
