import type { CartLine } from '@art/contracts';
import type { Audience } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables } from '../db/schema.js';
import { BLOCKED_LINE } from './blocked-lines.js';
import { productAvailability, productRefusal } from './product-rules.js';

/**
 * The buyer's cart, newest line first, each with its artwork and artist as the projections hold
 * them. Lines whose artwork was sold or withdrawn meanwhile stay, marked unavailable, so the buyer
 * sees what happened instead of a line vanishing; so do lines of an artist with whom a block now
 * stands (either way), with the reason, until checkout drops them.
 */
export async function readCart(db: Kysely<CommerceTables>, audience: Audience, buyerId: string) {
  const rows = await db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.artwork_id')
    .leftJoin('members as m', 'm.id', 'p.author_id')
    .selectAll('p')
    .select(['m.name as author_name', 'm.slug as author_slug', 'c.added_at'])
    .select(audience.unblocked(buyerId, 'p.author_id').as('unblocked'))
    .where('c.buyer_id', '=', buyerId)
    .orderBy('c.added_at', 'desc')
    .orderBy('c.artwork_id')
    .execute();
  const products: CartLine[] = rows.map((row) => ({
    qty: 1,
    product_id: {
      _id: row.id,
      id: row.id,
      slug: row.slug,
      name: row.name,
      price: Number(row.price),
      stock: row.stock,
      image: row.thumbnail,
      author: { _id: row.author_id, name: row.author_name ?? '', slug: row.author_slug ?? '' },
      available: row.unblocked && productRefusal(row, buyerId) === null,
      availability: productAvailability(row),
      ...(row.unblocked ? {} : { unavailableReason: { ...BLOCKED_LINE } }),
    },
  }));
  const itemTotal = Math.round(
    products.filter((line) => line.product_id.available).reduce((sum, line) => sum + line.product_id.price, 0),
  );
  return { products, itemTotal };
}
