// What a card and the artwork page say about buying a piece: its price only while it is for sale.
import type { ArtworkView } from '@art/sdk';
import { priceText } from './artworkText.js';

type ArtworkAvailability = ArtworkView['availability'];
type AvailabilityFields = Pick<ArtworkView, 'price' | 'availability'>;

/**
 * The catalogue's answer (availabilityOf on its side, which alone knows the pieces held): the
 * remote never works it out again, so a card cannot disagree with checkout.
 */
export function availabilityOfArtwork(artwork: AvailabilityFields): ArtworkAvailability {
  return artwork.availability;
}

/** The `availability` text key of a state that is not a price. */
export const AVAILABILITY_KEYS = {
  'on-hold': 'availability.onHold',
  sold: 'availability.sold',
  'not-for-sale': 'artwork.notForSale',
} as const;

/**
 * What a card or the artwork page shows: the price (upper-cased, in the language's digits) for a
 * piece for sale, else the key of its state's words.
 */
export function availabilityText(
  artwork: AvailabilityFields,
  language: string | undefined,
): { availability: ArtworkAvailability; price: string | null; key: string | null } {
  const availability = availabilityOfArtwork(artwork);
  const price = availability === 'for-sale' ? priceText(artwork.price, language) : null;
  if (price !== null) return { availability, price, key: null };
  return {
    availability,
    price: null,
    key: AVAILABILITY_KEYS[availability === 'for-sale' ? 'not-for-sale' : availability],
  };
}

/** Buy Artwork is offered only for a piece for sale. */
export function isBuyable(artwork: AvailabilityFields): boolean {
  return availabilityOfArtwork(artwork) === 'for-sale';
}
