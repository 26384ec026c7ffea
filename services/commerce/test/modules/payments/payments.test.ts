import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  cancelConnectIps,
  cancelEsewa,
  cancelStripe,
  payConnectIps,
  payEsewa,
  payStripe,
  type StripeStandIn,
} from '@art/payment-stand-ins';
import { waitUntil } from '@art/testing';
import { call, catalogueStock, endHold, outboxEvents, placeOrder } from '../../support/orders.js';
import { type CommerceWithProviders, startCommerceWithProviders } from '../../support/providers.js';
import { artworkForSale, type CommerceTestContext, type Member, seedMember } from '../../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_payments_test_0123456789';
const STRIPE_KEY = 'sk_test_payments_0123456789';

let providers: CommerceWithProviders;
let t: CommerceTestContext;
let stripe: StripeStandIn;
let baseUrl: string;
let artist: Member;
let buyer: Member;

before(async () => {
  providers = await startCommerceWithProviders(
    'payments',
    { webhookSecret: WEBHOOK_SECRET, secretKey: STRIPE_KEY },
    { RECONCILE_PAYMENT_AFTER_MS: '0', PUBLIC_URL: 'http://shop.test' },
  );
  ({ t, stripe, baseUrl } = providers);
  artist = await seedMember(t.db, { name: 'Sita Shrestha', role: 11 });
  buyer = await seedMember(t.db, { name: 'Anita Gurung' });
});
after(() => providers?.close());

async function onlineOrder(method: 'esewa' | 'connect_ips' | 'stripe', price = 1000) {
  const artwork = await artworkForSale(t, artist, { price, name: `Piece for ${method}` });
  await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id });
  const placed = await placeOrder(t, buyer, [artwork.id], method);
  assert.equal(placed.statusCode, 201, placed.body);
  const handoff = await call(t, buyer, 'POST', '/api/payment/handoff', { order_id: placed.json().orderId });
  assert.equal(handoff.statusCode, 200, handoff.body);
  return { orderId: placed.json().orderId as string, artwork, handoff: handoff.json().data };
}

/** The browser coming back from the provider to the URL it was sent to (through the gateway in production). */
async function comeBack(location: string) {
  const url = new URL(location);
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  assert.equal(response.statusCode, 303, response.body);
  return new URL(response.headers.location as string);
}

