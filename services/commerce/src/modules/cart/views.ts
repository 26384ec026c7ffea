import type { CartLine } from '@art/contracts';
import { BLOCKED_LINE } from '../blocks/rules.js';
import { productAvailability, productRefusal } from '../products/rules.js';
import type { CartLineRow } from './queries.js';

/**
 * The buyer's cart as the API answers it. Lines whose artwork was sold or withdrawn meanwhile
 * stay, marked unavailable, so the buyer sees what happened instead of a line vanishing; so do
 * lines of an artist with whom a block now stands (either way), with the reason, until checkout
 * drops them.
 */
export function cartView(rows: readonly CartLineRow[], buyerId: string) {
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
