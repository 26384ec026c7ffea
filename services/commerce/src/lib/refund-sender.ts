import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommerceTables } from '../db/schema.js';
import { createStripeRefund, retrieveStripeSession } from '../payments/stripe.js';
import type { PaymentProviders } from '../plugins/payments.js';

/**
 * Asks Stripe for the card refunds recorded but not sent yet (of one order, or all of them), after
 * the transaction that recorded them; a failure leaves the refund for the reconciler's next pass.
 * eSewa and ConnectIPS have no refund call: theirs wait for an operator. Returns how many were sent.
 */
export async function sendStripeRefunds(
  db: Kysely<CommerceTables>,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  orderId?: string,
): Promise<number> {
  let query = db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.amount', 'p.id as payment_id', 'p.payment_intent', 'p.provider_ref'])
    .where('r.provider', '=', 'stripe')
    .where('r.status', '=', 'pending')
    .where('r.provider_ref', 'is', null)
    .orderBy('r.created_at')
    .limit(100);
  if (orderId) query = query.where('r.order_id', '=', orderId);
  let sent = 0;
  for (const refund of await query.execute()) {
    try {
      let paymentIntent = refund.payment_intent;
      if (!paymentIntent && refund.provider_ref) {
        paymentIntent = (await retrieveStripeSession(providers.stripe.client, refund.provider_ref)).paymentIntent;
        if (paymentIntent) {
          await db
            .updateTable('payments')
            .set({ payment_intent: paymentIntent })
            .where('id', '=', refund.payment_id)
            .execute();
        }
      }
      if (!paymentIntent) throw new Error('the payment has no PaymentIntent yet');
      const stripeRefundId = await createStripeRefund(providers.stripe.client, {
        refundId: refund.id,
        paymentIntent,
        amountCents: Number(refund.amount),
      });
      // Only while the webhook has not settled it already (it writes its own reference).
      await db
        .updateTable('refunds')
        .set({ provider_ref: stripeRefundId })
        .where('id', '=', refund.id)
        .where('provider_ref', 'is', null)
        .execute();
      sent += 1;
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, 'a card refund could not be sent yet; the reconciler tries again');
    }
  }
  return sent;
}
