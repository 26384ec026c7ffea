import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { OrderCancelled } from '@art/contracts';
import { envelopeOf, processed, publish, waitUntil } from '@art/testing';
import { sql } from 'kysely';
import { COMMERCE_DURABLE } from '../../../src/consumers.js';
import { insertArtwork } from '../../support/artworks.js';
import { orderedItem, reserveStock, startCatalogueWithArtist } from '../../support/commerce-orders.js';
import type { CatalogueTestContext } from '../../support/test-app.js';

describe('stock reservations for commerce', () => {
  let t: CatalogueTestContext;
  let artist: { id: string };
  const buyer = randomUUID();

  before(async () => {
    ({ t, artist } = await startCatalogueWithArtist('stock'));
  });
  after(() => t?.close());

  /** An artwork in the store with `stock` pieces. */
  async function forSale(stock: number, fields: { price?: number; authorId?: string; name?: string } = {}) {
    const art = await insertArtwork(t.db, {
      authorId: fields.authorId ?? artist.id,
      name: fields.name ?? 'Himalayan Dawn',
      price: fields.price ?? 25000,
      inStore: (fields.price ?? 25000) > 0,
    });
    await t.db.updateTable('artworks').set({ stock }).where('id', '=', art.id).execute();
    return art;
  }

  const artwork = (id: string) =>
    t.db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const reserve = (body: Parameters<typeof reserveStock>[1], token?: string) => reserveStock(t, body, token);

  /** The ArtworkUpdated envelopes written for an artwork, oldest first. */
  const updatedEvents = async (artworkId: string) => {
    const rows = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where(sql<boolean>`payload->>'type' = 'catalogue.artwork.updated'`)
      .where(sql<boolean>`payload->'data'->>'artworkId' = ${artworkId}`)
      .orderBy('seq')
      .execute();
    return rows.map(
      (row) => row.payload as { data: { stock: number; held?: number; inStore: boolean; version: number } },
    );
  };

  it('takes one piece of each artwork, writes the reservations and an ArtworkUpdated each', async () => {
    const first = await forSale(3);
    const second = await forSale(1, { name: 'Boudha at Dusk' });
    const orderId = `ord-${randomUUID()}`;
    const response = await reserve({ orderId, buyerId: buyer, artworkIds: [second.id, first.id] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'reserved', orderId });

    const a = await artwork(first.id);
    const b = await artwork(second.id);
    assert.equal(a.stock, 2);
    assert.equal(a.held, 1);
    assert.equal(a.in_store, true);
    assert.equal(a.version, 2);
    // The last piece taken: on hold until the order is paid, still listed in the store.
    assert.equal(b.stock, 0);
    assert.equal(b.held, 1);
    assert.equal(b.in_store, true);

    const reservations = await t.db
      .selectFrom('stock_reservations')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('artwork_id')
      .execute();
    assert.deepEqual(
      reservations.map((row) => [row.artwork_id, row.buyer_id, row.quantity, row.released_at]),
      [first.id, second.id].sort().map((id) => [id, buyer, 1, null]),
    );
    const [event] = await updatedEvents(second.id);
    assert.equal(event.data.stock, 0);
    assert.equal(event.data.held, 1);
    assert.equal(event.data.inStore, true);
    assert.equal(event.data.version, 2);
  });

  it('drops the cached store pages: a held piece is listed on hold at once', async () => {
    const art = await forSale(1, { name: 'Last Piece' });
    const store = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/store/all?limit=60' });
      assert.equal(response.statusCode, 200, response.body);
      const listed = response.json().message as { _id: string; availability: string }[];
      return listed.find((item) => item._id === art.id)?.availability;
    };
    assert.equal(await store(), 'for-sale', 'listed before');
    assert.equal(await store(), 'for-sale', 'served from the cache');
    const response = await reserve({ orderId: `ord-${randomUUID()}`, buyerId: buyer, artworkIds: [art.id] });
    assert.equal(response.json().status, 'reserved');
    assert.equal(await store(), 'on-hold', 'on hold in the store at once');
  });

  it('gives the last piece to exactly one of two buyers asking at the same time', async () => {
    const art = await forSale(1);
    const other = await forSale(5, { name: 'Patan Courtyard' });
    const answers = await Promise.all(
      [randomUUID(), randomUUID()].map((buyerId) =>
        reserve({ orderId: `ord-${randomUUID()}`, buyerId, artworkIds: [other.id, art.id] }),
      ),
    );
    const statuses = answers.map((response) => response.json().status).sort();
    assert.deepEqual(statuses, ['refused', 'reserved']);
    const refused = answers.map((response) => response.json()).find((body) => body.status === 'refused');
    assert.deepEqual(refused.unavailable, [{ artworkId: art.id, reason: 'sold-out' }]);
    assert.equal((await artwork(art.id)).stock, 0);
    // The refused order took nothing of the other artwork either.
    assert.equal((await artwork(other.id)).stock, 4);
  });

  it('refuses the whole order and takes nothing when one artwork cannot be had', async () => {
    const available = await forSale(2);
    const soldOut = await forSale(0, { name: 'Gone Already' });
    const notForSale = await forSale(1, { price: 0, name: 'Not For Sale' });
    const own = await forSale(1, { authorId: buyer, name: 'My Own' });
    const missing = randomUUID();
    const orderId = `ord-${randomUUID()}`;
    const response = await reserve({
      orderId,
      buyerId: buyer,
      artworkIds: [available.id, soldOut.id, notForSale.id, own.id, missing, 'not-a-uuid'],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      status: 'refused',
      orderId,
      unavailable: [
        { artworkId: soldOut.id, reason: 'sold-out' },
        { artworkId: notForSale.id, reason: 'not-for-sale' },
        { artworkId: own.id, reason: 'own-artwork' },
        { artworkId: missing, reason: 'not-found' },
        { artworkId: 'not-a-uuid', reason: 'not-found' },
      ],
    });
    const after = await artwork(available.id);
    assert.equal(after.stock, 2);
    assert.equal(after.version, 1);
    const held = await t.db.selectFrom('stock_reservations').selectAll().where('order_id', '=', orderId).execute();
    assert.equal(held.length, 0);
    assert.equal((await updatedEvents(available.id)).length, 0);
  });

  it('refuses a deleted artwork as not found', async () => {
    const art = await insertArtwork(t.db, { authorId: artist.id, inStore: true, deleted: true });
    const response = await reserve({ orderId: `ord-${randomUUID()}`, buyerId: buyer, artworkIds: [art.id] });
    assert.deepEqual(response.json().unavailable, [{ artworkId: art.id, reason: 'not-found' }]);
  });

  it('answers a repeated request with the stored outcome and changes nothing', async () => {
    const art = await forSale(2);
    const orderId = `ord-${randomUUID()}`;
    const body = { orderId, buyerId: buyer, artworkIds: [art.id] };
    // Twice at once (a retry racing the first try), then once more later.
    const [one, two] = await Promise.all([reserve(body), reserve(body)]);
    const three = await reserve(body);
    for (const response of [one, two, three]) assert.deepEqual(response.json(), { status: 'reserved', orderId });
    const row = await artwork(art.id);
    assert.equal(row.stock, 1);
    assert.equal(row.version, 2);
    assert.equal((await updatedEvents(art.id)).length, 1);

    // A refusal is stored too: the same order is refused again even once a piece is back.
    const soldOut = await forSale(0);
    const refusedOrder = { orderId: `ord-${randomUUID()}`, buyerId: buyer, artworkIds: [soldOut.id] };
    assert.equal((await reserve(refusedOrder)).json().status, 'refused');
    await t.db.updateTable('artworks').set({ stock: 3, in_store: true }).where('id', '=', soldOut.id).execute();
    assert.deepEqual((await reserve(refusedOrder)).json(), {
      status: 'refused',
      orderId: refusedOrder.orderId,
      unavailable: [{ artworkId: soldOut.id, reason: 'sold-out' }],
    });
    assert.equal((await artwork(soldOut.id)).stock, 3);
  });

  it('answers 401 without the internal token and 400 for a malformed request', async () => {
    const art = await forSale(1);
    const body = { orderId: `ord-${randomUUID()}`, buyerId: buyer, artworkIds: [art.id] };
    assert.equal((await reserve(body, '')).statusCode, 401);
    assert.equal((await reserve(body, 'wrong-token-0123456789abcdef')).statusCode, 401);
    assert.equal((await reserve({ ...body, artworkIds: [] })).statusCode, 400);
    assert.equal((await artwork(art.id)).stock, 1);
  });

  it('gives the pieces back when the order is cancelled, once even if delivered twice', async () => {
    const first = await forSale(1);
    const second = await forSale(4, { name: 'Swayambhu Morning' });
    const orderId = `ord-${randomUUID()}`;
    const reserved = await reserve({ orderId, buyerId: buyer, artworkIds: [first.id, second.id] });
    assert.equal(reserved.json().status, 'reserved');
    assert.equal((await artwork(first.id)).held, 1);

    const item = (artworkId: string) => orderedItem(artist.id, artworkId);
    const cancelled = envelopeOf(OrderCancelled, {
      orderId,
      buyerId: buyer,
      reason: 'payment-timeout',
      items: [item(first.id), item(second.id)],
      wholeOrder: true,
    });
    await publish(t.app.bus, cancelled);
    // The same event stored a second time (a late redelivery), and another event for the same item.
    await publish(t.app.bus, cancelled, `${cancelled.id}-again`);
    const again = envelopeOf(OrderCancelled, {
      orderId,
      buyerId: buyer,
      reason: 'buyer',
      items: [item(first.id)],
      wholeOrder: false,
    });
    await publish(t.app.bus, again);
    await processed(t.db, COMMERCE_DURABLE, cancelled.id);
    await processed(t.db, COMMERCE_DURABLE, again.id);

    const a = await artwork(first.id);
    assert.equal(a.stock, 1);
    assert.equal(a.held, 0, 'the hold ended with the order');
    assert.equal(a.in_store, true, 'still in the store, for sale again');
    assert.equal(a.version, 3);
    assert.equal((await artwork(second.id)).stock, 4);
    const open = await t.db
      .selectFrom('stock_reservations')
      .select('artwork_id')
      .where('order_id', '=', orderId)
      .where('released_at', 'is', null)
      .execute();
    assert.equal(open.length, 0);
    const events = await updatedEvents(first.id);
    assert.deepEqual(
      events.map((event) => event.data.stock),
      [0, 1],
    );

    // A cancellation of an order whose stock was never reserved here changes nothing.
    const stranger = envelopeOf(OrderCancelled, {
      orderId: `ord-${randomUUID()}`,
      buyerId: buyer,
      reason: 'placement-failed',
      items: [item(second.id)],
      wholeOrder: true,
    });
    await publish(t.app.bus, stranger);
    await processed(t.db, COMMERCE_DURABLE, stranger.id);
    assert.equal((await artwork(second.id)).stock, 4);
    await waitUntil('the store to list the piece for sale again', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/store/all?limit=60' });
      const listed = response.json().message as { _id: string; availability: string }[];
      return listed.some((item) => item._id === first.id && item.availability === 'for-sale');
    });
  });
});
