import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  type EsewaStandIn,
  payEsewa,
  payStripe,
  type StripeStandIn,
  startEsewaStandIn,
  startStripeStandIn,
} from '@art/payment-stand-ins';
import { type Mail, readMails, waitUntil } from '@art/testing';
import { uploadArtwork } from './support/artworks.js';
import { artist, type Member, POKHARA_SHIPPING, projected, query, verifiedMember } from './support/members.js';
import { type Stack, startStack } from './support/stack.js';

/**
 * An order's whole life through every real process (gateway, identity, catalogue, commerce,
 * notification, the mail worker and the providers' stand-ins):
 * - order → pay (eSewa) → ship → deliver, the buyer and the artist mailed and told at each step;
 * - order of two → pay (Stripe) → the artist cancels one → Stripe refunds its share through the
 *   Refunds API and its signed webhook; the buyer sees Refund pending, then Refunded.
 * Every mail and notification is read back exactly once, with the order number.
 */
const WEBHOOK_SECRET = 'whsec_system_lifecycle_0123456789';
const STRIPE_KEY = 'sk_test_system_lifecycle_0123456789';

let stack: Stack;
let esewa: EsewaStandIn;
let stripe: StripeStandIn;

before(async () => {
  esewa = await startEsewaStandIn();
  stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, secretKey: STRIPE_KEY });
  stack = await startStack('order_lifecycle', {
    linkToGateway: true,
    commerceEnv: {
      ESEWA_FORM_URL: esewa.formUrl,
      ESEWA_STATUS_URL: esewa.statusUrl,
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  // Stripe calls the public webhook: the gateway.
  stripe.setWebhookUrl(`${stack.gateway.url}/api/payment/stripe/webhook`);
});

after(async () => {
  await stack?.stop();
  await esewa?.close();
  await stripe?.close();
});

const shippingInfo = POKHARA_SHIPPING;

async function forSale(painter: Member, name: string, price: number) {
  const artwork = await uploadArtwork(stack, painter, { name, price, stock: 1 });
  await waitUntil(
    `${name} to reach commerce`,
    async () =>
      (await query(stack.databases.commerce, 'SELECT 1 FROM products WHERE id = $1', [artwork.id])).length > 0,
    { timeoutMs: 30_000 },
  );
  return artwork;
}

async function orderOf(buyer: Member, orderId: string) {
  const answer = await stack.api(`/user/order/${orderId}`, { token: buyer.token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
}

/** The member's mails whose subject or text names the order number, once the count is reached. */
async function mailsAbout(member: Member, orderNumber: string, count: number): Promise<Mail[]> {
  return waitUntil(
    `${count} mails to ${member.email} about ${orderNumber}`,
    async () => {
      const mails = (await readMails(member.email, { baseUrl: stack.mailUrl })).filter(
        (mail) => mail.subject.includes(orderNumber) || mail.text.includes(orderNumber),
      );
      return mails.length >= count ? mails : undefined;
    },
    { timeoutMs: 30_000 },
  );
}

async function notificationsOf(member: Member, count: number) {
  return waitUntil(
    `${count} notifications for ${member.email}`,
    async () => {
      const rows = await query<{ message: string; link: string }>(
        stack.databases.notification,
        'SELECT message, link FROM notifications WHERE user_id = $1 ORDER BY created_at, id',
        [member.id],
      );
      return rows.length >= count ? rows : undefined;
    },
    { timeoutMs: 30_000 },
  );
}

/** Waits a moment past the last expected delivery, so a duplicate would have arrived too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

test('order → pay by eSewa → ship → deliver: each step mailed and told once, with the order number', async () => {
  const painter = await artist(stack, 'Sabina Shakya');
  const buyer = await verifiedMember(stack, 'Pasang Sherpa', 'lifecycle-buyer');
  await projected(stack.databases.catalogue, painter, 11);
  const artwork = await forSale(painter, 'Phewa at Noon', 2000);

  const placed = await stack.api('/user/order', {
    token: buyer.token,
    body: { orderItems: [{ product: artwork.id, qty: 1 }], paymentMethod: 'esewa', shippingInfo },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const { orderId, orderNumber } = placed.body;
  assert.match(orderNumber, /^KB-\d{6}$/);
  // 2,000 + 13 % + 50 shipping
  assert.equal(placed.body.grandTotal, 2310);

  const handoff = await stack.api('/payment/handoff', { token: buyer.token, body: { order_id: orderId } });
  assert.equal(handoff.status, 200, JSON.stringify(handoff.body));
  assert.equal(handoff.body.data.fields.total_amount, '2310');
  const landing = new URL(await payEsewa(handoff.body.data.action, handoff.body.data.fields));
  const back = await fetch(landing, { redirect: 'manual' });
  assert.equal(new URL(back.headers.get('location') ?? '').pathname, '/checkout/success');
  await waitUntil('the payment to confirm the item', async () => {
    const order = await orderOf(buyer, orderId);
    return order.paymentStatus === 'paid' && order.orderItems[0].status === 'CONFIRMED';
  });
  const [item] = (await orderOf(buyer, orderId)).orderItems;

  for (const status of ['SHIPPED', 'DELIVERED']) {
    const moved = await stack.api('/studio/sales/status', {
      token: painter.token,
      body: { item_id: item._id, status },
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
  }
  const order = await orderOf(buyer, orderId);
  assert.equal(order.orderStatus, 'DELIVERED');
  assert.deepEqual(
    order.history.map((entry: { step: string }) => entry.step),
    ['placed', 'paid', 'shipped', 'delivered'],
  );

  // The buyer: the confirmation, the payment receipt (its real amount), shipped and delivered.
  const buyerMails = await mailsAbout(buyer, orderNumber, 4);
  const receipt = buyerMails.find((mail) => /payment/i.test(mail.subject));
  assert.ok(receipt, buyerMails.map((mail) => mail.subject).join(' | '));
  assert.match(receipt.text, /NPR 2,310/);
  assert.equal(buyerMails.filter((mail) => /shipped/i.test(mail.subject)).length, 1);
  assert.equal(buyerMails.filter((mail) => /delivered/i.test(mail.subject)).length, 1);
  for (const mail of buyerMails) assert.match(mail.text, /Phewa at Noon/);
  // The artist: the new order.
  const artistMails = await mailsAbout(painter, orderNumber, 1);

  const buyerTold = await notificationsOf(buyer, 2);
  const artistTold = await notificationsOf(painter, 2);
  await settle();
  assert.equal((await mailsAbout(buyer, orderNumber, 4)).length, buyerMails.length);
  assert.equal(buyerMails.length, 4, buyerMails.map((mail) => mail.subject).join(' | '));
  assert.equal((await mailsAbout(painter, orderNumber, 1)).length, artistMails.length);
  assert.equal((await notificationsOf(buyer, 2)).length, 2);
  assert.equal((await notificationsOf(painter, 2)).length, 2);
  for (const told of buyerTold) {
    assert.match(told.message, new RegExp(orderNumber));
    assert.equal(told.link, `/order/${orderId}`);
  }
  assert.match(buyerTold[0].message, /shipped/i);
  assert.match(buyerTold[1].message, /delivered/i);
  // The page writes the sender's name before the message: "Pasang Sherpa ordered …", the name once.
  assert.match(artistTold[0].message, /^ordered Phewa at Noon/);
  const page = await stack.api('/notifications/all', { token: painter.token });
  const ordered = page.body.message.find((row: { message: string }) => row.message.startsWith('ordered'));
  assert.equal(`${ordered.sender.name} ${ordered.message}`.startsWith('Pasang Sherpa ordered Phewa at Noon'), true);
});

test('order of two → pay by card → the artist cancels one → Stripe refunds its share once; Refund pending, then Refunded', async () => {
  const painter = await artist(stack, 'Hari Tamang');
  const buyer = await verifiedMember(stack, 'Dolma Gurung', 'refund-buyer');
  await projected(stack.databases.catalogue, painter, 11);
  const large = await forSale(painter, 'Annapurna Blue', 2000);
  const small = await forSale(painter, 'Prayer Flags', 500);

  const placed = await stack.api('/user/order', {
    token: buyer.token,
    body: {
      orderItems: [
        { product: large.id, qty: 1 },
        { product: small.id, qty: 1 },
      ],
      paymentMethod: 'stripe',
      shippingInfo,
    },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const { orderId, orderNumber } = placed.body;
  // 2,500 + 325 + 50
  assert.equal(placed.body.grandTotal, 2875);
  const handoff = await stack.api('/save-stripe-token', { token: buyer.token, body: { order_id: orderId } });
  assert.equal(handoff.status, 200, JSON.stringify(handoff.body));
  await payStripe(handoff.body.data.action);
  await waitUntil('the webhook to pay the order', async () => (await orderOf(buyer, orderId)).paymentStatus === 'paid');

  const paid = await orderOf(buyer, orderId);
  const largeItem = paid.orderItems.find((entry: { name: string }) => entry.name === 'Annapurna Blue');
  const cancelled = await stack.api('/studio/sales/status', {
    token: painter.token,
    body: { item_id: largeItem._id, status: 'CANCELLED' },
  });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));

  // What is left: 500 + 65 + 50 = 615; back: 2,875 − 615 = 2,260 NPR.
  const refunded = await waitUntil(
    'Stripe to refund the cancelled item',
    async () => {
      const order = await orderOf(buyer, orderId);
      return order.refunds.length === 1 && order.refunds[0].status === 'refunded' ? order : undefined;
    },
    { timeoutMs: 30_000 },
  );
  assert.equal(refunded.grandTotal, 615);
  assert.equal(refunded.refunds[0].amountNpr, 2260);
  assert.equal(refunded.paymentStatus, 'partially-refunded');
  const statuses = Object.fromEntries(
    refunded.orderItems.map((entry: { name: string; status: string }) => [entry.name, entry.status]),
  );
  assert.deepEqual(statuses, { 'Annapurna Blue': 'REFUNDED', 'Prayer Flags': 'CONFIRMED' });
  const steps = refunded.history.map((entry: { step: string }) => entry.step);
  assert.ok(steps.indexOf('refund-pending') < steps.indexOf('refunded'), steps.join(', '));

  // The same webhook again: still one refund.
  assert.equal((await stripe.resendLastWebhook()).status, 200);
  const rows = await query<{ status: string }>(
    stack.databases.commerce,
    'SELECT status FROM refunds WHERE order_id = $1',
    [orderId],
  );
  assert.deepEqual(
    rows.map((row) => row.status),
    ['refunded'],
  );

  // Catalogue has the cancelled piece back for sale; the paid one is sold.
  await waitUntil('catalogue to take back the cancelled piece', async () => {
    const [row] = await query<{ stock: number }>(
      stack.databases.catalogue,
      'SELECT stock FROM artworks WHERE id = $1',
      [large.id],
    );
    return row?.stock === 1;
  });

  // The buyer: the confirmation, the payment receipt, the cancellation, the refund pending and made.
  const buyerMails = await mailsAbout(buyer, orderNumber, 5);
  const refundMail = buyerMails.find((mail) => /refund made/i.test(mail.subject));
  assert.ok(refundMail, buyerMails.map((mail) => mail.subject).join(' | '));
  assert.match(refundMail.text, /NPR 2,260/);
  assert.match(refundMail.text, /Annapurna Blue/);
  const buyerTold = await notificationsOf(buyer, 3);
  await settle();
  assert.equal((await mailsAbout(buyer, orderNumber, 5)).length, 5);
  assert.equal(buyerMails.filter((mail) => /refund pending/i.test(mail.subject)).length, 1);
  const messages = (await notificationsOf(buyer, 3)).map((row) => row.message);
  assert.equal(messages.length, 3, messages.join(' | '));
  assert.equal(messages.filter((message) => /cancel/i.test(message)).length, 1, messages.join(' | '));
  assert.equal(messages.filter((message) => /refund pending/i.test(message)).length, 1, messages.join(' | '));
  assert.equal(messages.filter((message) => /refund made/i.test(message)).length, 1, messages.join(' | '));
  for (const told of buyerTold) assert.equal(told.link, `/order/${orderId}`);
});
