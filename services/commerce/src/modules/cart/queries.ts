import type { Audience } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/**
 * The buyer's cart lines, newest first, each with its artwork and artist as the projections hold
 * them, and whether a block stands between buyer and artist (either way).
 */
export function cartLines(db: Db, audience: Audience, buyerId: string) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.artwork_id')
    .leftJoin('members as m', 'm.id', 'p.author_id')
    .selectAll('p')
    .select(['m.name as author_name', 'm.slug as author_slug', 'm.suspended as author_suspended', 'c.added_at'])
    .select(audience.unblocked(buyerId, 'p.author_id').as('unblocked'))
    .where('c.buyer_id', '=', buyerId)
    .orderBy('c.added_at', 'desc')
    .orderBy('c.artwork_id')
    .execute();
}

export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/** One line per buyer and artwork: adding it again changes nothing. */
export async function addCartLine(db: Db, buyerId: string, artworkId: string) {
  await db
    .insertInto('cart_items')
    .values({ buyer_id: buyerId, artwork_id: artworkId })
    .onConflict((oc) => oc.columns(['buyer_id', 'artwork_id']).doNothing())
    .execute();
}

/** Takes the buyer's lines of these artworks out of the cart (bought, or no longer buyable). */
export async function removeCartLines(db: Db, buyerId: string, artworkIds: readonly string[]) {
  await db.deleteFrom('cart_items').where('buyer_id', '=', buyerId).where('artwork_id', 'in', artworkIds).execute();
}
