import type { ArtworkRow } from '../../db/schema.js';

/** The form's stock bound (artworks_stock_range): a release never pushes stock above it. */
export const STOCK_MAX = 50;

/** Why an artwork cannot be reserved; the words commerce shows the buyer. */
export type UnavailableReason = 'not-found' | 'own-artwork' | 'not-for-sale' | 'sold-out';

/**
 * Whether one piece of `row` can go to `buyerId`; null when it can. Missing or deleted, the buyer's
 * own, not for sale (price 0, user art, or kept out of the store), or no piece left.
 */
export function unavailableReason(row: ArtworkRow | undefined, buyerId: string): UnavailableReason | null {
  // Hidden by an operator: not there for a buyer either (the cart line stays; checkout refuses it).
  if (!row || row.deleted_at || row.hidden_at) return 'not-found';
  if (row.author_id === buyerId) return 'own-artwork';
  if (Number(row.price) <= 0 || row.kind !== 'artist') return 'not-for-sale';
  if (row.stock <= 0) return 'sold-out';
  if (!row.in_store) return 'not-for-sale';
  return null;
}