const orderOf = async (orderId: string) => (await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data;
const paymentsOf = (orderId: string) =>
  t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();

describe('eSewa', () => {
  test('a signed success, confirmed by the status check, pays the order once however often it comes back', async () => {
    const { orderId, artwork, handoff } = await onlineOrder('esewa', 1000);
    assert.equal(handoff.method, 'POST');
    assert.equal(handoff.fields.total_amount, '1180');
    assert.equal(handoff.fields.product_code, 'EPAYTEST');
    // Unpaid, the order keeps its cart line and waits.
    assert.equal((await orderOf(orderId)).paymentStatus, 'pending');

    const location = await payEsewa(handoff.action, handoff.fields);
    const landing = await comeBack(location);
    assert.equal(landing.pathname, '/checkout/success');
    assert.equal(landing.searchParams.get('order'), orderId);
    const order = await orderOf(orderId);
    assert.equal(order.paymentStatus, 'paid');
    assert.equal(order.orderStatus, 'CONFIRMED');
    assert.equal((await call(t, buyer, 'GET', '/api/cart')).json().data.products.length, 0);

    // The same callback again: still one paid payment, one event.
    await comeBack(location);
    const payments = await paymentsOf(orderId);
    assert.deepEqual(
      payments.map((p) => p.status),
      ['paid'],
    );
    const completed = (await outboxEvents<{ orderId: string }>(t, 'commerce.payment.completed')).filter(
      (event) => event.data.orderId === orderId,
    );
    assert.equal(completed.length, 1);
    assert.equal(await catalogueStock(t, artwork.id), 0);
  });

  test('a success whose amount was changed is refused and pays nothing', async () => {
    const { orderId, handoff } = await onlineOrder('esewa', 2000);
    const location = new URL(await payEsewa(handoff.action, handoff.fields));
    const answer = JSON.parse(Buffer.from(location.searchParams.get('data')!, 'base64').toString('utf8'));
    answer.total_amount = '10.0';
    location.searchParams.set('data', Buffer.from(JSON.stringify(answer)).toString('base64'));
    const landing = await comeBack(location.toString());
    assert.equal(landing.pathname, '/checkout/failure');
    assert.equal((await orderOf(orderId)).paymentStatus, 'pending');
    assert.deepEqual(
      (await paymentsOf(orderId)).map((p) => p.status),
      ['pending'],
    );
  });

  test('a forged success for an attempt nobody paid is not believed: eSewa’s status check decides', async () => {
    const { orderId, handoff } = await onlineOrder('esewa', 3000);
    // Signed correctly (a leaked key, say) but never paid at eSewa.
    const { createHmac } = await import('node:crypto');
    const data: Record<string, string> = {
      transaction_code: '000FAKE',
      status: 'COMPLETE',
      total_amount: handoff.fields.total_amount,
      transaction_uuid: handoff.fields.transaction_uuid,
      product_code: 'EPAYTEST',
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    const message = data.signed_field_names
      .split(',')
      .map((field) => `${field}=${data[field]}`)
      .join(',');
    data.signature = createHmac('sha256', t.config.ESEWA_SECRET_KEY).update(message).digest('base64');
    const forged = `http://shop.test/api/payment/esewa/return?data=${encodeURIComponent(Buffer.from(JSON.stringify(data)).toString('base64'))}`;
    await comeBack(forged);
    assert.notEqual((await orderOf(orderId)).paymentStatus, 'paid');
  });
});

describe('turning back at the provider', () => {
  test('eSewa: the failure redirect ends the attempt (eSewa is asked first); the order can be paid again', async () => {
    const { orderId, handoff } = await onlineOrder('esewa', 1500);
    const landing = await comeBack(await cancelEsewa(handoff.action, handoff.fields));
    assert.equal(landing.pathname, '/checkout/failure');
    assert.equal(landing.searchParams.get('order'), orderId);
    assert.equal(landing.searchParams.get('reason'), 'cancelled', 'a code the page translates, never words');
    assert.deepEqual(
      (await paymentsOf(orderId)).map((p) => p.status),
      ['failed'],
    );
    const order = await orderOf(orderId);
    assert.equal(order.paymentStatus, 'pending');
    assert.equal(order.orderStatus, 'PENDING');
    const again = await call(t, buyer, 'POST', '/api/payment/handoff', { order_id: orderId });
    assert.equal(again.statusCode, 200, again.body);
    assert.notEqual(again.json().data.fields.transaction_uuid, handoff.fields.transaction_uuid);
  });

  test('ConnectIPS: the failure redirect, confirmed by validatetxn, ends the attempt', async () => {
    const { orderId, handoff } = await onlineOrder('connect_ips', 1600);
    const landing = await comeBack(await cancelConnectIps(handoff.action, handoff.fields));
    assert.equal(landing.pathname, '/checkout/failure');
    assert.equal(
      landing.searchParams.get('reason'),
      'not-completed',
      'the provider’s own words stay out of the address',
    );
    assert.deepEqual(
      (await paymentsOf(orderId)).map((p) => p.status),
      ['failed'],
    );
    assert.equal((await orderOf(orderId)).paymentStatus, 'pending');
  });

  test('Stripe: the cancel URL goes back to the failure page and pays nothing', async () => {
    const placed = await placeOrder(t, buyer, [(await artworkForSale(t, artist, { price: 1700 })).id], 'stripe');
    const { orderId } = placed.json();
    // The card call (POST /api/save-stripe-token): the same hand-off, for card orders only.
    const handoff = await call(t, buyer, 'POST', '/api/save-stripe-token', { order_id: orderId });
    assert.equal(handoff.statusCode, 200, handoff.body);
    const landing = await comeBack(await cancelStripe(handoff.json().data.action));
    assert.equal(landing.pathname, '/checkout/failure');
    assert.equal(landing.searchParams.get('order'), orderId);
    assert.equal(landing.searchParams.get('reason'), 'cancelled');
    assert.notEqual((await orderOf(orderId)).paymentStatus, 'paid');
  });

  test('the hand-off refuses a cash order, an order of somebody else and a card call for another method', async () => {
    const cash = (await placeOrder(t, buyer, [(await artworkForSale(t, artist)).id])).json().orderId;
    const cashHandoff = await call(t, buyer, 'POST', '/api/payment/handoff', { order_id: cash });
    assert.equal(cashHandoff.statusCode, 409);
    const esewaOrder = (await placeOrder(t, buyer, [(await artworkForSale(t, artist)).id], 'esewa')).json().orderId;
    const stranger = await seedMember(t.db, { name: 'Someone Else' });
    assert.equal((await call(t, stranger, 'POST', '/api/payment/handoff', { order_id: esewaOrder })).statusCode, 404);
    assert.equal((await call(t, buyer, 'POST', '/api/save-stripe-token', { order_id: esewaOrder })).statusCode, 409);
  });
});

describe('ConnectIPS', () => {
  test('a signed form, paid, is confirmed with validatetxn', async () => {
    const { orderId, handoff } = await onlineOrder('connect_ips', 1000);
    assert.equal(handoff.fields.TXNAMT, '118000');
    const location = await payConnectIps(handoff.action, handoff.fields);
    const landing = await comeBack(location);
    assert.equal(landing.pathname, '/checkout/success');
    assert.equal((await orderOf(orderId)).paymentStatus, 'paid');
  });
});

describe('Stripe', () => {
  test('a Checkout Session in USD is paid by its signed webhook, once even when the webhook is replayed', async () => {
    const { orderId, handoff } = await onlineOrder('stripe', 13_300);
    assert.equal(handoff.method, 'GET');
    const session = [...stripe.sessions.values()].at(-1)!;
    // 13,300 + 1,729 tax + 50 shipping = 15,079 NPR at 133 NPR/USD = 113.38 USD
    assert.equal(session.amount_total, 11338);
    assert.equal(session.currency, 'usd');

    const location = new URL(await payStripe(handoff.action));
    assert.equal(location.pathname, '/checkout/success');
    await waitUntil('the webhook to pay the order', async () => (await orderOf(orderId)).paymentStatus === 'paid');

    const replay = await stripe.resendLastWebhook();
    assert.equal(replay.status, 200);
    assert.deepEqual(
      (await paymentsOf(orderId)).map((p) => p.status),
      ['paid'],
    );
    const completed = (await outboxEvents<{ orderId: string }>(t, 'commerce.payment.completed')).filter(
      (event) => event.data.orderId === orderId,
    );
    assert.equal(completed.length, 1);
  });

  test('a webhook with a bad signature is refused', async () => {
    const response = await fetch(`${baseUrl}/api/payment/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    assert.equal(response.status, 400);
  });
});

describe('the reconciler', () => {
  test('finds a payment the browser never came back from', async () => {
    const { orderId, handoff } = await onlineOrder('esewa', 4000);
    await payEsewa(handoff.action, handoff.fields);
    assert.equal((await orderOf(orderId)).paymentStatus, 'pending');
    await t.app.reconcile();
    assert.equal((await orderOf(orderId)).paymentStatus, 'paid');
  });

  test('cancels an online order unpaid in time and releases its stock', async () => {
    const { orderId, artwork } = await onlineOrder('esewa', 5000);
    assert.equal(await catalogueStock(t, artwork.id), 0);
    await endHold(t, orderId, 'pay_by');
    const summary = await t.app.reconcile();
    assert.equal(summary.timedOut, 1);
    const order = await orderOf(orderId);
    assert.equal(order.orderStatus, 'CANCELLED');
    assert.equal(order.paymentStatus, 'failed');
    await waitUntil('catalogue to release the piece', async () => (await catalogueStock(t, artwork.id)) === 1);
  });

  test('settles an order whose stock answer was lost: what was reserved is given back', async () => {
    const artwork = await artworkForSale(t, artist, { name: 'Lost Answer' });
    const { orderId } = (await placeOrder(t, buyer, [artwork.id])).json();
    // As if the service had died between catalogue's answer and recording it.
    await t.db
      .updateTable('orders')
      .set({ state: 'reserving', created_at: undefined as never })
      .where('id', '=', orderId)
      .execute();
    await t.db.updateTable('order_items').set({ status: 'PENDING' }).where('order_id', '=', orderId).execute();
    await new Promise((resolve) => setTimeout(resolve, Math.max(t.config.STOCK_TIMEOUT_MS * 2, 1000) + 50));
    const summary = await t.app.reconcile();
    assert.equal(summary.settledReservations >= 1, true);
    assert.equal(
      (await t.db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow()).state,
      'refused',
    );
    await waitUntil('catalogue to release the piece', async () => (await catalogueStock(t, artwork.id)) === 1);
  });
});
