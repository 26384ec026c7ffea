import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ContentHidden, UserUpdated } from '@art/contracts';
import { envelopeOf, processed, publish, userSnapshot } from '@art/testing';
import { IDENTITY_DURABLE, MODERATION_DURABLE } from '../../../src/consumers.js';
import { call } from '../../support/orders.js';
import {
  artworkForSale,
  type CommerceTestContext,
  type Member,
  seedMember,
  startCommerceTestApp,
} from '../../support/test-app.js';

let t: CommerceTestContext;
let buyer: Member;

before(async () => {
  t = await startCommerceTestApp('cart_moderation');
  buyer = await seedMember(t.db, { name: 'Anita Gurung', role: 21 });
});
after(async () => {
  await t?.close();
});

const NO_LONGER = { status: 'not-found', message: 'This artwork is no longer available' };

async function lineOf(artworkId: string) {
  const cart = (await call(t, buyer, 'GET', '/api/cart')).json().data;
  const line = cart.products.find((entry: { product_id: { id: string } }) => entry.product_id.id === artworkId);
  return { line: line?.product_id, itemTotal: cart.itemTotal as number };
}

/** identity's snapshot of the artist, suspended or not, as a newer version than the one held. */
async function artistSnapshot(artist: Member, suspended: boolean, version: number) {
  const envelope = envelopeOf(
    UserUpdated,
    userSnapshot({
      userId: artist.id,
      name: artist.name,
      slug: `artist-${artist.id.slice(0, 8)}`,
      email: `${artist.id.slice(0, 8)}@example.com`,
      role: 11,
      suspended,
      version,
    }),
  );
  await publish(t.app.bus, envelope);
  await processed(t.db, IDENTITY_DURABLE, envelope.id);
}

describe('moderation’s decisions in the cart', () => {
  test('an artwork an operator hid stays in the cart, no longer available and out of the total; it cannot be added', async () => {
    const artist = await seedMember(t.db, { name: 'Sita Shrestha', role: 11 });
    const artwork = await artworkForSale(t, artist, { name: 'Fake Thangka', price: 9_000 });
    assert.equal((await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id })).statusCode, 200);
    assert.equal((await lineOf(artwork.id)).line.available, true);

    const hidden = envelopeOf(ContentHidden, {
      caseId: null,
      targetType: 'artwork',
      targetId: artwork.id,
      ownerId: artist.id,
      reason: 'Prints sold as originals',
    });
    await publish(t.app.bus, hidden);
    await processed(t.db, MODERATION_DURABLE, hidden.id);

    const { line, itemTotal } = await lineOf(artwork.id);
    assert.equal(line.available, false);
    assert.deepEqual(line.unavailableReason, NO_LONGER);
    assert.equal(itemTotal, 0);
    const again = await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'This artwork is no longer available');
  });

  test('a suspended artist’s works are no longer available until the suspension is lifted', async () => {
    const artist = await seedMember(t.db, { name: 'Ram Maharjan', role: 11 });
    const artwork = await artworkForSale(t, artist, { name: 'Patan Durbar Square', price: 15_000 });
    assert.equal((await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id })).statusCode, 200);

    await artistSnapshot(artist, true, 2);
    const suspended = await lineOf(artwork.id);
    assert.equal(suspended.line.available, false);
    assert.deepEqual(suspended.line.unavailableReason, NO_LONGER);
    assert.equal(suspended.itemTotal, 0);
    assert.equal((await call(t, buyer, 'POST', '/api/cart/addItem', { product_id: artwork.id })).statusCode, 404);

    await artistSnapshot(artist, false, 3);
    const lifted = await lineOf(artwork.id);
    assert.equal(lifted.line.available, true);
    assert.equal(lifted.line.unavailableReason, undefined);
    assert.equal(lifted.itemTotal, 15_000);
  });
});
