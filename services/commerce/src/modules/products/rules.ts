import { availabilityOf } from '@art/contracts';
import type { ProductRow } from '../../db/schema.js';

export type RefusalCode = 'not-found' | 'own-artwork' | 'not-for-sale' | 'on-hold' | 'sold-out';

/** Why an artwork cannot go into a cart or an order; null when it can. */
export type ProductRefusal = { code: RefusalCode; message: string };

export const PRODUCT_MESSAGES: Record<RefusalCode, string> = {
  'not-found': 'This artwork is no longer available',
  'own-artwork': 'You cannot buy your own artwork',
  'not-for-sale': 'This artwork is not for sale',
  'on-hold': 'This artwork is on hold for another buyer',
  'sold-out': 'This artwork has already been sold',
};

export function refusalOf(code: RefusalCode): ProductRefusal {
  return { code, message: PRODUCT_MESSAGES[code] };
}

/** The shared availability rule over the projection's snapshot (user art is never for sale). */
export function productAvailability(product: ProductRow) {
  return availabilityOf({
    kind: product.kind,
    price: Number(product.price),
    stock: product.stock,
    held: product.held,
    inStore: product.in_store,
  });
}

/**
 * Why the buyer cannot have this piece; null when they can. A piece an operator hid, or one whose
 * artist is suspended, is no longer available, as a deleted one.
 */
export function productRefusal(
  product: (ProductRow & { author_suspended?: boolean | null }) | undefined,
  buyerId: string,
): ProductRefusal | null {
  if (!product || product.deleted || product.hidden || product.author_suspended) return refusalOf('not-found');
  if (product.author_id === buyerId) return refusalOf('own-artwork');
  const availability = productAvailability(product);
  if (availability === 'not-for-sale') return refusalOf('not-for-sale');
  if (availability === 'on-hold') return refusalOf('on-hold');
  if (availability === 'sold') return refusalOf('sold-out');
  return null;
}

/** Catalogue's word for a refused reservation, as the buyer is told it (unknown words read as sold). */
export function reservationRefusal(reason: string): ProductRefusal {
  return reason in PRODUCT_MESSAGES ? refusalOf(reason as RefusalCode) : refusalOf('sold-out');
}

/** The HTTP status of a refusal: another buyer got there first is a conflict, the rest bad input. */
export function refusalStatusCode(refusal: ProductRefusal): 400 | 404 | 409 {
  if (refusal.code === 'not-found') return 404;
  if (refusal.code === 'sold-out' || refusal.code === 'on-hold') return 409;
  return 400;
}
