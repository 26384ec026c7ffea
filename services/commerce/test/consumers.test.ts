import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  ArtworkCreated,
  ArtworkDeleted,
  ArtworkUpdated,
  UserBecameArtist,
  UserRegistered,
  UserUpdated,
} from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { CATALOGUE_DURABLE, IDENTITY_DURABLE } from '../src/consumers.js';
import { call } from './support/orders.js';
import { type CommerceTestContext, startCommerceTestApp } from './support/test-app.js';

const shippingInfo = {
  country: 'Nepal',
  city: 'Bhaktapur',
  state: 'Bagmati',
  postalCode: '44800',
  address: 'Taumadhi Tole 3',
  address2: '',
  phoneNumber: '9851000000',
};

function member(userId: string, version: number, fields: Record<string, unknown> = {}) {
  return {
    userId,
    name: 'Binita Prajapati',
    slug: `binita-${userId.slice(0, 8)}`,
    email: `${userId.slice(0, 8)}@example.com`,
    role: 21,
    picture: '',
    cover: '',
    verifiedArtist: false,
    emailVerified: true,
    isPrivate: false,
    categories: [],
    version,
    ...fields,
  };
}

function artwork(artworkId: string, version: number, fields: Record<string, unknown> = {}) {
  return {
    artworkId,
    slug: `nyatapola-${artworkId.slice(0, 8)}`,
    name: 'Nyatapola in the rain',
    authorId: randomUUID(),
    kind: 'artist' as const,
    price: 18_000,
    stock: 2,
    inStore: true,
    thumbnail: '/media/nyatapola-thumbnail.webp',
    categories: [],
    version,
    ...fields,
  };
}

describe('the projections commerce keeps of identity and catalogue', () => {
  let t: CommerceTestContext;
  before(async () => {
    t = await startCommerceTestApp('projections');
  });
  after(async () => {
    await t?.close();
  });

  test('a member’s snapshot with its shipping details prefills the checkout; an older one changes nothing', async () => {
    const id = randomUUID();
    const registered = envelopeOf(UserRegistered, member(id, 2, { shippingInfo }));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);
    const stale = envelopeOf(UserUpdated, member(id, 1, { name: 'Old name' }));
    await publish(t.app.bus, stale);
    await processed(t.db, IDENTITY_DURABLE, stale.id);
    const details = (await call(t, { id, name: 'x', role: 21 }, 'GET', '/api/checkout/basic-details')).json().data;
    assert.equal(details.name, 'Binita Prajapati');
    assert.equal(details.city, 'Bhaktapur');
    assert.equal(details.phoneNumber, '9851000000');

    const promoted = envelopeOf(UserBecameArtist, { userId: id, role: 11, via: 'artist-code' });
    await publish(t.app.bus, promoted);
    await processed(t.db, IDENTITY_DURABLE, promoted.id);
    const row = await t.db.selectFrom('members').select('role').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.role, 11);
  });

  test('artworks keep their newest price and stock; a deleted one stays deleted', async () => {
    const id = randomUUID();
    for (const event of [
      envelopeOf(ArtworkCreated, artwork(id, 1)),
      envelopeOf(ArtworkUpdated, artwork(id, 3, { stock: 0, inStore: false })),
      envelopeOf(ArtworkUpdated, artwork(id, 2, { stock: 5 })),
    ]) {
      await publish(t.app.bus, event);
      await processed(t.db, CATALOGUE_DURABLE, event.id);
    }
    const product = await t.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual([product.stock, product.in_store, Number(product.price)], [0, false, 18_000]);
    const deleted = envelopeOf(ArtworkDeleted, { artworkId: id, authorId: product.author_id });
    await publish(t.app.bus, deleted);
    await processed(t.db, CATALOGUE_DURABLE, deleted.id);
    const late = envelopeOf(ArtworkUpdated, artwork(id, 4, { stock: 3, inStore: true }));
    await publish(t.app.bus, late);
    await processed(t.db, CATALOGUE_DURABLE, late.id);
    const after = await t.db
      .selectFrom('products')
      .select(['deleted', 'stock'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(after.deleted, true);
  });
});
