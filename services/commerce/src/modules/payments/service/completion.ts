import { amountOwed, PaymentCompleted, PaymentFailed } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables, PaymentRow } from '../../../db/schema.js';
import { removeCartLines } from '../../cart/queries.js';
import {
  itemStatusesOf,
  lockOrder,
  moveOrderItems,
  orderBuyerOf,
  orderItemsOf,
  recordHistory,
  setPaymentStatus,
} from '../../orders/queries.js';
import { moneyReceived, orderStatusOf, pricedItems } from '../../orders/rules.js';
import { orderedItem, orderNumberOf } from '../../orders/views.js';
import { requestRefund } from '../../refunds/service.js';
import { usdCentsFor } from '../providers/stripe.js';
import { markAttemptFailed, markAttemptPaid } from '../queries.js';

function facts(payment: PaymentRow, buyerId: string) {
  return {
    paymentId: payment.id,
    orderId: payment.order_id,
    buyerId,
    provider: payment.provider,
    reference: payment.provider_ref ?? payment.attempt_id,
    amount: Number(payment.amount),
    currency: payment.currency,
  };
}

export interface ProviderConfirmation {
  /** The provider's reference (eSewa ref id, Stripe session id); null keeps what the row has. */
  reference: string | null;
  /** Stripe's PaymentIntent of the session: refunds are made against it. */
  paymentIntent?: string | null;
  /** Card payments are in USD at this rate (what part of a card payment is owed back). */
  nprPerUsd: number;
}

/**
 * Records a payment the provider confirmed. The row moves to `paid` only from pending or failed,
 * in the same statement that checks it, so a replayed callback or webhook finds it paid and
 * changes nothing. The order's pending items become CONFIRMED. What the payment brought beyond
 * what the open items owe now goes back as a refund: the difference after an item was cancelled
 * mid-payment, all of it for an order with nothing open or already paid. Returns whether this
 * call recorded it.
 */
export async function completePayment(
  db: Kysely<CommerceTables>,
  paymentId: string,
  confirmation: ProviderConfirmation,
  context: EventContext,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await markAttemptPaid(trx, paymentId, confirmation);
    if (!payment) return false;
    const order = await lockOrder(trx, payment.order_id);
    const alreadyPaid = moneyReceived(order.payment_status);
    const confirmed = alreadyPaid
      ? []
      : await moveOrderItems(trx, order.id, { itemIds: 'all', from: ['PENDING'], to: 'CONFIRMED' });
    if (!alreadyPaid) await setPaymentStatus(trx, order.id, 'paid');
    const items = await orderItemsOf(trx, order.id);
    // What this payment pays for: the open items it confirmed, at what they owe now.
    const owed = confirmed.length > 0 ? amountOwed(pricedItems(items)) : null;
    const paidForNpr = owed?.grandTotal ?? 0;
    const excessNpr = Number(payment.amount_npr) - paidForNpr;
    const excess =
      payment.currency === 'USD'
        ? Number(payment.amount) - (paidForNpr > 0 ? usdCentsFor(paidForNpr, confirmation.nprPerUsd) : 0)
        : excessNpr;
    const why = alreadyPaid
      ? `a second payment (${payment.provider})`
      : confirmed.length === 0
        ? `paid by ${payment.provider} after the order ended`
        : `paid by ${payment.provider} for more than is owed now`;
    const refundId = await requestRefund(
      trx,
      {
        order,
        payment,
        amountNpr: Math.max(0, excessNpr),
        amount: Math.max(0, Math.min(excess, Number(payment.amount))),
        items: [],
        reason: why,
      },
      context,
    );
    await recordHistory(
      trx,
      [
        ...confirmed.map((item) => ({
          orderId: order.id,
          itemId: item.id,
          status: 'CONFIRMED' as const,
          step: 'paid' as const,
          note: `paid by ${payment.provider}`,
        })),
        ...(refundId
          ? [
              {
                orderId: order.id,
                itemId: null,
                status: orderStatusOf(items),
                step: 'refund-pending' as const,
                note: `${why}: refund due`,
              },
            ]
          : []),
      ],
      context,
    );
    if (confirmed.length > 0) {
      await removeCartLines(
        trx,
        order.buyer_id,
        confirmed.map((item) => item.artwork_id),
      );
    }
    await writeEvent(
      trx,
      PaymentCompleted,
      {
        ...facts(payment, order.buyer_id),
        items: confirmed.map(orderedItem),
        orderNumber: orderNumberOf(order),
        amountNpr: paidForNpr,
      },
      context,
    );
    return true;
  });
}

/** A provider said no (or the buyer turned back): the attempt ends; the order may be paid again until it times out. */
export async function failPayment(
  db: Kysely<CommerceTables>,
  paymentId: string,
  reason: string,
  context: EventContext,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await markAttemptFailed(trx, paymentId, reason);
    if (!payment) return false;
    const order = await orderBuyerOf(trx, payment.order_id);
    const items = await itemStatusesOf(trx, payment.order_id);
    await recordHistory(
      trx,
      [
        {
          orderId: payment.order_id,
          itemId: null,
          status: orderStatusOf(items),
          step: 'payment-failed',
          note: `${payment.provider}: ${reason}`,
        },
      ],
      context,
    );
    await writeEvent(trx, PaymentFailed, { ...facts(payment, order.buyer_id), reason }, context);
    return true;
  });
}
