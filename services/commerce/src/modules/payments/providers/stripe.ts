import Stripe from 'stripe';
import type { Handoff, PaymentAttempt } from './handoff.js';

export type StripeSettings = {
  /** https://api.stripe.com in production, the stand-in's URL in tests and the local run. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Exchange rate used to price the NPR order in USD. */
  nprPerUsd: number;
};

export type StripeCheckout = { sessionId: string; url: string };

export type StripeSessionState = {
  paid: boolean;
  status: Stripe.Checkout.Session.Status | null;
  attemptId: string | null;
  amountTotal: number | null;
  paymentIntent: string | null;
};

/** Stripe refuses USD charges below $0.50. */
const USD_MINIMUM_CENTS = 50;

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = new URL(settings.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: 10_000,
    // Request-timing headers mean nothing to the stand-in and leak nothing useful to Stripe.
    telemetry: false,
  });
}

export function usdCentsFor(npr: number, nprPerUsd: number): number {
  if (!(nprPerUsd > 0) || !Number.isFinite(npr) || npr < 0) {
    throw new Error(`cannot price ${npr} NPR at ${nprPerUsd} NPR/USD`);
  }
  // Rounded up so we never under-charge; the epsilon keeps float noise (1234.0000000001) from adding a cent.
  const cents = Math.ceil((npr * 100) / nprPerUsd - 1e-9);
  return Math.max(USD_MINIMUM_CENTS, cents);
}

/**
 * `attempt.successUrl` may contain `{CHECKOUT_SESSION_ID}`; Stripe fills it in when it redirects.
 * The idempotency key is the attempt, so a retried call returns the same session, never a second one.
 */
export async function createStripeCheckout(
  stripe: Stripe,
  attempt: PaymentAttempt,
  usdCents: number,
): Promise<StripeCheckout> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: usdCents,
            product_data: { name: `Art Marketplace order ${attempt.orderId}` },
          },
        },
      ],
      client_reference_id: attempt.attemptId,
      metadata: { orderId: attempt.orderId, attemptId: attempt.attemptId },
      success_url: attempt.successUrl,
      cancel_url: attempt.failureUrl,
    },
    { idempotencyKey: `checkout-${attempt.attemptId}` },
  );
  if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL`);
  return { sessionId: session.id, url: session.url };
}

export function stripeHandoff(checkout: StripeCheckout): Handoff {
  return { method: 'GET', action: checkout.url, fields: {} };
}

/**
 * Verifies a webhook delivery and returns its event; throws Stripe's signature error otherwise.
 * `rawBody` must be the bytes as received: re-serialized JSON no longer matches the signature.
 */
export function readStripeWebhook(
  stripe: Stripe,
  settings: StripeSettings,
  rawBody: Buffer | string,
  signature: string,
): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
}

export async function retrieveStripeSession(stripe: Stripe, sessionId: string): Promise<StripeSessionState> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  return {
    paid: session.payment_status === 'paid',
    status: session.status,
    attemptId: session.client_reference_id ?? session.metadata?.attemptId ?? null,
    amountTotal: session.amount_total,
    paymentIntent: intentId(session.payment_intent),
  };
}

/** A session's payment_intent is an id, or the object when expanded. */
export function intentId(intent: string | { id: string } | null | undefined): string | null {
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/**
 * Gives part or all of a card payment back. The idempotency key is our refund's id, so a retry
 * (the reconciler's, or two replicas at once) never refunds twice; the refund's id rides in its
 * metadata so charge.refunded can name which of ours it settles.
 */
export async function createStripeRefund(
  stripe: Stripe,
  refund: { refundId: string; paymentIntent: string; amountCents: number },
): Promise<string> {
  const made = await stripe.refunds.create(
    { payment_intent: refund.paymentIntent, amount: refund.amountCents, metadata: { refundId: refund.refundId } },
    { idempotencyKey: `refund-${refund.refundId}` },
  );
  return made.id;
}
