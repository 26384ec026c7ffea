import { randomBytes, randomUUID } from 'node:crypto';
import { amountOwed, type PaymentHandoff } from '@art/contracts';
import { AppError, conflict, notFound } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables } from '../../../db/schema.js';
import { findPlacedOrder, itemPricesOf } from '../../orders/queries.js';
import { pricedItems } from '../../orders/rules.js';
import { orderNumberOf } from '../../orders/views.js';
import { connectIpsHandoff } from '../providers/connectips.js';
import { esewaHandoff } from '../providers/esewa.js';
import type { PaymentAttempt } from '../providers/handoff.js';
import { createStripeCheckout, stripeHandoff, usdCentsFor } from '../providers/stripe.js';
import { insertPayment, setSessionId } from '../queries.js';
import { outcomePage, RETURN_PATHS } from '../rules.js';
import type { PaymentProviders } from './index.js';

/** ConnectIPS takes at most 20 characters of TXNID; 16 hex characters are unique enough and fit all three. */
function newAttemptId(): string {
  return randomBytes(8).toString('hex');
}

/**
 * Starts one attempt to pay an order online: a payment row (pending, unique on provider and
 * attempt id) and what the browser must do to reach the provider. An order may be tried again
 * after a failed attempt, until it is paid or its time runs out.
 */
export async function startPaymentAttempt(
  db: Kysely<CommerceTables>,
  providers: PaymentProviders,
  request: { buyerId: string; orderId: string; origin: string },
  only?: 'stripe',
): Promise<PaymentHandoff> {
  const { buyerId, orderId, origin } = request;
  const order = await findPlacedOrder(db, orderId);
  if (!order || order.buyer_id !== buyerId) throw notFound('Order not found');
  const method = order.payment_method;
  if (method === 'cash') throw conflict('This order is paid in cash on delivery', 'cash-order');
  if (only && method !== only) throw conflict(`This order is paid with ${method}`, 'wrong-method');
  if (order.payment_status === 'paid') throw conflict('This order is already paid', 'already-paid');
  const items = await itemPricesOf(db, orderId);
  const open = items.some((item) => item.status === 'PENDING');
  if (order.payment_status !== 'pending' || !open) throw conflict('This order can no longer be paid', 'closed');
  if (method === 'connect_ips' && !providers.connectIps) {
    throw new AppError(503, 'unavailable', 'ConnectIPS is not available at the moment');
  }

  // What is asked is what the open items owe now, never the figures stored when it was placed.
  const owed = amountOwed(pricedItems(items));
  const attemptId = newAttemptId();
  const attempt: PaymentAttempt = {
    orderId,
    attemptId,
    grandTotal: owed.grandTotal,
    itemTotal: owed.itemTotal,
    tax: owed.tax,
    shipping: owed.shipping,
    description: `Art Marketplace order ${orderNumberOf(order)}`,
    successUrl: new URL(RETURN_PATHS.esewaSuccess, origin).toString(),
    failureUrl: `${new URL(RETURN_PATHS.esewaFailure, origin)}?attempt=${attemptId}`,
  };
  const row = {
    id: randomUUID(),
    order_id: orderId,
    attempt_id: attemptId,
    status: 'pending' as const,
    amount_npr: owed.grandTotal,
    return_origin: origin,
  };

  if (method === 'esewa') {
    await insertPayment(db, { ...row, provider: 'esewa', amount: owed.grandTotal, currency: 'NPR' });
    return esewaHandoff(providers.esewa, attempt);
  }
  if (method === 'connect_ips' && providers.connectIps) {
    await insertPayment(db, { ...row, provider: 'connect_ips', amount: owed.grandTotal, currency: 'NPR' });
    return connectIpsHandoff(providers.connectIps, {
      ...attempt,
      successUrl: new URL(RETURN_PATHS.connectIpsSuccess, origin).toString(),
      failureUrl: new URL(RETURN_PATHS.connectIpsFailure, origin).toString(),
    });
  }
  const usdCents = usdCentsFor(owed.grandTotal, providers.stripe.settings.nprPerUsd);
  // The row first: a webhook for this attempt must find it, however fast it comes.
  await insertPayment(db, { ...row, provider: 'stripe', amount: usdCents, currency: 'USD' });
  const checkout = await createStripeCheckout(
    providers.stripe.client,
    {
      ...attempt,
      successUrl: `${outcomePage(origin, 'success', orderId)}&session_id={CHECKOUT_SESSION_ID}`,
      failureUrl: `${new URL(RETURN_PATHS.stripeCancel, origin)}?attempt=${attemptId}`,
    },
    usdCents,
  );
  await setSessionId(db, row.id, checkout.sessionId);
  return stripeHandoff(checkout);
}
