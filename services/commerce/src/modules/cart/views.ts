import type { CartLine } from '@art/contracts';
import { BLOCKED_LINE } from '../blocks/rules.js';
import { type ProductRefusal, productAvailability, productRefusal } from '../products/rules.js';
import type { CartLineRow } from './queries.js';

/**
 * The buyer's cart as the API answers it. Lines whose artwork was sold or withdrawn meanwhile
 * stay, marked unavailable, so the buyer sees what happened instead of a line vanishing; so do
 * lines of an artist with whom a block now stands (either way), with the reason, until checkout
 * drops them, and pieces an operator hid or whose artist is suspended ("no longer available").
 */
export function cartView(rows: readonly CartLineRow[], buyerId: string) {
  const products: CartLine[] = rows.map((row) => lineOf(row, buyerId));
  const itemTotal = Math.round(
    products.filter((line) => line.product_id.available).reduce((sum, line) => sum + line.product_id.price, 0),
  );
  return { products, itemTotal };
}

/**
 * Why a line cannot be bought, when the availability does not say it: a block, or a piece that
 * is no longer there for buyers (withdrawn, hidden by an operator, its artist suspended).
 */
function unavailableReasonOf(unblocked: boolean, refusal: ProductRefusal | null) {
  if (!unblocked) return { ...BLOCKED_LINE };
  return refusal?.code === 'not-found' ? { status: refusal.code, message: refusal.message } : undefined;
}

function lineOf(row: CartLineRow, buyerId: string): CartLine {
  const refusal = productRefusal(row, buyerId);
  const unavailableReason = unavailableReasonOf(row.unblocked, refusal);
  return {
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
      available: row.unblocked && refusal === null,
      availability: productAvailability(row),
      ...(unavailableReason ? { unavailableReason } : {}),
    },
  };
}
