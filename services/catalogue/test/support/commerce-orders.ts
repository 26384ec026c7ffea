import { randomUUID } from 'node:crypto';
import { catalogueInternalPaths, type OrderedItem } from '@art/contracts';
import { INTERNAL_TOKEN_HEADER } from '@art/kit';
import { processed, publish } from '@art/testing';
import type { Static } from 'typebox';
import { COMMERCE_DURABLE } from '../../src/consumers.js';
import { type CatalogueTestContext, INTERNAL_TOKEN, seedUser, startCatalogueTestApp } from './test-app.js';

/** The app and the artist whose pieces a suite reserves and sells. */
export async function startCatalogueWithArtist(name: string) {
  const t = await startCatalogueTestApp(name);
  const artist = await seedUser(t.db, { name: 'Sita Shrestha' });
  return { t, artist };
}

/** Commerce asking for an order's pieces, through the internal route it calls. */
export function reserveStock(
  t: CatalogueTestContext,
  body: { orderId: string; buyerId: string; artworkIds: string[] },
  token = INTERNAL_TOKEN,
) {
  return t.app.inject({
    method: 'POST',
    url: catalogueInternalPaths.reserveStock,
    headers: { [INTERNAL_TOKEN_HEADER]: token },
    payload: body,
  });
}

/** One piece of `artworkId` as commerce's order events carry it. */
export const orderedItem = (artistId: string, artworkId: string): Static<typeof OrderedItem> => ({
  itemId: randomUUID(),
  artworkId,
  artistId,
  name: 'Himalayan Dawn',
  image: '',
  price: 25000,
});

/** A commerce event through the real stream, back once catalogue has handled it. */
export async function deliver(t: CatalogueTestContext, envelope: { id: string; type: string }) {
  await publish(t.app.bus, envelope);
  await processed(t.db, COMMERCE_DURABLE, envelope.id);
}
