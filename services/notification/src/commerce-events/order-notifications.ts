import { OrderCancelled, OrderPlaced, PaymentCompleted, PaymentFailed } from '@art/contracts';
import { on } from '@art/kit';
import type { Transaction } from 'kysely';
import type { NotificationDatabase } from '../db/tables.js';
import { storeNotification } from '../notifications/store-notification.js';
import { artworkNames, type Item, itemsByArtist, ORDERS_LINK, SALES_LINK } from './ordered-items.js';

type Trx = Transaction<NotificationDatabase>;

/** One notification per artist of `items` (once per event and artist), pointing to their sales. */
async function tellArtists(
  trx: Trx,
  eventId: string,
  items: readonly Item[],
  senderId: string | null,
  message: (names: string) => string,
) {
  for (const [artistId, own] of itemsByArtist(items)) {
    if (artistId === senderId) continue;
    await storeNotification(trx, {
      userId: artistId,
      type: 'other',
      senderId,
      message: message(artworkNames(own)),
      link: SALES_LINK,
      image: own[0]?.image ?? '',
      eventId,
    });
  }
}

/**
 * Order events in the app (English, like the other notifications until they are localised):
 * - placed: each artist, "<buyer> ordered <artworks>" (sender: the buyer);
 * - payment completed: each artist, "Payment received for <artworks>";
 * - cancelled by the buyer or for want of payment: each artist of the cancelled items; by the
 *   artist: the buyer; `placement-failed` tells nobody (nobody was told of that order);
 * - payment failed: nothing but a log line. The buyer is on the payment page when it fails and
 *   can try again; if no payment comes, commerce cancels the order (`payment-timeout`) and the
 *   artists are told then.
 */
export function orderNotificationHandlers() {
  return {
    ...on<typeof OrderPlaced, NotificationDatabase>(OrderPlaced, async (event, { trx }) => {
      const { buyerId, buyerName, items } = event.data;
      const buyer = buyerName.trim() || 'A buyer';
      await tellArtists(trx, event.id, items, buyerId, (names) => `${buyer} ordered ${names}`);
    }),
    ...on<typeof PaymentCompleted, NotificationDatabase>(PaymentCompleted, async (event, { trx }) => {
      await tellArtists(trx, event.id, event.data.items, null, (names) => `Payment received for ${names}`);
    }),
    ...on<typeof OrderCancelled, NotificationDatabase>(OrderCancelled, async (event, { trx }) => {
      const { reason, items, buyerId } = event.data;
      if (reason === 'buyer') {
        await tellArtists(trx, event.id, items, buyerId, (names) => `The buyer cancelled the order of ${names}`);
      } else if (reason === 'payment-timeout') {
        await tellArtists(
          trx,
          event.id,
          items,
          null,
          (names) => `The order of ${names} was cancelled: no payment arrived in time`,
        );
      } else if (reason === 'artist' && items.length > 0) {
        await storeNotification(trx, {
          userId: buyerId,
          type: 'other',
          senderId: null,
          message: `Your order of ${artworkNames(items)} was cancelled by the artist`,
          link: ORDERS_LINK,
          image: items[0]?.image ?? '',
          eventId: event.id,
        });
      }
    }),
    ...on<typeof PaymentFailed, NotificationDatabase>(PaymentFailed, async (event, { logger }) => {
      const { orderId, provider, reason } = event.data;
      logger.info({ orderId, provider, reason }, 'payment failed; nobody is notified');
    }),
  };
}
