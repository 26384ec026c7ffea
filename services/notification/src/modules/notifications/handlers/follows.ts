import { FollowApproved, FollowCreated, FollowRequestCancelled, FollowRequested } from '@art/contracts';
import { on } from '@art/kit';
import { isUuid } from '../../../db/member-ids.js';
import type { NotificationDatabase } from '../../../db/tables.js';
import { deleteFollowRequestNotification, settleFollowRequest } from '../queries/index.js';
import { storeNotification } from '../store.js';

/**
 * A follow tells the studio; a follow request tells the private studio and carries the request's
 * id, which approving it takes (POST /api/user/approvefollow {notification}); the approval tells
 * the requester and takes the approve button off the studio's notification (the notification stays:
 * it is what the studio acted on); a request withdrawn before that (or ended by a block) takes
 * its notification away, since there is nothing left to approve and the asker took it back.
 */
export function followNotificationHandlers() {
  return {
    ...on<typeof FollowCreated, NotificationDatabase>(FollowCreated, async (event, { trx }) => {
      await storeNotification(trx, {
        userId: event.data.artistId,
        type: 'follow',
        senderId: event.data.followerId,
        message: 'started following you',
        link: '',
        image: '',
        eventId: event.id,
      });
    }),
    ...on<typeof FollowRequested, NotificationDatabase>(FollowRequested, async (event, { trx }) => {
      await storeNotification(trx, {
        userId: event.data.artistId,
        type: 'follow',
        senderId: event.data.followerId,
        message: 'asked to follow you',
        link: `/notifications?followRequest=${event.data.requestId}`,
        image: '',
        eventId: event.id,
        followRequestId: event.data.requestId,
      });
    }),
    ...on<typeof FollowRequestCancelled, NotificationDatabase>(FollowRequestCancelled, async (event, { trx }) => {
      if (!isUuid(event.data.artistId)) return;
      await deleteFollowRequestNotification(trx, event.data.artistId, event.data.requestId);
    }),
    ...on<typeof FollowApproved, NotificationDatabase>(FollowApproved, async (event, { trx }) => {
      const { requestId, followerId, artistId } = event.data;
      // The request is settled: no approve button on the studio's notification any more.
      await settleFollowRequest(trx, artistId, requestId);
      await storeNotification(trx, {
        userId: followerId,
        type: 'follow',
        senderId: artistId,
        message: 'approved your follow request',
        link: '',
        image: '',
        eventId: event.id,
      });
    }),
  };
}
