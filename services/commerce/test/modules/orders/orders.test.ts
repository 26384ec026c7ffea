import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { orderTotals, SHIPPING_MESSAGES } from '@art/contracts';
import { waitUntil } from '@art/testing';
import { call, catalogueStock, orderPayload, outboxEvents, placeOrder } from '../../support/orders.js';
import {
  artworkForSale,
  type CommerceTestContext,
  type Member,
  seedMember,
  startCommerceTestApp,
} from '../../support/test-app.js';

let t: CommerceTestContext;
let artist: Member;
let buyer: Member;
let rival: Member;

before(async () => {
  t = await startCommerceTestApp('orders');
  artist = await seedMember(t.db, { name: 'Sita Shrestha', role: 11 });
  buyer = await seedMember(t.db, { name: 'Anita Gurung' });
  rival = await seedMember(t.db, { name: 'Bikash Tamang' });
});
after(async () => {
  await t?.close();
});

describe('totals', () => {
  test('match hand-computed figures (13 % tax on the item total, 50 NPR shipping, rounded)', () => {
    // 1000 → tax 130, 1000 + 130 + 50 = 1180
    assert.deepEqual(orderTotals([1000]), {
      itemTotal: 1000,
      tax: 130,
      shipping: 50,
      serviceCharge: 0,
      grandTotal: 1180,
    });
    // 2500 + 3333 = 5833 → tax 758.29 → 5833 + 758.29 + 50 = 6641.29 → 6641
    assert.deepEqual(orderTotals([2500, 3333]), {
      itemTotal: 5833,
      tax: 758,
      shipping: 50,
      serviceCharge: 0,
      grandTotal: 6641,
    });
    // 15 → tax 1.95 → 15 + 1.95 + 50 = 66.95 → 67 (tax shown rounded: 2)
    assert.deepEqual(orderTotals([15]), { itemTotal: 15, tax: 2, shipping: 50, serviceCharge: 0, grandTotal: 67 });
    // 10,000,000 (the price limit) × 2 → tax 2,600,000 → 22,600,050
    assert.deepEqual(orderTotals([10_000_000, 10_000_000]), {
      itemTotal: 20_000_000,
      tax: 2_600_000,
      shipping: 50,
      serviceCharge: 0,
      grandTotal: 22_600_050,
    });
  });

  test('an order is priced by the server whatever the client sends', async () => {
    const a = await artworkForSale(t, artist, { name: 'Patan Windows', price: 2500 });
    const b = await artworkForSale(t, artist, { name: 'Rara Lake', price: 3333 });
    const response = await placeOrder(t, buyer, [a.id, b.id]);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().grandTotal, 6641);
    const order = (await call(t, buyer, 'GET', `/api/user/order/${response.json().orderId}`)).json().data;
    assert.deepEqual([order.itemTotal, order.taxPrice, order.shippingPrice, order.grandTotal], [5833, 758, 50, 6641]);
  });
});

describe('shipping validation', () => {
  test('answers the first failing check, in the checkout form’s order, and places nothing', async () => {
    const artwork = await artworkForSale(t, artist, { name: 'Validation Piece' });
    const cases: [Record<string, string>, string][] = [
      [{ name: ' ', email: 'bad', phone: '1' }, SHIPPING_MESSAGES.name],
      [{ email: '' }, SHIPPING_MESSAGES.emailRequired],
      [{ email: 'anita@', phone: '12' }, SHIPPING_MESSAGES.email],
      [{ phone: '' }, SHIPPING_MESSAGES.phoneRequired],
      [{ phone: '984100000' }, SHIPPING_MESSAGES.phone],
      [{ phone: '98410000001' }, SHIPPING_MESSAGES.phone],
      [{ phone: '98410abc00' }, SHIPPING_MESSAGES.phone],
      [{ country: '', city: '' }, SHIPPING_MESSAGES.country],
      [{ city: '' }, SHIPPING_MESSAGES.city],
      [{ state: '' }, SHIPPING_MESSAGES.state],
      [{ postalCode: '' }, SHIPPING_MESSAGES.postalCodeRequired],
      [{ postalCode: '4470' }, SHIPPING_MESSAGES.postalCode],
      [{ postalCode: '44700-12' }, SHIPPING_MESSAGES.postalCode],
      [{ address: '' }, SHIPPING_MESSAGES.address],
    ];
    for (const [shipping, message] of cases) {
      const response = await call(t, buyer, 'POST', '/api/user/order', orderPayload([artwork.id], 'cash', shipping));
      assert.equal(response.statusCode, 400, message);
      assert.deepEqual(response.json(), { status: 'validate-error', message, code: 'invalid-input' });
    }
    const fine = await call(
      t,
      buyer,
      'POST',
      '/api/user/order',
      orderPayload([artwork.id], 'cash', { postalCode: '44700-1234' }),
    );
    assert.equal(fine.statusCode, 201, fine.body);
    assert.equal(
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('buyer_id', '=', buyer.id)
            .where('state', '=', 'placed')
            .executeTakeFirstOrThrow()
        ).n,
      ) >= 1,
      true,
    );
  });

  test('an unknown payment method or an empty order is refused by the schema', async () => {
    const artwork = await artworkForSale(t, artist);
    const card = await call(t, buyer, 'POST', '/api/user/order', {
      ...orderPayload([artwork.id]),
      paymentMethod: 'bitcoin',
    });
    assert.equal(card.statusCode, 400);
    const empty = await call(t, buyer, 'POST', '/api/user/order', { ...orderPayload([]), orderItems: [] });
    assert.equal(empty.statusCode, 400);
    assert.equal(await catalogueStock(t, artwork.id), 1);
  });
});

