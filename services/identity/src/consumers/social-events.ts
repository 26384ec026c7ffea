import { FollowsCounted, FollowsInitiated, UserBlocked, UserUnblocked } from '@art/contracts';
import { on } from '@art/kit';
import type { IdentityTables } from '../db/schema.js';

/**
 * What the user view shows of the social area. Counts arrive with a version: an older one (late,
 * out of order) changes nothing. The onboarding flag only ever turns on.
 */
export const socialEventHandlers = {
  ...on<typeof FollowsCounted, IdentityTables>(FollowsCounted, async (event, { trx }) => {
    const { userId, followers, following, version } = event.data;
    await trx
      .updateTable('users')
      .set({ followers_count: followers, following_count: following, follows_version: version })
      .where('id', '=', userId)
      .where('follows_version', '<', version)
      .execute();
  }),
  ...on<typeof FollowsInitiated, IdentityTables>(FollowsInitiated, async (event, { trx }) => {
    await trx.updateTable('users').set({ initiate_follows: true }).where('id', '=', event.data.userId).execute();
  }),
  ...on<typeof UserBlocked, IdentityTables>(UserBlocked, async (event, { trx }) => {
    await trx
      .insertInto('blocks')
      .values({ blocker_id: event.data.blockerId, blocked_id: event.data.blockedId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }),
  ...on<typeof UserUnblocked, IdentityTables>(UserUnblocked, async (event, { trx }) => {
    await trx
      .deleteFrom('blocks')
      .where('blocker_id', '=', event.data.blockerId)
      .where('blocked_id', '=', event.data.blockedId)
      .execute();
  }),
};
