import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { payStripe, type StripeStandIn, startStripeStandIn, stripeSignatureHeader } from '@art/payment-stand-ins';
import type Stripe from 'stripe';
import type { PaymentAttempt } from '../../../../src/modules/payments/providers/handoff.js';
import {
  createStripeCheckout,
  createStripeClient,
  readStripeWebhook,
  retrieveStripeSession,
  type StripeSettings,
  usdCentsFor,
} from '../../../../src/modules/payments/providers/stripe.js';

type Delivery = { headers: IncomingHttpHeaders; body: Buffer };

const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';
const received: Delivery[] = [];
// Stands in for the commerce service's webhook route: keeps the raw bytes, as the route must.
const webhookListener = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(200).end();
  });
});

let standIn: StripeStandIn;
let settings: StripeSettings;
let stripe: Stripe;

before(async () => {
  await new Promise<void>((resolve) => webhookListener.listen(0, '127.0.0.1', resolve));
  const { port } = webhookListener.address() as AddressInfo;
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
  });
  settings = { apiUrl: standIn.url, secretKey: standIn.secretKey, webhookSecret: WEBHOOK_SECRET, nprPerUsd: 133.5 };
  stripe = createStripeClient(settings);
});
beforeEach(() => {
  received.length = 0;
});
after(async () => {
  await standIn.close();
  webhookListener.closeAllConnections();
  await new Promise((resolve) => webhookListener.close(resolve));
});

function anAttempt(): PaymentAttempt {
  return {
    orderId: randomUUID(),
    attemptId: randomUUID(),
    itemTotal: 10000,
    tax: 1300,
    shipping: 0,
    grandTotal: 11300,
    description: 'Oil on canvas',
    successUrl: 'http://shop.test/payments/stripe/success?session_id={CHECKOUT_SESSION_ID}',
    failureUrl: 'http://shop.test/payments/stripe/cancel',
  };
}

function signatureOf(delivery: Delivery): string {
  const header = delivery.headers['stripe-signature'];
  assert.equal(typeof header, 'string');
  return header as string;
}

test('a paid Checkout Session sends a verifiable checkout.session.completed webhook', async () => {
  const attempt = anAttempt();
  const cents = usdCentsFor(attempt.grandTotal, settings.nprPerUsd);
  const checkout = await createStripeCheckout(stripe, attempt, cents);
  assert.match(checkout.sessionId, /^cs_test_/);
  assert.deepEqual(await retrieveStripeSession(stripe, checkout.sessionId), {
    paid: false,
    status: 'open',
    attemptId: attempt.attemptId,
    amountTotal: cents,
    paymentIntent: null,
  });

  const location = await payStripe(checkout.url);
  assert.equal(location, `http://shop.test/payments/stripe/success?session_id=${checkout.sessionId}`);
  assert.equal(received.length, 1);
  const event = readStripeWebhook(stripe, settings, received[0].body, signatureOf(received[0]));
  assert.equal(event.type, 'checkout.session.completed');
  assert.ok(event.type === 'checkout.session.completed');
  const session = event.data.object;
  assert.equal(session.id, checkout.sessionId);
  assert.equal(session.client_reference_id, attempt.attemptId);
  assert.deepEqual(session.metadata, { orderId: attempt.orderId, attemptId: attempt.attemptId });
  assert.equal(session.payment_status, 'paid');

  const paid = await retrieveStripeSession(stripe, checkout.sessionId);
  assert.match(paid.paymentIntent ?? '', /^pi_/, 'a paid session names the PaymentIntent refunds are made against');
  assert.deepEqual(paid, {
    paid: true,
    status: 'complete',
    attemptId: attempt.attemptId,
    amountTotal: cents,
    paymentIntent: session.payment_intent,
  });
});

test('a tampered webhook body, another secret or a stale signature are refused', async () => {
  const checkout = await createStripeCheckout(stripe, anAttempt(), 5000);
  await payStripe(checkout.url);
  const [delivery] = received;
  const signature = signatureOf(delivery);
  const tampered = delivery.body.toString('utf8').replace('"paid"', '"unpaid"');
  assert.notEqual(tampered, delivery.body.toString('utf8'));
  assert.throws(() => readStripeWebhook(stripe, settings, tampered, signature), /No signatures found matching/);
  assert.throws(() =>
    readStripeWebhook(stripe, { ...settings, webhookSecret: 'whsec_other' }, delivery.body, signature),
  );
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  const stale = stripeSignatureHeader(WEBHOOK_SECRET, delivery.body.toString('utf8'), anHourAgo);
  assert.throws(() => readStripeWebhook(stripe, settings, delivery.body, stale), /tolerance/);
});

test('a replayed webhook carries the same event id with a fresh valid signature', async () => {
  const checkout = await createStripeCheckout(stripe, anAttempt(), 5000);
  await payStripe(checkout.url);
  const delivery = await standIn.resendLastWebhook();
  assert.equal(delivery.status, 200);
  assert.equal(received.length, 2);
  const [first, second] = received.map((d) => readStripeWebhook(stripe, settings, d.body, signatureOf(d)));
  assert.equal(second.id, first.id);
});

test('creating the Checkout Session twice for one attempt gives the same session', async () => {
  const attempt = anAttempt();
  const first = await createStripeCheckout(stripe, attempt, 5000);
  const second = await createStripeCheckout(stripe, attempt, 5000);
  assert.equal(second.sessionId, first.sessionId);
});

test('a wrong API key is refused', async () => {
  const wrong = createStripeClient({ ...settings, secretKey: 'sk_test_wrong' });
  await assert.rejects(createStripeCheckout(wrong, anAttempt(), 5000), { type: 'StripeAuthenticationError' });
});

test('an amount under Stripe’s minimum is refused', async () => {
  await assert.rejects(createStripeCheckout(stripe, anAttempt(), 49), { type: 'StripeInvalidRequestError' });
});

test('NPR prices round up to whole US cents, never below 50 cents', () => {
  assert.equal(usdCentsFor(1335, 133.5), 1000);
  assert.equal(usdCentsFor(1000, 133.5), 750);
  assert.equal(usdCentsFor(10, 133.5), 50);
  assert.throws(() => usdCentsFor(100, 0));
});
