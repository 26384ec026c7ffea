/**
 * The availability rule alone, without its schema (artwork-availability.ts), so a screen can apply
 * it without bundling the schema library: the catalogue remote's cards are in the home page's
 * first render.
 */
export type Availability = 'for-sale' | 'on-hold' | 'sold' | 'not-for-sale';

export interface AvailabilityFacts {
  kind: 'artist' | 'user';
  price: number;
  stock: number;
  /** Pieces held by open unpaid or unconfirmed orders (not in `stock`). */
  held: number;
  /** False when the artist keeps a priced piece out of the store. */
  inStore?: boolean;
}

/** The one rule of availability; catalogue's views and commerce's cart both use it. */
export function availabilityOf(facts: AvailabilityFacts): Availability {
  if (facts.kind !== 'artist' || facts.price <= 0) return 'not-for-sale';
  if (facts.stock > 0) return facts.inStore === false ? 'not-for-sale' : 'for-sale';
  if (facts.held > 0) return 'on-hold';
  return 'sold';
}
