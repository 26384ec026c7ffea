import { type Static, Type } from 'typebox';

/**
 * Whether a piece can be bought, as every card, artwork page, store and cart shows it:
 * - `for-sale`: an artist's work with a price and a piece left;
 * - `on-hold`: every piece is held by an order not yet paid (online) or confirmed (cash); it may
 *   come back when the hold lapses;
 * - `sold`: no piece left and none held;
 * - `not-for-sale`: price 0, a member's own (user) art, or kept out of the store.
 */
export const ArtworkAvailability = Type.Union([
  Type.Literal('for-sale'),
  Type.Literal('on-hold'),
  Type.Literal('sold'),
  Type.Literal('not-for-sale'),
]);
export type ArtworkAvailability = Static<typeof ArtworkAvailability>;

export interface AvailabilityFacts {
  kind: 'artist' | 'user';
  price: number;
  stock: number;
  /** Pieces held by open unpaid or unconfirmed orders (not in `stock`). */
  held: number;
  /** False when the artist keeps a priced piece out of the store. */
  inStore?: boolean;
}

/** The one rule of availability: catalogue's views and commerce's cart and checkout apply it; the remotes show catalogue's answer. */
export function availabilityOf(facts: AvailabilityFacts): ArtworkAvailability {
  if (facts.kind !== 'artist' || facts.price <= 0) return 'not-for-sale';
  if (facts.stock > 0) return facts.inStore === false ? 'not-for-sale' : 'for-sale';
  if (facts.held > 0) return 'on-hold';
  return 'sold';
}
