import { UserBlocked } from '@art/contracts';
import { on } from '@art/kit';
import type { Transaction } from 'kysely';
import { isUuid } from '../../../db/member-ids.js';
import type { NotificationDatabase } from '../../../db/tables.js';
import { forgetActor, groupAsCounted, rewordGroupedNotification } from '../queries/index.js';
import { groupedActionOf, groupedMessage } from '../rules.js';

/** Takes `actorId` out of `userId`'s notifications, and words the groups they leave again. */
async function forget(trx: Transaction<NotificationDatabase>, userId: string, actorId: string) {
  for (const notificationId of await forgetActor(trx, userId, actorId)) {
    const group = await groupAsCounted(trx, notificationId);
    const action = group?.group_key ? groupedActionOf(group.group_key) : undefined;
    if (!group || !action) continue;
    await rewordGroupedNotification(trx, notificationId, {
      senderId: group.latest,
      message: groupedMessage(Number(group.people), action),
    });
  }
}

/**
 * A block takes away, from each one's list, what the other did (their likes, comments, follows,
 * new posts and works, orders) and counts them out of grouped likes: after a block neither sees
 * the other's name nor words. An unblock brings none of it back (decision 0059). Nothing is pushed:
 * the page shows the list as it is when next read.
 */
export function blockHandlers() {
  return on<typeof UserBlocked, NotificationDatabase>(UserBlocked, async (event, { trx }) => {
    const { blockerId, blockedId } = event.data;
    if (!isUuid(blockerId) || !isUuid(blockedId) || blockerId === blockedId) return;
    await forget(trx, blockerId, blockedId);
    await forget(trx, blockedId, blockerId);
  });
}
