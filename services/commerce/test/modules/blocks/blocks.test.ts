import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { UserBlocked, UserUnblocked } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { SOCIAL_DURABLE } from '../../../src/consumers.js';
import { BLOCKED_LINE } from '../../../src/modules/blocks/rules.js';
import { call, catalogueStock, placeOrder } from '../../support/orders.js';
import {
  artworkForSale,
  type CommerceTestContext,
  type Member,
  seedMember,
  startCommerceTestApp,
} from '../../support/test-app.js';

let t: CommerceTestContext;

/** A block or unblock as social publishes it, through the real stream into commerce's projection. */
async function social(event: typeof UserBlocked | typeof UserUnblocked, blocker: Member, blocked: Member) {
  const envelope = envelopeOf(event, { blockerId: blocker.id, blockedId: blocked.id });
  await publish(t.app.bus, envelope);
  await processed(t.db, SOCIAL_DURABLE, envelope.id);
}

const addToCart = (buyer: Member, artworkId: string) =>
  call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artworkId, quantity: 1 });

async function cartOf(buyer: Member) {
  const response = await call(t, buyer, 'GET', '/api/cart');
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as {
    itemTotal: number;
    products: {
      product_id: { id: string; available: boolean; unavailableReason?: { status: string; message: string } };
    }[];
  };
}

const lineOf = (cart: Awaited<ReturnType<typeof cartOf>>, artworkId: string) =>
  cart.products.find((line) => line.product_id.id === artworkId)?.product_id;

async function ordersOf(buyer: Member) {
  return t.db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute();
}

before(async () => {
  t = await startCommerceTestApp('blocks');
});
after(async () => {
  await t?.close();
});

describe('a block between a buyer and an artist', () => {
  test('adding the artist’s artwork to the cart is refused 403 blocked both ways, and an unblock lets it in', async () => {
    const artist = await seedMember(t.db, { name: 'Sita Shrestha', role: 11 });
    const blockedBuyer = await seedMember(t.db, { name: 'Anita Gurung' });
    const blockingBuyer = await seedMember(t.db, { name: 'Bikash Tamang' });
    const artwork = await artworkForSale(t, artist, { name: 'Boudha at Dusk' });
    await social(UserBlocked, artist, blockedBuyer);
    await social(UserBlocked, blockingBuyer, artist);

    for (const buyer of [blockedBuyer, blockingBuyer]) {
      const refused = await addToCart(buyer, artwork.id);
      assert.equal(refused.statusCode, 403, `${buyer.name}: ${refused.body}`);
      assert.deepEqual(refused.json(), {
        status: 'blocked',
        message: 'You cannot interact with this user',
        code: 'blocked',
      });
      assert.deepEqual((await cartOf(buyer)).products, [], `${buyer.name}'s cart changed`);
    }

    await social(UserUnblocked, artist, blockedBuyer);
    const added = await addToCart(blockedBuyer, artwork.id);
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(lineOf(added.json().data, artwork.id)?.available, true);
    assert.equal((await addToCart(blockingBuyer, artwork.id)).statusCode, 403, 'the other block still stands');
  });

  test('the cart shows a now-blocked artist’s lines as unavailable with why; checkout drops them and places the rest', async () => {
    const artist = await seedMember(t.db, { name: 'Ramesh Chitrakar', role: 11 });
    const otherArtist = await seedMember(t.db, { name: 'Pema Dolma Lama', role: 11 });
    const buyer = await seedMember(t.db, { name: 'Kiran Maharjan' });
    const ordered = await artworkForSale(t, artist, { name: 'Patan Windows', price: 4000 });
    const kept = await artworkForSale(t, artist, { name: 'Rara Lake', price: 6000 });
    const free = await artworkForSale(t, otherArtist, { name: 'Swayambhu Morning', price: 1000 });
    for (const artwork of [ordered, kept, free]) assert.equal((await addToCart(buyer, artwork.id)).statusCode, 200);
    await social(UserBlocked, artist, buyer);

    const cart = await cartOf(buyer);
    assert.equal(cart.itemTotal, 1000, 'the blocked lines no longer count');
    for (const id of [ordered.id, kept.id]) {
      assert.deepEqual(
        { available: lineOf(cart, id)?.available, reason: lineOf(cart, id)?.unavailableReason },
        { available: false, reason: { status: 'blocked', message: BLOCKED_LINE.message } },
      );
    }
    assert.equal(lineOf(cart, free.id)?.available, true);
    assert.equal(lineOf(cart, free.id)?.unavailableReason, undefined);

    const placed = await placeOrder(t, buyer, [ordered.id, free.id]);
    assert.equal(placed.statusCode, 201, placed.body);
    assert.deepEqual(placed.json().dropped, [
      { product: ordered.id, name: 'Patan Windows', status: 'blocked', message: BLOCKED_LINE.message },
    ]);
    assert.equal(placed.json().grandTotal, 1180, 'priced on the remaining line only');
    const items = await t.db
      .selectFrom('order_items')
      .select('artwork_id')
      .where('order_id', '=', placed.json().orderId)
      .execute();
    assert.deepEqual(
      items.map((item) => item.artwork_id),
      [free.id],
    );
    assert.equal(await catalogueStock(t, ordered.id), 1, 'no stock taken from the blocked artist');
    const after = await cartOf(buyer);
    assert.deepEqual(
      after.products.map((line) => line.product_id.id),
      [kept.id],
      'the dropped line left the cart with the order; the line not ordered stays, still marked',
    );
    assert.equal(lineOf(after, kept.id)?.unavailableReason?.status, 'blocked');
  });

  test('an order with only blocked lines is refused 403 blocked, naming them, and changes nothing; an unblock lets it through', async () => {
    const artist = await seedMember(t.db, { name: 'Binita Prajapati', role: 11 });
    const buyer = await seedMember(t.db, { name: 'Sunil Shakya' });
    const artwork = await artworkForSale(t, artist, { name: 'Nyatapola in the Rain' });
    assert.equal((await addToCart(buyer, artwork.id)).statusCode, 200);
    await social(UserBlocked, buyer, artist);

    const refused = await placeOrder(t, buyer, [artwork.id]);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(refused.json(), {
      status: 'blocked',
      message: `${BLOCKED_LINE.message}: Nyatapola in the Rain`,
      code: 'blocked',
    });
    assert.deepEqual(await ordersOf(buyer), []);
    assert.equal(await catalogueStock(t, artwork.id), 1);
    assert.equal(lineOf(await cartOf(buyer), artwork.id)?.available, false, 'the line stays, marked');

    await social(UserUnblocked, buyer, artist);
    assert.equal(lineOf(await cartOf(buyer), artwork.id)?.available, true);
    const placed = await placeOrder(t, buyer, [artwork.id]);
    assert.equal(placed.statusCode, 201, placed.body);
    assert.equal(placed.json().dropped, undefined);
  });
});
