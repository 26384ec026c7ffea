import { formatNpr } from './format.js';
import { useLanguageTexts } from './languageTexts.js';

/** Whether a piece can be bought: the catalogue's `availability` of an artwork (it alone knows the pieces held). */
export type ArtworkAvailability = 'for-sale' | 'on-hold' | 'sold' | 'not-for-sale';

/** What the price tag needs of an artwork view. */
export type ArtworkPriceFields = { price: number; availability: ArtworkAvailability };

/** The `ui` text key of a state that is not a price. */
export const ARTWORK_AVAILABILITY_KEYS = {
  'on-hold': 'availability.onHold',
  sold: 'availability.sold',
  'not-for-sale': 'availability.notForSale',
} as const;

/**
 * The price as every artwork screen shows it, upper-cased: "NPR 25,000" (Devanagari digits in ne),
 * or null when there is no price (0), for which the screen shows "Not for sale".
 */
export function artworkPriceText(price: number, language: string | undefined): string | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  return formatNpr(price, language).toUpperCase();
}

/**
 * What a card, the artwork page or a studio's grid says about buying a piece: the price for a piece
 * for sale, else the key of its state's words. The rule is the catalogue's `availability`, never
 * worked out again here, so no screen can disagree with checkout.
 */
export function artworkAvailabilityText(
  artwork: ArtworkPriceFields,
  language: string | undefined,
): { availability: ArtworkAvailability; price: string | null; key: string | null } {
  const { availability } = artwork;
  const price = availability === 'for-sale' ? artworkPriceText(artwork.price, language) : null;
  if (price !== null) return { availability, price, key: null };
  return {
    availability,
    price: null,
    key: ARTWORK_AVAILABILITY_KEYS[availability === 'for-sale' ? 'not-for-sale' : availability],
  };
}

export type ArtworkPriceTagProps = { artwork: ArtworkPriceFields; className?: string; testId?: string };

/**
 * The price of a piece for sale, or "On hold", "Sold" or "Not for sale" (upper-cased, as the price
 * is), in the reader's language: one tag for the catalogue's cards and artwork page and a studio's
 * work grid.
 */
export function ArtworkPriceTag({ artwork, className, testId = 'artwork-price-tag' }: ArtworkPriceTagProps) {
  const { t, i18n } = useLanguageTexts('ui');
  const shown = artworkAvailabilityText(artwork, i18n.language);
  return (
    <span className={className} data-testid={testId} data-availability={shown.availability}>
      {shown.price ?? t(shown.key ?? ARTWORK_AVAILABILITY_KEYS['not-for-sale']).toUpperCase()}
    </span>
  );
}
