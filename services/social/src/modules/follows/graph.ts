import { FollowCreated, FollowRemoved, FollowRequestCancelled, FollowsCounted } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Transaction } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { deleteFollow, deleteFollowRequest, insertFollow, recountUserFollows } from './queries.js';

// The follow graph's changes, each with its events, inside the caller's transaction (follows,
// blocks and the seed change it).

type Trx = Transaction<SocialTables>;

/** Recounts each user's followers and following and publishes them for the user views of other areas. */
export async function recountFollows(trx: Trx, userIds: string[], context: EventContext): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) {
    const counted = await recountUserFollows(trx, userId);
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
  if (!(await insertFollow(trx, followerId, artistId))) return false;
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
  if (!(await deleteFollow(trx, followerId, artistId))) return false;
  await writeEvent(trx, FollowRemoved, { followerId, artistId }, context);
  await recountFollows(trx, [followerId, artistId], context);
  return true;
}

/**
 * Ends the pending request of `followerId` to `artistId`, if there is one, and publishes it so that
 * notification takes the studio's "asked to follow you" away with it. False when none was pending.
 */
export async function endFollowRequest(
  trx: Trx,
  followerId: string,
  artistId: string,
  context: EventContext,
): Promise<boolean> {
  const ended = await deleteFollowRequest(trx, followerId, artistId);
  if (!ended) return false;
  await writeEvent(trx, FollowRequestCancelled, { requestId: ended.id, followerId, artistId }, context);
  return true;
}
