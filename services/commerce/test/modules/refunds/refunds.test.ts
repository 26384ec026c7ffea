import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { amountOwed, refundDue } from '@art/contracts';
import { payConnectIps, payEsewa, payStripe, type StripeStandIn } from '@art/payment-stand-ins';
import { waitUntil } from '@art/testing';
import { createStripeRefund, usdCentsFor } from '../../../src/modules/payments/providers/stripe.js';
import { call, outboxEvents, placeOrder } from '../../support/orders.js';
import { type CommerceWithProviders, startCommerceWithProviders } from '../../support/providers.js';
import {
  artworkForSale,
  type CommerceTestContext,
  type Member,
  seedMember,
  viewerHeaders,
} from '../../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_refunds_test_0123456789';
const STRIPE_KEY = 'sk_test_refunds_0123456789';
const NPR_PER_USD = 133;

let providers: CommerceWithProviders;
let t: CommerceTestContext;
let stripe: StripeStandIn;
let artist: Member;
let buyer: Member;
let operator: Member;

before(async () => {
  providers = await startCommerceWithProviders(
    'refunds',
    { webhookSecret: WEBHOOK_SECRET, secretKey: STRIPE_KEY },
    { NPR_PER_USD: String(NPR_PER_USD), PUBLIC_URL: 'http://shop.test', PUBLIC_URL_ALIASES: 'http://localhost:8080' },
  );
  ({ t, stripe } = providers);
  artist = await seedMember(t.db, { name: 'Sita Shrestha', role: 11 });
  buyer = await seedMember(t.db, { name: 'Anita Gurung' });
  operator = await seedMember(t.db, { name: 'Market Operator', role: 1 });
});
after(() => providers?.close());

type Method = 'esewa' | 'connect_ips' | 'stripe';

/** A placed two-item order: a NPR 2,000 piece and a NPR 500 piece, as in the issue. */
async function twoItemOrder(method: Method, prices: [number, number] = [2000, 500]) {
  const big = await artworkForSale(t, artist, { price: prices[0], name: `Big piece ${method}` });
  const small = await artworkForSale(t, artist, { price: prices[1], name: `Small piece ${method}` });
  const placed = await placeOrder(t, buyer, [big.id, small.id], method);
  assert.equal(placed.statusCode, 201, placed.body);
  const orderId = placed.json().orderId as string;
  const order = await orderOf(orderId);
  const itemOf = (artworkId: string) =>
    order.orderItems.find((item: { product: { _id: string } }) => item.product._id === artworkId)._id as string;
  return { orderId, bigItem: itemOf(big.id), smallItem: itemOf(small.id) };
}

