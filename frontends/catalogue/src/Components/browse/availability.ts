// Whether a piece can be bought. What a card or the artwork page says about it (its price while for
// sale, else on hold, sold or not for sale) is @art/ui's ArtworkPriceTag, shared with a studio's grid.
import type { ArtworkView } from '@art/sdk';

type ArtworkAvailability = ArtworkView['availability'];
type AvailabilityFields = Pick<ArtworkView, 'price' | 'availability'>;

/**
 * The catalogue's answer (availabilityOf on its side, which alone knows the pieces held): the
 * remote never works it out again, so a card cannot disagree with checkout.
 */
export function availabilityOfArtwork(artwork: AvailabilityFields): ArtworkAvailability {
  return artwork.availability;
}

/** Buy Artwork is offered only for a piece for sale. */
export function isBuyable(artwork: AvailabilityFields): boolean {
  return availabilityOfArtwork(artwork) === 'for-sale';
}
