import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitForMail, waitUntil } from '@art/testing';
import { uploadArtwork } from './support/artworks.js';
import { artist, POKHARA_SHIPPING, projected, query, verifiedMember } from './support/members.js';
import { type Stack, startStack } from './support/stack.js';

/**
 * Commerce's chain through every real process: an artist's artwork reaches commerce through
 * catalogue's events; a buyer orders it through the gateway with cash; catalogue's stock is taken
 * (a second buyer is refused); notification mails the buyer a confirmation and the artist a notice
 * and tells the artist; the buyer cancels and catalogue gets the piece back.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('commerce_order');
});

after(async () => {
  await stack?.stop();
});

const shippingInfo = POKHARA_SHIPPING;

test('a cash order: stock taken once, the buyer and the artist mailed, the artist told; a cancel gives the piece back', async () => {
  const painter = await artist(stack, 'Sabina Shakya');
  const buyer = await verifiedMember(stack, 'Pasang Sherpa', 'buyer');
  const rival = await verifiedMember(stack, 'Mingma Lama', 'rival');
  await projected(stack.databases.catalogue, painter, 11);
  const artwork = await uploadArtwork(stack, painter, { name: 'Phewa at Noon', price: 45_000, stock: 1 });

  await waitUntil(
    'the artwork to reach commerce',
    async () =>
      (await stack.api('/cart/addItem', { token: buyer.token, body: { product_id: artwork.id } })).status === 200,
    { timeoutMs: 30_000 },
  );
  const order = await stack.api('/user/order', {
    token: buyer.token,
    body: { orderItems: [{ product: artwork.id, qty: 1 }], paymentMethod: 'cash', shippingInfo },
  });
  assert.equal(order.status, 201, JSON.stringify(order.body));
  // 45,000 + 13 % (5,850) + 50 shipping
  assert.equal(order.body.grandTotal, 50_900);
  const orderId: string = order.body.orderId;
  // Mails name the order by its number, the one the buyer and the artist quote.
  const orderNumber: string = order.body.orderNumber;
  assert.match(orderNumber, /^KB-\d{6}$/);

  const refused = await stack.api('/user/order', {
    token: rival.token,
    body: { orderItems: [{ product: artwork.id, qty: 1 }], paymentMethod: 'cash', shippingInfo },
  });
  assert.equal(refused.status, 409, JSON.stringify(refused.body));
  const stock = async () =>
    (
      await query<{ stock: number }>(stack.databases.catalogue, 'SELECT stock FROM artworks WHERE id = $1', [
        artwork.id,
      ])
    )[0]?.stock;
  assert.equal(await stock(), 0);

  const confirmation = await waitForMail({
    to: buyer.email,
    where: (mail) => mail.subject.includes(orderNumber),
    timeoutMs: 30_000,
  });
  assert.match(confirmation.text, /Phewa at Noon/);
  assert.match(confirmation.text, /50,900/);
  const notice = await waitForMail({
    to: painter.email,
    where: (mail) => mail.subject.includes(orderNumber),
    timeoutMs: 30_000,
  });
  assert.match(notice.text, /Phewa at Noon/);
  const told = await waitUntil(
    "the artist's notification of the order",
    async () => {
      const rows = await query<{ link: string }>(
        stack.databases.notification,
        'SELECT link FROM notifications WHERE user_id = $1',
        [painter.id],
      );
      return rows.length > 0 ? rows : undefined;
    },
    { timeoutMs: 20_000 },
  );
  assert.equal(told.length, 1);

  const cancelled = await stack.api('/user/order/cancel', { token: buyer.token, body: { order_id: orderId } });
  assert.deepEqual(cancelled.body, { status: 'success', message: 'Order has been Cancelled' });
  await waitUntil('catalogue to get the piece back', async () => (await stock()) === 1, { timeoutMs: 20_000 });
});
