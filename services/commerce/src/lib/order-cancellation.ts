import { amountOwed, isOpenItem, OrderCancelled, type OrderStatus, refundDue } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Transaction } from 'kysely';
import type { CommerceTables, OrderRow } from '../db/schema.js';
import { usdCentsFor } from '../payments/stripe.js';
import { orderedItem, orderNumberOf, pricedItems, recordHistory } from './order-records.js';
import { moneyReceived } from './order-status.js';
import { refundableOf, requestRefund } from './refunds.js';

type Trx = Transaction<CommerceTables>;
export type CancelReason = 'buyer' | 'artist' | 'payment-timeout' | 'placement-failed' | 'cash-timeout';

export interface Cancellation {
  itemIds: string[] | 'all';
  /** The statuses the items may be in (checked in the update itself). */
  from: OrderStatus[];
  reason: CancelReason;
  note: string;
  /** Card refunds are in USD at this rate. */
  nprPerUsd: number;
}

/**
 * Cancels the given items of an order while they are still in one of `from` (checked in the same
 * statement, so two cancels or a cancel racing a payment cannot both win), writes the history and
 * one `commerce.order.cancelled` event; catalogue releases their stock from that event, so a
 * release is never lost even when catalogue is down. On a paid order the items become
 * REFUND_PENDING and a refund of refundDue(before, after) is recorded with them; on an unpaid one
 * the open payment attempts end, since the amount they carry is no longer what is owed.
 * Returns how many items it cancelled.
 */
export async function cancelItems(trx: Trx, order: OrderRow, cancel: Cancellation, context: EventContext) {
  const before = await trx.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
  const paid = moneyReceived(order.payment_status);
  let update = trx
    .updateTable('order_items')
    .set({ status: paid ? 'REFUND_PENDING' : 'CANCELLED' })
    .where('order_id', '=', order.id)
    .where('status', 'in', cancel.from);
  if (cancel.itemIds !== 'all') update = update.where('id', 'in', cancel.itemIds);
  const cancelled = await update.returningAll().execute();
  if (cancelled.length === 0) return 0;
  const cancelledIds = new Set(cancelled.map((item) => item.id));
  const after = before.map((item) => (cancelledIds.has(item.id) ? { ...item, status: cancelled[0].status } : item));
  const nothingLeft = !after.some((item) => isOpenItem(item.status));
  const refundPending =
    paid && (await refundCancelled(trx, order, before, after, cancelled.map(orderedItem), cancel, context));
  if (paid && !refundPending) {
    // Nothing goes back (a card's 50-cent minimum still covers what stays open, or the payment
    // went back already): a refund that never comes must not be shown as pending.
    await trx
      .updateTable('order_items')
      .set({ status: 'CANCELLED' })
      .where('id', 'in', [...cancelledIds])
      .execute();
  }
  await recordHistory(
    trx,
    cancelled.map((item) => ({
      orderId: order.id,
      itemId: item.id,
      status: refundPending ? ('REFUND_PENDING' as const) : ('CANCELLED' as const),
      step: refundPending ? ('refund-pending' as const) : ('cancelled' as const),
      note: refundPending || !paid ? cancel.note : `${cancel.note}; nothing to give back`,
    })),
    context,
  );
  if (order.payment_status === 'pending') {
    // An attempt still open asks for the old amount: it ends, and the buyer starts a new one.
    await trx
      .updateTable('payments')
      .set({
        status: 'failed',
        failure_reason: nothingLeft ? `order cancelled (${cancel.reason})` : 'amount changed',
        updated_at: new Date(),
      })
      .where('order_id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
    if (nothingLeft) {
      await trx
        .updateTable('orders')
        .set({ payment_status: 'failed', updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
    }
  }
  await writeEvent(
    trx,
    OrderCancelled,
    {
      orderId: order.id,
      orderNumber: orderNumberOf(order),
      buyerId: order.buyer_id,
      reason: cancel.reason,
      items: cancelled.map(orderedItem),
      wholeOrder: nothingLeft,
    },
    context,
  );
  return cancelled.length;
}

/**
 * The share of the cancelled items goes back from the payment that paid for them: its NPR is
 * refundDue; a card's cents are what it charged less what the open items still cost in USD
 * (everything when nothing is left), never more than has not gone back yet. Answers whether a
 * refund was recorded.
 */
async function refundCancelled(
  trx: Trx,
  order: OrderRow,
  before: { price: string; status: OrderStatus }[],
  after: { price: string; status: OrderStatus }[],
  items: ReturnType<typeof orderedItem>[],
  cancel: Cancellation,
  context: EventContext,
): Promise<boolean> {
  const dueNpr = refundDue(pricedItems(before), pricedItems(after));
  const payments = await trx
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('status', '=', 'paid')
    .orderBy('updated_at')
    .execute();
  for (const payment of payments) {
    const refundable = await refundableOf(trx, payment);
    if (refundable.amountNpr <= 0) continue;
    const amountNpr = Math.min(dueNpr, refundable.amountNpr);
    let amount = amountNpr;
    if (payment.currency === 'USD') {
      const owedAfter = amountOwed(pricedItems(after)).grandTotal;
      const kept = owedAfter > 0 ? usdCentsFor(owedAfter, cancel.nprPerUsd) : 0;
      const alreadyBack = Number(payment.amount) - refundable.amount;
      amount = Math.min(refundable.amount, Math.max(0, Number(payment.amount) - kept - alreadyBack));
    }
    const refundId = await requestRefund(
      trx,
      { order, payment, amountNpr, amount, items, reason: `${cancel.note} after payment` },
      context,
    );
    return refundId !== null;
  }
  return false;
}
