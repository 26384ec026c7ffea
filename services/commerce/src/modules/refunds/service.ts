import { randomUUID } from 'node:crypto';
import { isOpenItem, type PaymentStatus, RefundCompleted, RefundRequested } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommerceTables, OrderedItemFacts, OrderRow, PaymentRow, RefundRow } from '../../db/schema.js';
import { itemStatusesOf, lockOrder, markItemsRefunded, recordHistory, setPaymentStatus } from '../orders/queries.js';
import { orderStatusOf } from '../orders/rules.js';
import { orderNumberOf } from '../orders/views.js';
import { createStripeRefund, retrieveStripeSession } from '../payments/providers/stripe.js';
import { setPaymentIntent } from '../payments/queries.js';
import type { PaymentProviders } from '../payments/service/index.js';
import {
  hasPendingRefund,
  insertRefund,
  refundedOf,
  setSentReference,
  settleRefund,
  unsentCardRefunds,
} from './queries.js';

type Db = Kysely<CommerceTables>;

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
export async function refundableOf(trx: Db, payment: PaymentRow) {
  const refunded = await refundedOf(trx, payment.id);
  return {
    amount: Math.max(0, Number(payment.amount) - refunded.amount),
    amountNpr: Math.max(0, Number(payment.amount_npr) - refunded.amountNpr),
  };
}

/**
 * Records money owed back, in the transaction of the change that owes it, with its
 * RefundRequested event; Stripe's is sent after the commit, the others wait for an operator.
 */
export async function requestRefund(trx: Db, request: RefundRequest, context: EventContext): Promise<string | null> {
  if (request.amountNpr <= 0 || request.amount <= 0) return null;
  const { order, payment } = request;
  const id = randomUUID();
  await insertRefund(trx, {
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
  });
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
  db: Db,
  refundId: string,
  reference: string,
  context: EventContext,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const refund = await settleRefund(trx, refundId, { reference, by: context.actor?.userId ?? null });
    if (!refund) return false;
    const order = await lockOrder(trx, refund.order_id);
    const itemIds = refund.items.map((item) => item.itemId);
    if (itemIds.length > 0) await markItemsRefunded(trx, itemIds);
    const items = await itemStatusesOf(trx, order.id);
    const stillOwed = await hasPendingRefund(trx, order.id);
    const everythingBack = !items.some((item) => isOpenItem(item.status)) && !stillOwed;
    const paymentStatus: PaymentStatus = everythingBack ? 'refunded' : 'partially-refunded';
    await setPaymentStatus(trx, order.id, paymentStatus);
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

/**
 * Asks Stripe for the card refunds recorded but not sent yet (of one order, or all of them), after
 * the transaction that recorded them; a failure leaves the refund for the reconciler's next pass.
 * eSewa and ConnectIPS have no refund call: theirs wait for an operator. Returns how many were sent.
 */
export async function sendStripeRefunds(
  db: Db,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  orderId?: string,
): Promise<number> {
  let sent = 0;
  for (const refund of await unsentCardRefunds(db, orderId)) {
    try {
      let paymentIntent = refund.payment_intent;
      if (!paymentIntent && refund.provider_ref) {
        paymentIntent = (await retrieveStripeSession(providers.stripe.client, refund.provider_ref)).paymentIntent;
        if (paymentIntent) await setPaymentIntent(db, refund.payment_id, paymentIntent);
      }
      if (!paymentIntent) throw new Error('the payment has no PaymentIntent yet');
      const stripeRefundId = await createStripeRefund(providers.stripe.client, {
        refundId: refund.id,
        paymentIntent,
        amountCents: Number(refund.amount),
      });
      await setSentReference(db, refund.id, stripeRefundId);
      sent += 1;
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, 'a card refund could not be sent yet; the reconciler tries again');
    }
  }
  return sent;
}
