import { randomUUID } from 'node:crypto';
import { isOpenItem, type PaymentStatus, RefundCompleted, RefundRequested, type RefundView } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CommerceTables, OrderedItemFacts, OrderRow, PaymentRow, RefundRow } from '../db/schema.js';
import { orderNumberOf, recordHistory } from './order-records.js';
import { orderStatusOf } from './order-status.js';

type Trx = Transaction<CommerceTables>;

export interface RefundRequest {
  order: OrderRow;
  payment: PaymentRow;
  amountNpr: number;
  /** In the payment's currency (USD cents for Stripe). */
  amount: number;
  items: OrderedItemFacts[];
  reason: string;
}

/** What of a payment has not gone back yet, in its own currency and in NPR. */
export async function refundableOf(trx: Trx, payment: PaymentRow) {
  const refunded = await trx
    .selectFrom('refunds')
    .select([sql<string>`coalesce(sum(amount), 0)`.as('amount'), sql<string>`coalesce(sum(amount_npr), 0)`.as('npr')])
    .where('payment_id', '=', payment.id)
    .executeTakeFirstOrThrow();
  return {
    amount: Math.max(0, Number(payment.amount) - Number(refunded.amount)),
    amountNpr: Math.max(0, Number(payment.amount_npr) - Number(refunded.npr)),
  };
}

/**
 * Records money owed back, in the transaction of the change that owes it, with its
 * RefundRequested event; Stripe's is sent after the commit, the others wait for an operator.
 */
export async function requestRefund(trx: Trx, request: RefundRequest, context: EventContext): Promise<string | null> {
  if (request.amountNpr <= 0 || request.amount <= 0) return null;
  const { order, payment } = request;
  const id = randomUUID();
  await trx
    .insertInto('refunds')
    .values({
      id,
      order_id: order.id,
      payment_id: payment.id,
      provider: payment.provider,
      amount_npr: request.amountNpr,
      amount: request.amount,
      currency: payment.currency,
      status: 'pending',
      reason: request.reason,
      items: JSON.stringify(request.items),
    })
    .execute();
  await writeEvent(
    trx,
    RefundRequested,
    {
      refundId: id,
      orderId: order.id,
      orderNumber: orderNumberOf(order),
      buyerId: order.buyer_id,
      provider: payment.provider,
      amountNpr: request.amountNpr,
      amount: request.amount,
      currency: payment.currency,
      items: request.items,
    },
    context,
  );
  return id;
}

/**
 * The money is back (Stripe's charge.refunded, or an operator's word): the refund moves
 * pending → refunded in one conditional statement, so a replay changes nothing; its items become
 * REFUNDED and the order's payment status says how much went back. Returns whether this call did it.
 */
export async function completeRefund(
  db: Kysely<CommerceTables>,
  refundId: string,
  reference: string,
  context: EventContext,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const refund = await trx
      .updateTable('refunds')
      .set({
        status: 'refunded',
        provider_ref: reference,
        refunded_at: new Date(),
        refunded_by: context.actor?.userId ?? null,
      })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!refund) return false;
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', refund.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const itemIds = refund.items.map((item) => item.itemId);
    if (itemIds.length > 0) {
      await trx
        .updateTable('order_items')
        .set({ status: 'REFUNDED' })
        .where('id', 'in', itemIds)
        .where('status', '=', 'REFUND_PENDING')
        .execute();
    }
    const items = await trx.selectFrom('order_items').select('status').where('order_id', '=', order.id).execute();
    const stillOwed = await trx
      .selectFrom('refunds')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const everythingBack = !items.some((item) => isOpenItem(item.status)) && !stillOwed;
    const paymentStatus: PaymentStatus = everythingBack ? 'refunded' : 'partially-refunded';
    await trx
      .updateTable('orders')
      .set({ payment_status: paymentStatus, updated_at: new Date() })
      .where('id', '=', order.id)
      .execute();
    const note = `NPR ${Number(refund.amount_npr).toLocaleString('en-US')} refunded (${reference})`;
    await recordHistory(
      trx,
      itemIds.length > 0
        ? itemIds.map((itemId) => ({
            orderId: order.id,
            itemId,
            status: 'REFUNDED' as const,
            step: 'refunded' as const,
            note,
          }))
        : [{ orderId: order.id, itemId: null, status: orderStatusOf(items), step: 'refunded', note }],
      context,
    );
    await writeEvent(trx, RefundCompleted, { ...refundFacts(order, refund), reference }, context);
    return true;
  });
}

function refundFacts(order: OrderRow, refund: RefundRow) {
  return {
    refundId: refund.id,
    orderId: order.id,
    orderNumber: orderNumberOf(order),
    buyerId: order.buyer_id,
    provider: refund.provider,
    amountNpr: Number(refund.amount_npr),
    amount: Number(refund.amount),
    currency: refund.currency,
    items: refund.items,
  };
}

export function refundView(refund: RefundRow, orderNumber: string): RefundView {
  return {
    _id: refund.id,
    orderId: refund.order_id,
    orderNumber,
    provider: refund.provider,
    amountNpr: Number(refund.amount_npr),
    amount: Number(refund.amount),
    currency: refund.currency,
    status: refund.status,
    reference: refund.provider_ref,
    createdAt: refund.created_at.toISOString(),
    refundedAt: refund.refunded_at?.toISOString() ?? null,
  };
}
