import {
  FollowApproved,
  FollowCreated,
  FollowRemoved,
  FollowRequestCancelled,
  FollowRequested,
  PostCommented,
  PostCreated,
  PostLiked,
} from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../db/tables.js';
import { isUuid } from '../ids.js';
import { storeForFollowers, storeGroupedNotification, storeNotification } from '../notifications/store-notification.js';
import { applyFollow } from '../projections/follows.js';

/** The post page in the shell (spec: /feed/{id}). */
const postLink = (postId: string) => `/feed/${postId}`;

/** How much of a new post's text its notification quotes. */
const EXCERPT_CHARACTERS = 80;

/** "shared a new post: <the start of its text>" (the sender's name is shown before it). */
export function newPostMessage(excerpt: string): string {
  const text = excerpt.replace(/\s+/g, ' ').trim();
  if (!text) return 'shared a new post';
  const quoted = text.length > EXCERPT_CHARACTERS ? `${text.slice(0, EXCERPT_CHARACTERS - 1).trimEnd()}…` : text;
  return `shared a new post: ${quoted}`;
}

export interface SocialNotificationOptions {
  /** A new post tells at most this many followers of its author (POST_FANOUT_LIMIT). */
  fanOutLimit: number;
}

/**
 * - Likes of a post are grouped per post while unread ("and 4 others liked your post"); comments
 *   tell its author one by one; nobody is told of their own like or comment.
 * - A follow tells the studio; a follow request tells the private studio and carries the request's
 *   id, which approving it takes (POST /api/user/approvefollow {notification}); the approval tells
 *   the requester and takes the approve button off the studio's notification (the notification stays:
 *   it is what the studio acted on); a request withdrawn before that (or ended by a block) takes
 *   its notification away, since there is nothing left to approve and the asker took it back.
 * - A new post tells the author's followers (fan-out on write, at most `fanOutLimit`), from the
 *   projection of follows kept here (created, approved and removed follows).
 */
export function socialNotificationHandlers(options: SocialNotificationOptions) {
  return {
    ...on<typeof PostLiked, NotificationDatabase>(PostLiked, async (event, { trx }) => {
      const { authorId, likerId, postId } = event.data;
      if (likerId === authorId) return;
      await storeGroupedNotification(
        trx,
        {
          userId: authorId,
          type: 'post',
          senderId: likerId,
          message: 'liked your post',
          link: postLink(postId),
          image: '',
          eventId: event.id,
        },
        `post-like:${postId}`,
        'liked your post',
      );
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
    ...on<typeof PostCreated, NotificationDatabase>(PostCreated, async (event, { trx }) => {
      const { authorId, postId, excerpt } = event.data;
      await storeForFollowers(trx, authorId, options.fanOutLimit, {
        type: 'post',
        message: newPostMessage(excerpt),
        link: postLink(postId),
        image: '',
        eventId: event.id,
      });
    }),
    ...on<typeof FollowCreated, NotificationDatabase>(FollowCreated, async (event, { trx }) => {
      await applyFollow(trx, event.data, true, event.occurredAt);
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
    ...on<typeof FollowRemoved, NotificationDatabase>(FollowRemoved, async (event, { trx }) => {
      await applyFollow(trx, event.data, false, event.occurredAt);
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
      await trx
        .deleteFrom('notifications')
        .where('user_id', '=', event.data.artistId)
        .where('follow_request_id', '=', event.data.requestId)
        .execute();
    }),
    ...on<typeof FollowApproved, NotificationDatabase>(FollowApproved, async (event, { trx }) => {
      const { requestId, followerId, artistId } = event.data;
      await applyFollow(trx, event.data, true, event.occurredAt);
      // The request is settled: no approve button on the studio's notification any more.
      await trx
        .updateTable('notifications')
        .set({ follow_request_id: null })
        .where('user_id', '=', artistId)
        .where('follow_request_id', '=', requestId)
        .execute();
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
