import { amountOwed, PaymentCompleted, PaymentFailed } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables, PaymentRow } from '../db/schema.js';
import { usdCentsFor } from '../payments/stripe.js';
import { orderedItem, orderNumberOf, pricedItems, recordHistory } from './order-records.js';
import { moneyReceived, orderStatusOf } from './order-status.js';
import { requestRefund } from './refunds.js';

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
    const payment = await trx
      .updateTable('payments')
      .set((eb) => ({
        status: 'paid',
        provider_ref: confirmation.reference ?? eb.ref('provider_ref'),
        payment_intent: confirmation.paymentIntent ?? eb.ref('payment_intent'),
        failure_reason: null,
        updated_at: new Date(),
      }))
      .where('id', '=', paymentId)
      .where('status', 'in', ['pending', 'failed'])
      .returningAll()
      .executeTakeFirst();
    if (!payment) return false;
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', payment.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const alreadyPaid = moneyReceived(order.payment_status);
    const confirmed = alreadyPaid
      ? []
      : await trx
          .updateTable('order_items')
          .set({ status: 'CONFIRMED' })
          .where('order_id', '=', order.id)
          .where('status', '=', 'PENDING')
          .returningAll()
          .execute();
    if (!alreadyPaid) {
      await trx
        .updateTable('orders')
        .set({ payment_status: 'paid', updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
    }
    const items = await trx.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
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
      await trx
        .deleteFrom('cart_items')
        .where('buyer_id', '=', order.buyer_id)
        .where(
          'artwork_id',
          'in',
          confirmed.map((item) => item.artwork_id),
        )
        .execute();
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
    const payment = await trx
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!payment) return false;
    const order = await trx
      .selectFrom('orders')
      .select('buyer_id')
      .where('id', '=', payment.order_id)
      .executeTakeFirstOrThrow();
    const items = await trx
      .selectFrom('order_items')
      .select('status')
      .where('order_id', '=', payment.order_id)
      .execute();
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
