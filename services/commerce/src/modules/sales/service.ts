import { OrderItemsMoved, type SaleMove } from '@art/contracts';
import { conflict, type EventContext, notFound, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables } from '../../db/schema.js';
import { findOrder, recordHistory } from '../orders/queries.js';
import { moneyReceived } from '../orders/rules.js';
import { cancelItems } from '../orders/service.js';
import { orderedItem, orderNumberOf } from '../orders/views.js';
import { lockItem, moveItem } from './queries.js';
import { artistMoveAllowed, STEP_OF } from './rules.js';

export interface SaleMoveRequest {
  artistId: string;
  itemId: string;
  to: SaleMove;
  /** Card refunds are in USD at this rate. */
  nprPerUsd: number;
  notFound: string;
}

/**
 * The artist moves one of their sold items along (CONFIRMED, SHIPPED, DELIVERED) or cancels it
 * before it ships. Answers the order whose paid item was cancelled (a refund is then owed), else null.
 */
export async function moveSale(db: Kysely<CommerceTables>, move: SaleMoveRequest, context: EventContext) {
  const { to } = move;
  return db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, move.itemId);
    if (!item || item.artist_id !== move.artistId) throw notFound(move.notFound);
    const order = await findOrder(trx, item.order_id);
    const paid = moneyReceived(order.payment_status);
    if (!artistMoveAllowed(item.status, to, paid, order.payment_method !== 'cash')) {
      throw conflict(`An item that is ${item.status} cannot become ${to}`, 'invalid-transition');
    }
    if (to === 'CANCELLED') {
      await cancelItems(
        trx,
        order,
        {
          itemIds: [item.id],
          from: ['PENDING', 'CONFIRMED'],
          reason: 'artist',
          note: 'cancelled by the artist',
          nprPerUsd: move.nprPerUsd,
        },
        context,
      );
      return order.id;
    }
    const moved = await moveItem(trx, item.id, to);
    await recordHistory(
      trx,
      [{ orderId: order.id, itemId: item.id, status: to, step: STEP_OF[to], note: 'moved by the artist' }],
      context,
    );
    // The buyer hears of it; catalogue settles a cash order's hold on CONFIRMED.
    await writeEvent(
      trx,
      OrderItemsMoved,
      {
        orderId: order.id,
        orderNumber: orderNumberOf(order),
        buyerId: order.buyer_id,
        status: to,
        items: [orderedItem(moved)],
      },
      context,
    );
    return null;
  });
}
