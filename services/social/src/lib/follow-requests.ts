import { FollowRequestCancelled } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Transaction } from 'kysely';
import type { SocialTables } from '../db/schema.js';

/**
 * Ends the pending request of `followerId` to `artistId`, if there is one, and publishes it so that
 * notification takes the studio's "asked to follow you" away with it. False when none was pending.
 */
export async function endFollowRequest(
  trx: Transaction<SocialTables>,
  followerId: string,
  artistId: string,
  context: EventContext,
): Promise<boolean> {
  const ended = await trx
    .deleteFrom('follow_requests')
    .where('follower_id', '=', followerId)
    .where('artist_id', '=', artistId)
    .returning('id')
    .executeTakeFirst();
  if (!ended) return false;
  await writeEvent(trx, FollowRequestCancelled, { requestId: ended.id, followerId, artistId }, context);
  return true;
}
