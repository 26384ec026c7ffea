import { OrderCancelled, OrderPlaced, PaymentCompleted, PaymentFailed } from '@art/contracts';
import { on } from '@art/kit';
import type { Transaction } from 'kysely';
import type { NotificationDatabase } from '../../../db/tables.js';
import { storeNotification } from '../../notifications/store.js';
import { artworkNames, type Item, itemsByArtist, orderNumberOf, SALES_LINK } from '../ordered-items.js';

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
 * Order events in the app for the artists (English, like the other notifications until they are
 * localised). A message with a sender never repeats the sender's name: the page shows the name
 * before it ("Sita Shrestha ordered …"). The buyer's side is in buyer-updates.ts.
 * - placed: each artist, "ordered <artworks>" (sender: the buyer);
 * - payment completed: each artist, "Payment received for <artworks>";
 * - cancelled by the buyer, for want of payment, or a cash order not confirmed in time: each artist
 *   of the cancelled items; by the artist: nobody here (the artist did it); `placement-failed`
 *   tells nobody (nobody was told of that order);
 * - payment failed: nothing but a log line. The buyer is on the payment page when it fails and
 *   can try again; if no payment comes, commerce cancels the order (`payment-timeout`) and the
 *   artists are told then.
 */
export function orderNotificationHandlers() {
  return {
    ...on<typeof OrderPlaced, NotificationDatabase>(OrderPlaced, async (event, { trx }) => {
      const { buyerId, items } = event.data;
      await tellArtists(trx, event.id, items, buyerId, (names) => `ordered ${names}`);
    }),
    ...on<typeof PaymentCompleted, NotificationDatabase>(PaymentCompleted, async (event, { trx }) => {
      await tellArtists(trx, event.id, event.data.items, null, (names) => `Payment received for ${names}`);
    }),
    ...on<typeof OrderCancelled, NotificationDatabase>(OrderCancelled, async (event, { trx }) => {
      const { reason, items, buyerId } = event.data;
      const number = orderNumberOf(event.data);
      if (reason === 'buyer') {
        await tellArtists(trx, event.id, items, buyerId, (names) => `cancelled the order of ${names}`);
      } else if (reason === 'payment-timeout') {
        await tellArtists(
          trx,
          event.id,
          items,
          null,
          (names) => `The order of ${names} was cancelled: no payment arrived in time`,
        );
      } else if (reason === 'cash-timeout') {
        await tellArtists(
          trx,
          event.id,
          items,
          null,
          (names) => `Order ${number} of ${names} was cancelled: not confirmed in time`,
        );
      }
    }),
    ...on<typeof PaymentFailed, NotificationDatabase>(PaymentFailed, async (event, { logger }) => {
      const { orderId, provider, reason } = event.data;
      logger.info({ orderId, provider, reason }, 'payment failed; nobody is notified');
    }),
  };
}
