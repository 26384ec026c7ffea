import { PaymentCompleted, PaymentFailed } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables, PaymentRow } from '../db/schema.js';
import { orderedItem, recordHistory } from './order-records.js';

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

/**
 * Records a payment the provider confirmed. The row moves to `paid` only from pending or failed,
 * in the same statement that checks it, so a replayed callback or webhook finds it paid and
 * changes nothing. The order's pending items become CONFIRMED; items cancelled meanwhile (the
 * payment came after the timeout) become REFUNDED: the money is owed back, and the history says so.
 * Returns whether this call recorded it.
 */
export async function completePayment(
  db: Kysely<CommerceTables>,
  paymentId: string,
  providerRef: string | null,
  context: EventContext,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .updateTable('payments')
      .set((eb) => ({
        status: 'paid',
        provider_ref: providerRef ?? eb.ref('provider_ref'),
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
    const alreadyPaid = order.payment_status === 'paid';
    await trx
      .updateTable('orders')
      .set({ payment_status: 'paid', updated_at: new Date() })
      .where('id', '=', order.id)
      .execute();
    const confirmed = alreadyPaid
      ? []
      : await trx
          .updateTable('order_items')
          .set({ status: 'CONFIRMED' })
          .where('order_id', '=', order.id)
          .where('status', '=', 'PENDING')
          .returningAll()
          .execute();
    const refunded = await trx
      .updateTable('order_items')
      .set({ status: 'REFUNDED' })
      .where('order_id', '=', order.id)
      .where('status', '=', 'CANCELLED')
      .returningAll()
      .execute();
    await recordHistory(
      trx,
      [
        ...confirmed.map((item) => ({
          orderId: order.id,
          itemId: item.id,
          status: 'CONFIRMED' as const,
          note: `paid by ${payment.provider}`,
        })),
        ...refunded.map((item) => ({
          orderId: order.id,
          itemId: item.id,
          status: 'REFUNDED' as const,
          note: `paid by ${payment.provider} after it was cancelled: refund due`,
        })),
        ...(alreadyPaid
          ? [
              {
                orderId: order.id,
                itemId: null,
                status: 'REFUNDED' as const,
                note: `a second payment (${payment.provider}): refund due`,
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
      { ...facts(payment, order.buyer_id), items: confirmed.map(orderedItem) },
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
    await writeEvent(trx, PaymentFailed, { ...facts(payment, order.buyer_id), reason }, context);
    return true;
  });
}
