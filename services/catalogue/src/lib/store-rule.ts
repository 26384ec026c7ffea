import { availabilityOf } from '@art/contracts';
import { type RawBuilder, sql } from 'kysely';

export interface StoreFacts {
  kind: 'artist' | 'user';
  price: number;
  stock: number;
  held: number;
}

/**
 * The store lists artists' priced works that have a piece left or a piece on hold: a held piece
 * stays listed ("On hold", no Buy) because it comes back if its order lapses; a sold one leaves.
 * Members' own (user) art is never sold.
 */
export function isInStore(facts: StoreFacts): boolean {
  const availability = availabilityOf(facts);
  return availability === 'for-sale' || availability === 'on-hold';
}

/** The same rule inside an UPDATE of artworks, with the new stock and held written as expressions. */
export const inStoreSql = (stock: RawBuilder<number>, held: RawBuilder<number>) =>
  sql<boolean>`kind = 'artist' and price > 0 and (${stock} > 0 or ${held} > 0)`;
