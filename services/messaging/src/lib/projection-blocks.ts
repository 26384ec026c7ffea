import { UserBlocked, UserUnblocked } from '@art/contracts';
import { on } from '@art/kit';
import type { MessagingTables } from '../db/schema.js';

/**
 * Social's blocks, in the order social published them (one stream, one consumer): a block stops
 * messages between the two in one-to-one rooms, both ways; an unblock lets them write again.
 */
export const socialHandlers = {
  ...on<typeof UserBlocked, MessagingTables>(UserBlocked, async (event, { trx }) => {
    await trx
      .insertInto('user_blocks')
      .values({ blocker_id: event.data.blockerId, blocked_id: event.data.blockedId })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }),
  ...on<typeof UserUnblocked, MessagingTables>(UserUnblocked, async (event, { trx }) => {
    await trx
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', event.data.blockerId)
      .where('blocked_id', '=', event.data.blockedId)
      .execute();
  }),
};