describe('placing, listing and cancelling', () => {
  test('a cash order reserves the stock, empties those cart lines, tells the artist and is listed newest first', async () => {
    const artwork = await artworkForSale(t, artist, { name: 'Kumari', price: 40_000 });
    await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id });
    const response = await placeOrder(t, buyer, [artwork.id]);
    assert.equal(response.statusCode, 201, response.body);
    const { orderId, paymentMethod } = response.json();
    assert.equal(paymentMethod, 'cash');
    assert.equal(await catalogueStock(t, artwork.id), 0);
    assert.equal((await call(t, buyer, 'GET', '/api/cart')).json().data.products.length, 0);

    const placed = (
      await outboxEvents<{ orderId: string; items: { artistId: string; name: string }[] }>(t, 'commerce.order.placed')
    ).find((event) => event.data.orderId === orderId);
    assert.deepEqual(
      placed?.data.items.map((item) => [item.artistId, item.name]),
      [[artist.id, 'Kumari']],
    );

    const list = (await call(t, buyer, 'GET', '/api/user/order')).json().data.result;
    assert.equal(list[0]._id, orderId);
    assert.equal(list[0].orderStatus, 'PENDING');
    assert.equal(list[0].orderItems[0].product.author.name, 'Sita Shrestha');
    const times = list.map((order: { createdAt: string }) => order.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
    // The sold piece reaches commerce's projection through catalogue's event.
    await waitUntil('the projection to see the piece sold', async () => {
      const product = await t.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', artwork.id)
        .executeTakeFirstOrThrow();
      return product.stock === 0;
    });
  });

  test('somebody else cannot cancel an order; the owner can while it is PENDING, and the stock comes back', async () => {
    const artwork = await artworkForSale(t, artist, { name: 'Swayambhu Eyes' });
    const { orderId } = (await placeOrder(t, buyer, [artwork.id])).json();
    const order = (await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data;
    const itemId = order.orderItems[0]._id;

    const stranger = await call(t, rival, 'POST', '/api/user/order/itemcancel', { order_id: orderId, item_id: itemId });
    assert.equal(stranger.statusCode, 404);
    assert.equal((await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data.orderStatus, 'PENDING');

    const mine = await call(t, buyer, 'POST', '/api/user/order/itemcancel', { order_id: orderId, item_id: itemId });
    assert.deepEqual(mine.json(), { status: 'success', message: 'Order has been Cancelled' });
    const after = (await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data;
    assert.equal(after.orderStatus, 'CANCELLED');
    assert.deepEqual(
      after.history.map((entry: { status: string }) => entry.status),
      ['PENDING', 'CANCELLED'],
    );
    const twice = await call(t, buyer, 'POST', '/api/user/order/cancel', { order_id: orderId });
    assert.equal(twice.statusCode, 409);
    // Catalogue releases the piece from commerce.order.cancelled.
    await waitUntil('catalogue to release the piece', async () => (await catalogueStock(t, artwork.id)) === 1);
  });

  test('two buyers race for the last piece: exactly one order is placed', async () => {
    const artwork = await artworkForSale(t, artist, { name: 'The Last Thangka', stock: 1 });
    const [first, second] = await Promise.all([placeOrder(t, buyer, [artwork.id]), placeOrder(t, rival, [artwork.id])]);
    const codes = [first.statusCode, second.statusCode].sort();
    assert.deepEqual(codes, [201, 409], `${first.body} ${second.body}`);
    const loser = first.statusCode === 409 ? first : second;
    assert.match(loser.json().message, /already been sold/);
    assert.equal(await catalogueStock(t, artwork.id), 0);
    const live = await t.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select('o.id')
      .where('i.artwork_id', '=', artwork.id)
      .where('o.state', '=', 'placed')
      .execute();
    assert.equal(live.length, 1);
  });

  test('an artist moves a cash sale along; the buyer can no longer cancel it once confirmed', async () => {
    const artwork = await artworkForSale(t, artist, { name: 'Pashupati Steps' });
    const { orderId } = (await placeOrder(t, buyer, [artwork.id])).json();
    const sales = (await call(t, artist, 'GET', '/api/studio/sales')).json().data.result;
    const sale = sales.find((entry: { orderId: string }) => entry.orderId === orderId);
    assert.equal(sale.buyer.name, 'Anita Gurung');
    const skip = await call(t, artist, 'POST', '/api/studio/sales/status', { item_id: sale._id, status: 'SHIPPED' });
    assert.equal(skip.statusCode, 409);
    for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
      const moved = await call(t, artist, 'POST', '/api/studio/sales/status', { item_id: sale._id, status });
      assert.equal(moved.statusCode, 200, moved.body);
    }
    const cancel = await call(t, buyer, 'POST', '/api/user/order/cancel', { order_id: orderId });
    assert.equal(cancel.statusCode, 409);
    const history = (await call(t, buyer, 'GET', `/api/user/order/${orderId}`)).json().data.history;
    assert.deepEqual(
      history.map((entry: { status: string }) => entry.status),
      ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'],
    );
    // Another member cannot touch the artist's sale.
    const other = await call(t, { ...rival, role: 11 }, 'POST', '/api/studio/sales/status', {
      item_id: sale._id,
      status: 'CANCELLED',
    });
    assert.equal(other.statusCode, 404);
    // Sales are a studio's: a plain member is refused the list and the move alike.
    const list = await call(t, buyer, 'GET', '/api/studio/sales');
    assert.equal(list.statusCode, 403, list.body);
    const move = await call(t, buyer, 'POST', '/api/studio/sales/status', { item_id: sale._id, status: 'CANCELLED' });
    assert.equal(move.statusCode, 403, move.body);
  });

  test('the history is append-only in the database itself', async () => {
    await assert.rejects(t.db.deleteFrom('order_history').execute(), /append-only/);
  });
});
