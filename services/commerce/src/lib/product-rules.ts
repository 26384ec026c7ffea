import type { ProductRow } from '../db/schema.js';

/** Why an artwork cannot go into a cart or an order; null when it can. */
export type ProductRefusal = { code: 'not-found' | 'own-artwork' | 'not-for-sale' | 'sold-out'; message: string };

export const PRODUCT_MESSAGES = {
  'not-found': 'This artwork is no longer available',
  'own-artwork': 'You cannot buy your own artwork',
  'not-for-sale': 'This artwork is not for sale',
  'sold-out': 'This artwork has already been sold',
} as const;

export function productRefusal(product: ProductRow | undefined, buyerId: string): ProductRefusal | null {
  const refuse = (code: ProductRefusal['code']): ProductRefusal => ({ code, message: PRODUCT_MESSAGES[code] });
  if (!product || product.deleted) return refuse('not-found');
  if (product.author_id === buyerId) return refuse('own-artwork');
  if (Number(product.price) <= 0) return refuse('not-for-sale');
  if (product.stock <= 0 || !product.in_store) return refuse('sold-out');
  return null;
}

/** The HTTP status of a refusal: a sold-out piece is a conflict with another buyer, the rest bad input. */
export function refusalStatusCode(refusal: ProductRefusal): 400 | 404 | 409 {
  if (refusal.code === 'not-found') return 404;
  if (refusal.code === 'sold-out') return 409;
  return 400;
}
