import { type EventEnvelope, OrderCancelled, OrderItemsMoved, PaymentCompleted } from '@art/contracts';
import { type EventContext, on } from '@art/kit';
import type { CatalogueTables } from '../../db/schema.js';
import { releaseStock, settleHolds } from './queries.js';

const contextOf = (event: Pick<EventEnvelope, 'actor' | 'requestId'>): EventContext => ({
  actor: event.actor,
  ...(event.requestId ? { requestId: event.requestId } : {}),
});

/**
 * Commerce's orders move the catalogue's pieces: a cancellation (any reason) gives the reserved
 * pieces back; a completed payment, or a cash order the artist confirmed, turns their holds into
 * sales. Once per order and artwork: the kit's processed_events skips a redelivered event,
 * `released_at` / `settled_at` a second event for the same item. `changed` is called when an
 * artwork changed, so the cached listings are dropped after the commit.
 */
export function commerceHandlers(changed: () => void) {
  return {
    ...on<typeof OrderCancelled, CatalogueTables>(OrderCancelled, async (event, { trx, logger }) => {
      const { orderId, items } = event.data;
      const artworkIds = items.map((item) => item.artworkId);
      const count = await releaseStock(trx, orderId, artworkIds, contextOf(event));
      if (count > 0) {
        logger.info({ orderId, released: count }, 'reserved stock released');
        changed();
      }
    }),
    ...on<typeof PaymentCompleted, CatalogueTables>(PaymentCompleted, async (event, { trx, logger }) => {
      const { orderId, items } = event.data;
      const artworkIds = items.map((item) => item.artworkId);
      const count = await settleHolds(trx, orderId, artworkIds, contextOf(event));
      if (count > 0) {
        logger.info({ orderId, settled: count }, 'paid holds settled');
        changed();
      }
    }),
    ...on<typeof OrderItemsMoved, CatalogueTables>(OrderItemsMoved, async (event, { trx, logger }) => {
      // Shipping or delivery comes after a payment or a confirmation, which settled the hold.
      if (event.data.status !== 'CONFIRMED') return;
      const { orderId, items } = event.data;
      const artworkIds = items.map((item) => item.artworkId);
      const count = await settleHolds(trx, orderId, artworkIds, contextOf(event));
      if (count > 0) {
        logger.info({ orderId, settled: count }, 'confirmed holds settled');
        changed();
      }
    }),
  };
}
