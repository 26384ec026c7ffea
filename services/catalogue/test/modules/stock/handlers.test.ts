import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { OrderCancelled, OrderItemsMoved, PaymentCompleted } from '@art/contracts';
import { envelopeOf, publish, waitUntil } from '@art/testing';
import { insertArtwork } from '../../support/artworks.js';
import { deliver, orderedItem, reserveStock, startCatalogueWithArtist } from '../../support/commerce-orders.js';
import type { CatalogueTestContext } from '../../support/test-app.js';

describe('holds: reserved pieces on hold until paid or confirmed', () => {
  let t: CatalogueTestContext;
  let artist: { id: string };
  const buyer = randomUUID();

  before(async () => {
    ({ t, artist } = await startCatalogueWithArtist('holds'));
  });
  after(() => t?.close());

  /** A one-piece work in the store, reserved for a new order: on hold. */
  async function reservedOnePiece(name: string) {
    const art = await insertArtwork(t.db, { authorId: artist.id, name, price: 25000, inStore: true });
    const orderId = `ord-${randomUUID()}`;
    const response = await reserveStock(t, { orderId, buyerId: buyer, artworkIds: [art.id] });
    assert.deepEqual(response.json(), { status: 'reserved', orderId });
    return { ...art, orderId };
  }

  const row = (id: string) => t.db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const item = (artworkId: string) => orderedItem(artist.id, artworkId);

  async function pageAvailability(slug: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/product/${slug}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().message.availability as string;
  }

  /** The piece's availability on the store's first page, or undefined when it is not listed. */
  async function storeAvailability(id: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/store/all?limit=60' });
    assert.equal(response.statusCode, 200, response.body);
    const listed = response.json().message as { _id: string; availability: string }[];
    return listed.find((listing) => listing._id === id)?.availability;
  }

  const paid = (orderId: string, artworkId: string) =>
    envelopeOf(PaymentCompleted, {
      paymentId: randomUUID(),
      orderId,
      buyerId: buyer,
      provider: 'esewa',
      reference: 'REF-1',
      amount: 28300,
      currency: 'NPR',
      items: [item(artworkId)],
      orderNumber: 'KB-000001',
      amountNpr: 28300,
    });

  const cancelled = (orderId: string, artworkId: string, reason: 'buyer' | 'artist' | 'payment-timeout') =>
    envelopeOf(OrderCancelled, { orderId, buyerId: buyer, reason, items: [item(artworkId)], wholeOrder: true });

  const moved = (orderId: string, artworkId: string, status: 'CONFIRMED' | 'SHIPPED' | 'DELIVERED') =>
    envelopeOf(OrderItemsMoved, {
      orderId,
      orderNumber: 'KB-000002',
      buyerId: buyer,
      status,
      items: [item(artworkId)],
    });

  it('a reserved one-piece work is on hold: stock 0, held 1, still in the store without a piece to buy', async () => {
    const art = await reservedOnePiece('On Hold Dawn');
    const held = await row(art.id);
    assert.deepEqual([held.stock, held.held, held.in_store], [0, 1, true]);
    assert.equal(await pageAvailability(art.slug), 'on-hold');
    assert.equal(await storeAvailability(art.id), 'on-hold');
  });

  it('payment completed: sold and gone from the store; a replay or a second payment changes nothing', async () => {
    const art = await reservedOnePiece('Paid Dawn');
    const payment = paid(art.orderId, art.id);
    await deliver(t, payment);
    const sold = await row(art.id);
    assert.deepEqual([sold.stock, sold.held, sold.in_store], [0, 0, false]);
    assert.equal(await pageAvailability(art.slug), 'sold');
    await waitUntil('the store to drop the sold piece', async () => (await storeAvailability(art.id)) === undefined);

    // The same event stored again, another payment event for the same item, and the cash-style confirmation.
    await publish(t.app.bus, payment, `${payment.id}-again`);
    const second = paid(art.orderId, art.id);
    await deliver(t, second);
    await deliver(t, moved(art.orderId, art.id, 'CONFIRMED'));
    const after = await row(art.id);
    assert.deepEqual([after.stock, after.held, after.version], [0, 0, sold.version]);
  });

  it('cancelled before payment: for sale again; a payment arriving after that changes nothing', async () => {
    const art = await reservedOnePiece('Cancelled Dawn');
    await deliver(t, cancelled(art.orderId, art.id, 'payment-timeout'));
    const back = await row(art.id);
    assert.deepEqual([back.stock, back.held, back.in_store], [1, 0, true]);
    assert.equal(await pageAvailability(art.slug), 'for-sale');

    await deliver(t, paid(art.orderId, art.id));
    const after = await row(art.id);
    assert.deepEqual([after.stock, after.held, after.version], [1, 0, back.version]);
  });

  it('cash order confirmed by the artist: sold; shipping and replays change nothing', async () => {
    const art = await reservedOnePiece('Cash Dawn');
    const shipped = moved(art.orderId, art.id, 'SHIPPED');
    await deliver(t, shipped);
    assert.equal((await row(art.id)).held, 1, 'shipping is no confirmation');

    const confirmed = moved(art.orderId, art.id, 'CONFIRMED');
    await deliver(t, confirmed);
    const sold = await row(art.id);
    assert.deepEqual([sold.stock, sold.held, sold.in_store], [0, 0, false]);
    assert.equal(await pageAvailability(art.slug), 'sold');

    await publish(t.app.bus, confirmed, `${confirmed.id}-again`);
    await deliver(t, moved(art.orderId, art.id, 'CONFIRMED'));
    assert.equal((await row(art.id)).version, sold.version);
  });

  it('a sold piece cancelled afterwards comes back for sale without a hold to drop', async () => {
    const art = await reservedOnePiece('Refunded Dawn');
    await deliver(t, paid(art.orderId, art.id));
    const cancellation = cancelled(art.orderId, art.id, 'artist');
    await deliver(t, cancellation);
    const back = await row(art.id);
    assert.deepEqual([back.stock, back.held, back.in_store], [1, 0, true]);
    await publish(t.app.bus, cancellation, `${cancellation.id}-again`);
    await deliver(t, cancelled(art.orderId, art.id, 'buyer'));
    assert.deepEqual([(await row(art.id)).stock, (await row(art.id)).version], [1, back.version], 'given back once');
  });

  it('every ArtworkUpdated of a hold carries held', async () => {
    const art = await reservedOnePiece('Snapshot Dawn');
    await deliver(t, paid(art.orderId, art.id));
    const rows = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('payload', '@>', JSON.stringify({ type: 'catalogue.artwork.updated', data: { artworkId: art.id } }))
      .orderBy('seq')
      .execute();
    const snapshots = rows.map((outboxRow) => (outboxRow.payload as { data: { stock: number; held: number } }).data);
    assert.deepEqual(
      snapshots.map((snapshot) => [snapshot.stock, snapshot.held]),
      [
        [0, 1],
        [0, 0],
      ],
    );
  });
});
