import { amountOwed, isOpenItem, OrderCancelled, type OrderStatus, refundDue } from '@art/contracts';
import { type EventContext, notFound, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables, OrderRow } from '../../db/schema.js';
import { usdCentsFor } from '../payments/providers/stripe.js';
import { failPendingAttempts, paidPaymentsOf } from '../payments/queries.js';
import { refundableOf, requestRefund } from '../refunds/service.js';
import {
  buyerOrderRow,
  buyerOrderRows,
  lockPlacedOrder,
  moveOrderItems,
  orderDetailsOf,
  orderItemsOf,
  recordHistory,
  setItemsStatus,
  setPaymentStatus,
} from './queries.js';
import { moneyReceived, pricedItems } from './rules.js';
import { orderedItem, orderNumberOf, orderView } from './views.js';

type Db = Kysely<CommerceTables>;
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
export async function cancelItems(trx: Db, order: OrderRow, cancel: Cancellation, context: EventContext) {
  const before = await orderItemsOf(trx, order.id);
  const paid = moneyReceived(order.payment_status);
  const cancelled = await moveOrderItems(trx, order.id, {
    itemIds: cancel.itemIds,
    from: cancel.from,
    to: paid ? 'REFUND_PENDING' : 'CANCELLED',
  });
  if (cancelled.length === 0) return 0;
  const cancelledIds = new Set(cancelled.map((item) => item.id));
  const after = before.map((item) => (cancelledIds.has(item.id) ? { ...item, status: cancelled[0].status } : item));
  const nothingLeft = !after.some((item) => isOpenItem(item.status));
  const refundPending =
    paid && (await refundCancelled(trx, order, before, after, cancelled.map(orderedItem), cancel, context));
  if (paid && !refundPending) {
    // Nothing goes back (a card's 50-cent minimum still covers what stays open, or the payment
    // went back already): a refund that never comes must not be shown as pending.
    await setItemsStatus(trx, [...cancelledIds], 'CANCELLED');
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
    await failPendingAttempts(trx, order.id, nothingLeft ? `order cancelled (${cancel.reason})` : 'amount changed');
    if (nothingLeft) await setPaymentStatus(trx, order.id, 'failed');
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
  trx: Db,
  order: OrderRow,
  before: { price: string; status: OrderStatus }[],
  after: { price: string; status: OrderStatus }[],
  items: ReturnType<typeof orderedItem>[],
  cancel: Cancellation,
  context: EventContext,
): Promise<boolean> {
  const dueNpr = refundDue(pricedItems(before), pricedItems(after));
  const payments = await paidPaymentsOf(trx, order.id);
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

/**
 * The buyer cancels items of their placed order (all of them, or the given ones) while they are
 * PENDING; someone else's order reads as none. Returns how many items it cancelled.
 */
export async function cancelForBuyer(
  db: Db,
  request: { buyerId: string; orderId: string; itemIds: string[] | 'all'; nprPerUsd: number; notFound: string },
  context: EventContext,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const order = await lockPlacedOrder(trx, request.orderId);
    // Someone else's order reads as none: its existence is not the caller's business.
    if (!order || order.buyer_id !== request.buyerId) throw notFound(request.notFound);
    return cancelItems(
      trx,
      order,
      {
        itemIds: request.itemIds,
        from: ['PENDING'],
        reason: 'buyer',
        note: 'cancelled by the buyer',
        nprPerUsd: request.nprPerUsd,
      },
      context,
    );
  });
}

/** Orders with their items, history and refunds, in the order given. */
async function withDetails(db: Db, orders: OrderRow[]) {
  if (orders.length === 0) return [];
  const { items, history, refunds } = await orderDetailsOf(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) =>
    orderView(
      order,
      items.filter((item) => item.order_id === order.id),
      history.filter((entry) => entry.order_id === order.id),
      refunds.filter((refund) => refund.order_id === order.id),
    ),
  );
}

/**
 * An order and its details are read from one snapshot: read apart, a refund settled between the
 * two reads would show as refunded on an order whose payment status still says paid.
 */
function fromOneSnapshot<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}

/** The buyer's placed orders, newest first (half-placed and refused ones are no orders). */
export async function buyerOrders(db: Db, buyerId: string, limit: number, skip: number) {
  return fromOneSnapshot(db, async (trx) => withDetails(trx, await buyerOrderRows(trx, buyerId, limit, skip)));
}

export async function buyerOrder(db: Db, buyerId: string, orderId: string) {
  return fromOneSnapshot(db, async (trx) => {
    const order = await buyerOrderRow(trx, buyerId, orderId);
    if (!order) return null;
    const [view] = await withDetails(trx, [order]);
    return view;
  });
}
