import { ArtworkCommented, ArtworkLiked } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../db/tables.js';
import { storeNotification } from '../notifications/store-notification.js';

/** The artwork page in the shell (spec: /artwork/{slug}). */
const artworkLink = (slug: string) => `/artwork/${slug}`;

/**
 * Likes and comments tell the artwork's author, unless the author liked or commented on their
 * own artwork.
 */
export function engagementNotificationHandlers() {
  return {
    ...on<typeof ArtworkLiked, NotificationDatabase>(ArtworkLiked, async (event, { trx }) => {
      const { authorId, likerId, slug, thumbnail } = event.data;
      if (likerId === authorId) return;
      await storeNotification(trx, {
        userId: authorId,
        type: 'other',
        senderId: likerId,
        message: 'liked your artwork',
        link: artworkLink(slug),
        image: thumbnail,
        eventId: event.id,
      });
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
