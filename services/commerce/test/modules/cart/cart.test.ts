import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call } from '../../support/orders.js';
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

before(async () => {
  t = await startCommerceTestApp('cart');
  artist = await seedMember(t.db, { name: 'Sita Shrestha', role: 11 });
  buyer = await seedMember(t.db, { name: 'Anita Gurung', role: 21 });
});
after(async () => {
  await t?.close();
});

describe('the cart', () => {
  test('starts empty', async () => {
    const response = await call(t, buyer, 'GET', '/api/cart');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'success', data: { products: [], itemTotal: 0 } });
  });

  test('adds an artwork once with quantity 1 (adding it again changes nothing), then removes it', async () => {
    const artwork = await artworkForSale(t, artist, { name: 'Boudha at Dusk', price: 12_500 });
    const first = await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id, quantity: 1 });
    assert.equal(first.statusCode, 200, first.body);
    const again = await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id, quantity: 1 });
    assert.equal(again.statusCode, 200);
    const cart = again.json().data;
    assert.equal(cart.products.length, 1);
    assert.equal(cart.itemTotal, 12_500);
    assert.deepEqual(cart.products[0].qty, 1);
    const line = cart.products[0].product_id;
    assert.deepEqual(
      { name: line.name, artist: line.author.name, available: line.available, price: line.price },
      { name: 'Boudha at Dusk', artist: 'Sita Shrestha', available: true, price: 12_500 },
    );

    const removed = await call(t, buyer, 'GET', `/api/cart/removeItem?productId=${artwork.id}`);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json().data, { products: [], itemTotal: 0 });
  });

  test('refuses own, not-for-sale, sold-out and unknown artworks with a clear message and adds nothing', async () => {
    const own = await artworkForSale(t, artist, { name: 'Own Piece' });
    const notForSale = await artworkForSale(t, artist, { name: 'Family Portrait', price: 0 });
    const soldOut = await artworkForSale(t, artist, { name: 'Gone', stock: 0 });
    const cases = [
      { who: artist, id: own.id, code: 400, message: 'You cannot buy your own artwork' },
      { who: buyer, id: notForSale.id, code: 400, message: 'This artwork is not for sale' },
      { who: buyer, id: soldOut.id, code: 409, message: 'This artwork has already been sold' },
      { who: buyer, id: 'no-such-artwork', code: 404, message: 'This artwork is no longer available' },
    ];
    for (const c of cases) {
      const response = await call(t, c.who, 'POST', '/api/cart/addItem', { product_id: c.id, quantity: 1 });
      assert.equal(response.statusCode, c.code, c.message);
      assert.equal(response.json().message, c.message);
    }
    assert.equal((await call(t, buyer, 'GET', '/api/cart')).json().data.products.length, 0);
    assert.equal((await call(t, artist, 'GET', '/api/cart')).json().data.products.length, 0);
  });

  test('a guest is asked to log in; a bad quantity is refused', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/cart' });
    assert.equal(guest.statusCode, 401);
    const artwork = await artworkForSale(t, artist);
    const two = await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id, quantity: 2 });
    assert.equal(two.statusCode, 400);
  });

  test('the checkout prefill comes from the buyer’s profile projection', async () => {
    const response = await call(t, buyer, 'GET', '/api/checkout/basic-details');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, {
      name: 'Anita Gurung',
      email: `${buyer.id.slice(0, 8)}@example.com`,
      phoneNumber: '9841000000',
      country: 'Nepal',
      city: 'Lalitpur',
      state: 'Bagmati',
      address: 'Patan Durbar Square 5',
      address2: '',
      postalCode: '44700',
    });
  });
});
