import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAX_UNPAID_PIECES_DEFAULT } from '@art/contracts';
import { waitUntil } from '@art/testing';
import { call, catalogueStock, endHold, orderPayload, outboxEvents, placeOrder } from '../../support/orders.js';
import {
  artworksForSale,
  type CommerceTestContext,
  type Member,
  seedMember,
  startCommerceTestApp,
} from '../../support/test-app.js';

// 0.03 minutes: an online hold of 1.8 s, so its lapse can be watched.
const HOLD_MINUTES = 0.03;

let t: CommerceTestContext;
let artist: Member;

before(async () => {
  t = await startCommerceTestApp('holds', {
    PAYMENT_TIMEOUT_MINUTES: String(HOLD_MINUTES),
    MAX_UNPAID_PIECES: String(MAX_UNPAID_PIECES_DEFAULT),
  });
  artist = await seedMember(t.db, { name: 'Sita Shrestha', role: 11 });
});
after(() => t?.close());

const pieces = (count: number, name: string) => artworksForSale(t, artist, count, name);

describe('the per-member hold cap', () => {
  test(`a buyer holds at most ${MAX_UNPAID_PIECES_DEFAULT} unpaid or unconfirmed pieces; past it nothing is placed`, async () => {
    const buyer = await seedMember(t.db, { name: 'Hoarding Buyer' });
    const cash = await pieces(3, 'Cash piece');
    const online = await pieces(2, 'Online piece');
    assert.equal(
      (
        await placeOrder(
          t,
          buyer,
          cash.map((piece) => piece.id),
        )
      ).statusCode,
      201,
    );
    assert.equal(
      (
        await placeOrder(
          t,
          buyer,
          online.map((piece) => piece.id),
          'esewa',
        )
      ).statusCode,
      201,
    );

    const [sixth] = await pieces(1, 'One too many');
    const refused = await placeOrder(t, buyer, [sixth.id]);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().status, 'hold-limit');
    assert.match(refused.json().message, new RegExp(`at most ${MAX_UNPAID_PIECES_DEFAULT} `));
    assert.equal(await catalogueStock(t, sixth.id), 1, 'nothing was reserved');
    const orders = await t.db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute();
    assert.equal(orders.length, 2);

    // The artist confirming the cash order frees its three pieces from the cap.
    const sales = (await call(t, artist, 'GET', '/api/studio/sales')).json().data.result;
    for (const piece of cash) {
      const sale = sales.find((entry: { name: string }) => entry.name === piece.name);
      const moved = await call(t, artist, 'POST', '/api/studio/sales/status', {
        item_id: sale._id,
        status: 'CONFIRMED',
      });
      assert.equal(moved.statusCode, 200, moved.body);
    }
    assert.equal((await placeOrder(t, buyer, [sixth.id])).statusCode, 201);
  });

  test('two orders at once cannot both slip under the cap', async () => {
    const buyer = await seedMember(t.db, { name: 'Racing Buyer' });
    const first = await pieces(3, 'Race A');
    const second = await pieces(3, 'Race B');
    const answers = await Promise.all([
      call(t, buyer, 'POST', '/api/user/order', orderPayload(first.map((piece) => piece.id))),
      call(t, buyer, 'POST', '/api/user/order', orderPayload(second.map((piece) => piece.id))),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
  });
});

describe('cash orders the artist does not answer', () => {
  test('are cancelled after CASH_CONFIRM_DAYS with reason cash-timeout, and catalogue gets the piece back', async () => {
    const buyer = await seedMember(t.db, { name: 'Patient Buyer' });
    const [piece] = await pieces(1, 'Unanswered');
    const placed = await placeOrder(t, buyer, [piece.id]);
    const { orderId, orderNumber } = placed.json();
    assert.match(orderNumber, /^KB-\d{6}$/);
    const order = (await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data;
    const days = (Date.parse(order.holdEndsAt) - Date.parse(order.createdAt)) / 86_400_000;
    assert.ok(Math.abs(days - 3) < 0.01, `the default is three days, not ${days}`);
    assert.equal(order.canPay, false);
    const sale = (await call(t, artist, 'GET', '/api/studio/sales'))
      .json()
      .data.result.find((entry: { orderId: string }) => entry.orderId === orderId);
    assert.equal(sale.confirmBy, order.holdEndsAt);
    assert.equal(sale.orderNumber, orderNumber);
    assert.equal(await catalogueStock(t, piece.id), 0);

    await endHold(t, orderId, 'confirm_by');
    const summary = await t.app.reconcile();
    assert.equal(summary.cashTimedOut, 1);
    const cancelled = (await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data;
    assert.equal(cancelled.orderStatus, 'CANCELLED');
    assert.equal(cancelled.holdEndsAt, null);
    const [event] = (
      await outboxEvents<{ orderId: string; reason: string; orderNumber: string }>(t, 'commerce.order.cancelled')
    ).filter((entry) => entry.data.orderId === orderId);
    assert.equal(event.data.reason, 'cash-timeout');
    assert.equal(event.data.orderNumber, orderNumber);
    await waitUntil('catalogue to release the piece', async () => (await catalogueStock(t, piece.id)) === 1);
  });
});

describe('an online hold that lapses', () => {
  test('puts the piece back for sale within a second of pay_by, without anybody calling the reconciler', async () => {
    const buyer = await seedMember(t.db, { name: 'Forgetful Buyer' });
    const [piece] = await pieces(1, 'Lapsing');
    const placed = await placeOrder(t, buyer, [piece.id], 'stripe');
    assert.equal(placed.statusCode, 201, placed.body);
    const order = (await call(t, buyer, 'GET', `/api/user/order/${placed.json().orderId}`)).json().data;
    assert.equal(order.canPay, true);
    const payBy = Date.parse(order.holdEndsAt);
    assert.equal(await catalogueStock(t, piece.id), 0);
    await waitUntil('catalogue to have the piece back', async () => (await catalogueStock(t, piece.id)) === 1, {
      intervalMs: 25,
    });
    const late = Date.now() - payBy;
    assert.ok(late < 1000, `the piece came back ${late} ms after the hold ended`);
    const lapsed = (await call(t, buyer, 'GET', `/api/user/order/${order._id}`)).json().data;
    assert.equal(lapsed.orderStatus, 'CANCELLED');
    assert.equal(lapsed.canPay, false);
  });
});

describe('what is not for sale', () => {
  test('user art priced in NPR is refused as not for sale at the cart and at checkout; a held piece as on hold', async () => {
    const buyer = await seedMember(t.db, { name: 'Curious Buyer' });
    const [userArt, held] = await pieces(2, 'Refused');
    await t.db.updateTable('products').set({ kind: 'user', price: 100 }).where('id', '=', userArt.id).execute();
    const added = await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: userArt.id });
    assert.equal(added.statusCode, 400);
    assert.deepEqual(added.json(), {
      status: 'not-for-sale',
      message: 'This artwork is not for sale',
      code: 'artwork-not-for-sale',
    });
    const ordered = await placeOrder(t, buyer, [userArt.id]);
    assert.equal(ordered.statusCode, 400);
    assert.equal(ordered.json().status, 'not-for-sale');

    await t.db.updateTable('products').set({ stock: 0, held: 1 }).where('id', '=', held.id).execute();
    const onHold = await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: held.id });
    assert.equal(onHold.statusCode, 409);
    assert.deepEqual(onHold.json(), {
      status: 'on-hold',
      message: 'This artwork is on hold for another buyer',
      code: 'artwork-on-hold',
    });
  });

  test('a bad payment method is answered in words a buyer understands', async () => {
    const buyer = await seedMember(t.db, { name: 'Confused Buyer' });
    const [piece] = await pieces(1, 'Method');
    const response = await call(t, buyer, 'POST', '/api/user/order', {
      ...orderPayload([piece.id]),
      paymentMethod: 'bitcoin',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      status: 'payment-method',
      message: 'Please choose a payment method: Cash on Delivery, eSewa, ConnectIPS or Card',
      code: 'payment-method',
    });
  });
});
