import { FollowCreated, FollowRequested, PostCommented, PostLiked } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../db/tables.js';
import { storeNotification } from '../notifications/store-notification.js';

/** The post page in the shell (spec: /feed/{id}). */
const postLink = (postId: string) => `/feed/${postId}`;

/**
 * Likes and comments on a post tell its author; a follow tells the studio; a follow request tells
 * the private studio and carries the request's id, which approving it takes
 * (POST /api/user/approvefollow {notification}).
 */
export function socialNotificationHandlers() {
  return {
    ...on<typeof PostLiked, NotificationDatabase>(PostLiked, async (event, { trx }) => {
      const { authorId, likerId, postId } = event.data;
      if (likerId === authorId) return;
      await storeNotification(trx, {
        userId: authorId,
        type: 'post',
        senderId: likerId,
        message: 'liked your post',
        link: postLink(postId),
        image: '',
        eventId: event.id,
      });
    }),
    ...on<typeof PostCommented, NotificationDatabase>(PostCommented, async (event, { trx }) => {
      const { authorId, commenterId, postId } = event.data;
      if (commenterId === authorId) return;
      await storeNotification(trx, {
        userId: authorId,
        type: 'post',
        senderId: commenterId,
        message: 'commented on your post',
        link: postLink(postId),
        image: '',
        eventId: event.id,
      });
    }),
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
      });
    }),
  };
}
