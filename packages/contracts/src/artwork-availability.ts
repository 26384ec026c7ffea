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

// The rule lives beside, without the schema library (the remotes apply it too).
export { type AvailabilityFacts, availabilityOf } from './availability-rule.js';
