import { OrderCancelled } from '@art/contracts';
import { on } from '@art/kit';
import type { CatalogueTables } from '../db/schema.js';
import { releaseStock } from './stock-reservations.js';

/**
 * Commerce's cancellations give the reserved pieces back, whatever the reason (buyer, artist,
 * payment timeout, a placement that failed half-way). Once per order and artwork: the kit's
 * processed_events skips a redelivered event, `released_at` a second event for the same item.
 * `released` is called when stock changed, so the cached listings are dropped after the commit.
 */
export function commerceHandlers(released: () => void) {
  return on<typeof OrderCancelled, CatalogueTables>(OrderCancelled, async (event, { trx, logger }) => {
    const { orderId, items } = event.data;
    const count = await releaseStock(
      trx,
      orderId,
      items.map((item) => item.artworkId),
      { actor: event.actor, ...(event.requestId ? { requestId: event.requestId } : {}) },
    );
    if (count > 0) {
      logger.info({ orderId, released: count }, 'reserved stock released');
      released();
    }
  });
}