const orderOf = async (orderId: string) => (await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data;
const handoff = async (orderId: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/handoff',
    payload: { order_id: orderId },
    headers: { ...viewerHeaders(buyer), ...headers },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { method: string; action: string; fields: Record<string, string> };
};
const refundsOf = (orderId: string) =>
  t.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
const comeBack = async (location: string) => {
  const url = new URL(location);
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  assert.equal(response.statusCode, 303, response.body);
  return new URL(response.headers.location as string);
};

describe('an item cancelled before payment', () => {
  // 500 + 65 tax + 50 shipping, where the placed order asked 2,875.
  const left = amountOwed([{ price: 500, status: 'PENDING' }]);

  test('eSewa: the old attempt ends and the new hand-off, the page and the payment carry what is open now', async () => {
    const { orderId, bigItem } = await twoItemOrder('esewa');
    const first = await handoff(orderId);
    assert.equal(first.fields.total_amount, '2875');
    const cancelled = await call(t, buyer, 'POST', '/api/user/order/itemcancel', {
      order_id: orderId,
      item_id: bigItem,
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const [stale] = await t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
    assert.equal(stale.status, 'failed');
    assert.equal(stale.failure_reason, 'amount changed');

    const order = await orderOf(orderId);
    assert.deepEqual(
      [order.itemTotal, order.taxPrice, order.shippingPrice, order.grandTotal],
      [500, 65, 50, left.grandTotal],
    );
    assert.equal(left.grandTotal, 615);
    const second = await handoff(orderId);
    assert.equal(second.fields.amount, '500');
    assert.equal(second.fields.tax_amount, '65');
    assert.equal(second.fields.product_delivery_charge, '50');
    assert.equal(second.fields.total_amount, '615');
    // The stand-in checks the signature over the new total before it takes the money.
    await comeBack(await payEsewa(second.action, second.fields));
    const paid = await orderOf(orderId);
    assert.equal(paid.paymentStatus, 'paid');
    assert.equal(paid.grandTotal, 615);
    const [completed] = (
      await outboxEvents<{ orderId: string; amountNpr: number; orderNumber: string }>(t, 'commerce.payment.completed')
    ).filter((event) => event.data.orderId === orderId);
    assert.equal(completed.data.amountNpr, 615);
    assert.equal(completed.data.orderNumber, paid.orderNumber);
    assert.equal((await refundsOf(orderId)).length, 0, 'paid exactly what was owed: nothing to give back');
  });

  test('ConnectIPS and Stripe ask the new amount too', async () => {
    const ips = await twoItemOrder('connect_ips');
    await call(t, buyer, 'POST', '/api/user/order/itemcancel', { order_id: ips.orderId, item_id: ips.bigItem });
    assert.equal((await handoff(ips.orderId)).fields.TXNAMT, '61500');

    const card = await twoItemOrder('stripe');
    await call(t, buyer, 'POST', '/api/user/order/itemcancel', { order_id: card.orderId, item_id: card.bigItem });
    await handoff(card.orderId);
    const session = [...stripe.sessions.values()].at(-1)!;
    assert.equal(session.amount_total, usdCentsFor(615, NPR_PER_USD));
  });

  test('a stale attempt that is paid anyway leaves what it took beyond the open items as a refund', async () => {
    const { orderId, bigItem } = await twoItemOrder('esewa');
    const stale = await handoff(orderId);
    await call(t, buyer, 'POST', '/api/user/order/itemcancel', { order_id: orderId, item_id: bigItem });
    // The buyer had the old eSewa page open and pays NPR 2,875 there.
    await comeBack(await payEsewa(stale.action, stale.fields));
    assert.equal((await orderOf(orderId)).paymentStatus, 'paid');
    const refunds = await refundsOf(orderId);
    assert.deepEqual(
      refunds.map((refund) => [Number(refund.amount_npr), refund.status]),
      [[2875 - 615, 'pending']],
    );
  });
});

describe('a payment for nothing open', () => {
  test('a payment that completes after the buyer cancelled everything is refunded whole, items left as they were', async () => {
    const { orderId } = await twoItemOrder('esewa');
    const stale = await handoff(orderId);
    assert.equal((await call(t, buyer, 'POST', '/api/user/order/cancel', { order_id: orderId })).statusCode, 200);
    await comeBack(await payEsewa(stale.action, stale.fields));
    const order = await orderOf(orderId);
    assert.equal(order.orderStatus, 'CANCELLED');
    assert.equal(order.grandTotal, 0);
    assert.deepEqual(
      order.refunds.map((refund: { amountNpr: number; status: string }) => [refund.amountNpr, refund.status]),
      [[2875, 'pending']],
    );
    const [completed] = (
      await outboxEvents<{ orderId: string; amountNpr: number }>(t, 'commerce.payment.completed')
    ).filter((event) => event.data.orderId === orderId);
    assert.equal(completed.data.amountNpr, 0, 'it paid for nothing still open');
  });
});

describe('an item cancelled after payment', () => {
  async function paidOrder(method: Method, prices?: [number, number]) {
    const order = await twoItemOrder(method, prices);
    const form = await handoff(order.orderId);
    if (method === 'esewa') await comeBack(await payEsewa(form.action, form.fields));
    if (method === 'connect_ips') await comeBack(await payConnectIps(form.action, form.fields));
    if (method === 'stripe') await payStripe(form.action);
    await waitUntil('the order to be paid', async () => (await orderOf(order.orderId)).paymentStatus === 'paid');
    return order;
  }
  const artistCancels = (itemId: string) =>
    call(t, artist, 'POST', '/api/studio/sales/status', { item_id: itemId, status: 'CANCELLED' });
  const before = [
    { price: 2000, status: 'CONFIRMED' },
    { price: 500, status: 'CONFIRMED' },
  ];
  const afterCancel = [
    { price: 2000, status: 'REFUND_PENDING' },
    { price: 500, status: 'CONFIRMED' },
  ];

  test('Stripe: one refund through the Refunds API; the replayed webhook still makes one', async () => {
    const { orderId, bigItem } = await paidOrder('stripe');
    const charged = usdCentsFor(2875, NPR_PER_USD);
    const moved = await artistCancels(bigItem);
    assert.equal(moved.statusCode, 200, moved.body);
    const expectedCents = charged - usdCentsFor(amountOwed(afterCancel).grandTotal, NPR_PER_USD);
    await waitUntil('Stripe to confirm the refund', async () => (await orderOf(orderId)).paymentStatus !== 'paid');
    const order = await orderOf(orderId);
    assert.equal(order.paymentStatus, 'partially-refunded');
    assert.equal(order.orderItems.find((item: { _id: string }) => item._id === bigItem).status, 'REFUNDED');
    assert.equal(order.grandTotal, 615);
    assert.deepEqual(
      order.refunds.map((refund: { amountNpr: number; amount: number; status: string }) => [
        refund.amountNpr,
        refund.amount,
        refund.status,
      ]),
      [[refundDue(before, afterCancel), expectedCents, 'refunded']],
    );
    assert.ok(order.history.some((entry: { step: string }) => entry.step === 'refund-pending'));
    assert.ok(order.history.some((entry: { step: string }) => entry.step === 'refunded'));
    const charge = [...stripe.charges.values()].find((entry) => entry.refunds.data.length > 0)!;
    assert.equal(charge.amount_refunded, expectedCents);

    const replay = await stripe.resendLastWebhook();
    assert.equal(replay.status, 200);
    assert.equal((await refundsOf(orderId)).length, 1);
    const completed = (await outboxEvents<{ orderId: string }>(t, 'commerce.refund.completed')).filter(
      (event) => event.data.orderId === orderId,
    );
    assert.equal(completed.length, 1);
    // Asking Stripe again for the same refund (a retry) answers the same refund and takes no more money.
    const [refund] = await refundsOf(orderId);
    const [payment] = await t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
    const retried = await createStripeRefund(t.app.payments.stripe.client, {
      refundId: refund.id,
      paymentIntent: payment.payment_intent!,
      amountCents: Number(refund.amount),
    });
    assert.equal(retried, refund.provider_ref);
    assert.equal(charge.refunds.data.length, 1);
    assert.equal(charge.amount_refunded, expectedCents);
  });

  test('Stripe: a cancel whose share the 50-cent minimum still covers gives nothing back and reads cancelled, not Refund pending', async () => {
    // NPR 5 + 5: 61 owed (50 cents, the minimum); NPR 56 after the cancel is still 50 cents.
    const { orderId, bigItem } = await paidOrder('stripe', [5, 5]);
    assert.equal(usdCentsFor(61, NPR_PER_USD), usdCentsFor(56, NPR_PER_USD));
    const moved = await artistCancels(bigItem);
    assert.equal(moved.statusCode, 200, moved.body);
    const order = await orderOf(orderId);
    assert.equal(order.orderItems.find((item: { _id: string }) => item._id === bigItem).status, 'CANCELLED');
    assert.equal(order.paymentStatus, 'paid');
    assert.deepEqual(await refundsOf(orderId), []);
    const step = order.history.filter((entry: { itemId: string | null }) => entry.itemId === bigItem).at(-1);
    assert.equal(step.step, 'cancelled');
    assert.match(step.note, /nothing to give back/);
  });

  test('the stand-in refuses a refund above what is left on the charge', async () => {
    const { orderId } = await paidOrder('stripe');
    const [payment] = await t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
    const tooMuch = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `payment_intent=${payment.payment_intent}&amount=${Number(payment.amount) + 1}`,
    });
    assert.equal(tooMuch.status, 400);
  });

  for (const method of ['esewa', 'connect_ips'] as const) {
    test(`${method}: the refund waits as pending until an operator marks it paid back`, async () => {
      const { orderId, bigItem } = await paidOrder(method);
      assert.equal((await artistCancels(bigItem)).statusCode, 200);
      const pending = await orderOf(orderId);
      assert.equal(pending.paymentStatus, 'paid');
      assert.equal(pending.orderItems.find((item: { _id: string }) => item._id === bigItem).status, 'REFUND_PENDING');
      assert.deepEqual(
        pending.refunds.map((refund: { amountNpr: number; status: string }) => [refund.amountNpr, refund.status]),
        [[refundDue(before, afterCancel), 'pending']],
      );
      const requested = (await outboxEvents<{ orderId: string }>(t, 'commerce.refund.requested')).filter(
        (event) => event.data.orderId === orderId,
      );
      assert.equal(requested.length, 1);

      const refundId = pending.refunds[0]._id;
      const refused = await call(t, buyer, 'POST', `/api/operator/refunds/${refundId}/refunded`, { reference: 'x' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().status, 'operator-only');
      assert.equal((await call(t, buyer, 'GET', '/api/operator/refunds')).statusCode, 403);
      const listed = (await call(t, operator, 'GET', '/api/operator/refunds?status=pending')).json().data.result;
      assert.ok(listed.some((refund: { _id: string }) => refund._id === refundId));

      const marked = await call(t, operator, 'POST', `/api/operator/refunds/${refundId}/refunded`, {
        reference: 'BANK-TRANSFER-42',
      });
      assert.equal(marked.statusCode, 200, marked.body);
      assert.equal(marked.json().data.status, 'refunded');
      const again = await call(t, operator, 'POST', `/api/operator/refunds/${refundId}/refunded`, { reference: 'y' });
      assert.equal(again.statusCode, 409);
      const done = await orderOf(orderId);
      assert.equal(done.paymentStatus, 'partially-refunded');
      assert.equal(done.orderItems.find((item: { _id: string }) => item._id === bigItem).status, 'REFUNDED');
      assert.equal(done.refunds[0].reference, 'BANK-TRANSFER-42');
    });
  }

  test('the last item cancelled refunds the rest with the shipping, and the order reads refunded', async () => {
    const { orderId, bigItem, smallItem } = await paidOrder('esewa');
    await artistCancels(bigItem);
    await artistCancels(smallItem);
    const refunds = await refundsOf(orderId);
    assert.deepEqual(
      refunds.map((refund) => Number(refund.amount_npr)),
      [2875 - 615, 615],
    );
    for (const refund of refunds) {
      await call(t, operator, 'POST', `/api/operator/refunds/${refund.id}/refunded`, { reference: `R-${refund.id}` });
    }
    const order = await orderOf(orderId);
    assert.equal(order.paymentStatus, 'refunded');
    assert.equal(order.orderStatus, 'REFUNDED');
    assert.equal(order.grandTotal, 0);
  });
});

describe('the way back from the provider', () => {
  test('goes to the origin the buyer came from when it is a known one, else to PUBLIC_URL', async () => {
    const known = await twoItemOrder('esewa');
    const fromAlias = await handoff(known.orderId, {
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'localhost:8080',
    });
    assert.equal(new URL(fromAlias.fields.success_url).origin, 'http://localhost:8080');
    const landing = await comeBack(await payEsewa(fromAlias.action, fromAlias.fields));
    assert.equal(landing.origin, 'http://localhost:8080');
    assert.equal(landing.pathname, '/checkout/success');

    const other = await twoItemOrder('esewa');
    const fromElsewhere = await handoff(other.orderId, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    assert.equal(new URL(fromElsewhere.fields.success_url).origin, 'http://shop.test');
  });
});
