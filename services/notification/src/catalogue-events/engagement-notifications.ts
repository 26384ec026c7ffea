import { ArtworkCommented, ArtworkLiked } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../db/tables.js';
import { storeGroupedNotification, storeNotification } from '../notifications/store-notification.js';

/** The artwork page in the shell (spec: /artwork/{slug}). */
const artworkLink = (slug: string) => `/artwork/${slug}`;

/**
 * Likes and comments tell the artwork's author, unless the author liked or commented on their
 * own artwork. Likes of one artwork are grouped while unread ("and 4 others liked your artwork").
 */
export function engagementNotificationHandlers() {
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
          message: 'liked your artwork',
          link: artworkLink(slug),
          image: thumbnail,
          eventId: event.id,
        },
        `artwork-like:${artworkId}`,
        'liked your artwork',
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
