import { OrderCancelled, type OrderStatus } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Transaction } from 'kysely';
import type { CommerceTables, OrderRow } from '../db/schema.js';
import { orderedItem, recordHistory } from './order-records.js';

type Trx = Transaction<CommerceTables>;
export type CancelReason = 'buyer' | 'artist' | 'payment-timeout' | 'placement-failed';

/**
 * Cancels the given items of an order while they are still in one of `from` (checked in the same
 * statement, so two cancels or a cancel racing a payment cannot both win), writes the history and
 * one `commerce.order.cancelled` event; catalogue releases their stock from that event, so a
 * release is never lost even when catalogue is down. Returns how many items it cancelled.
 */
export async function cancelItems(
  trx: Trx,
  order: OrderRow,
  itemIds: string[] | 'all',
  from: OrderStatus[],
  reason: CancelReason,
  note: string,
  context: EventContext,
): Promise<number> {
  let update = trx
    .updateTable('order_items')
    .set((eb) => ({
      // A paid item that is cancelled is owed back: refunded, not merely cancelled.
      status: eb
        .case()
        .when(eb.val(order.payment_status), '=', 'paid')
        .then('REFUNDED' as OrderStatus)
        .else('CANCELLED' as OrderStatus)
        .end(),
    }))
    .where('order_id', '=', order.id)
    .where('status', 'in', from);
  if (itemIds !== 'all') update = update.where('id', 'in', itemIds);
  const cancelled = await update.returningAll().execute();
  if (cancelled.length === 0) return 0;
  const left = await trx
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', order.id)
    .where('status', 'not in', ['CANCELLED', 'REFUNDED'])
    .execute();
  await recordHistory(
    trx,
    cancelled.map((item) => ({ orderId: order.id, itemId: item.id, status: item.status, note })),
    context,
  );
  if (left.length === 0 && order.payment_status === 'pending') {
    // Nothing left to pay for: the attempts still open are over.
    await trx
      .updateTable('orders')
      .set({ payment_status: 'failed', updated_at: new Date() })
      .where('id', '=', order.id)
      .execute();
    await trx
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: `order cancelled (${reason})`, updated_at: new Date() })
      .where('order_id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
  }
  await writeEvent(
    trx,
    OrderCancelled,
    {
      orderId: order.id,
      buyerId: order.buyer_id,
      reason,
      items: cancelled.map(orderedItem),
      wholeOrder: left.length === 0,
    },
    context,
  );
  return cancelled.length;
}
