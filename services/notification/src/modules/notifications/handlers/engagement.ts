import { ArtworkCommented, ArtworkLiked, PostCommented, PostLiked } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../../../db/tables.js';
import { GROUPED_ACTIONS } from '../rules.js';
import { storeGroupedNotification, storeNotification } from '../store.js';

/** The artwork page in the shell (/artwork/{slug}). */
const artworkLink = (slug: string) => `/artwork/${slug}`;

/** The post page in the shell (/feed/{id}). */
export const postLink = (postId: string) => `/feed/${postId}`;

/**
 * Catalogue's likes and comments tell the artwork's author, unless the author liked or commented
 * on their own artwork. Likes of one artwork are grouped while unread ("and 4 others liked your
 * artwork").
 */
export function artworkEngagementHandlers() {
  return {
    ...on<typeof ArtworkLiked, NotificationDatabase>(ArtworkLiked, async (event, { trx }) => {
      const { artworkId, authorId, likerId, slug, thumbnail } = event.data;
      if (likerId === authorId) return;
      await storeGroupedNotification(
        trx,
        {
          userId: authorId,
          type: 'other',
          senderId: likerId,
          message: GROUPED_ACTIONS['artwork-like'],
          link: artworkLink(slug),
          image: thumbnail,
          eventId: event.id,
        },
        `artwork-like:${artworkId}`,
        GROUPED_ACTIONS['artwork-like'],
      );
    }),
    ...on<typeof ArtworkCommented, NotificationDatabase>(ArtworkCommented, async (event, { trx }) => {
      const { authorId, commenterId, slug, thumbnail } = event.data;
      if (commenterId === authorId) return;
      await storeNotification(trx, {
        userId: authorId,
        type: 'other',
        senderId: commenterId,
        message: 'commented on your artwork',
        link: artworkLink(slug),
        image: thumbnail,
        eventId: event.id,
      });
    }),
  };
}

/**
 * Social's likes of a post are grouped per post while unread ("and 4 others liked your post");
 * comments tell its author one by one; nobody is told of their own like or comment.
 */
export function postEngagementHandlers() {
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
          message: GROUPED_ACTIONS['post-like'],
          link: postLink(postId),
          image: '',
          eventId: event.id,
        },
        `post-like:${postId}`,
        GROUPED_ACTIONS['post-like'],
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
  };
}
