import type { ArtworkView } from '@art/sdk';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { availabilityText } from './availability.js';

type ArtworkAvailabilityTagProps = { artwork: ArtworkView; className: string; testId: string };

/** The price of a piece for sale, or "On hold", "Sold" or "Not for sale" (upper-cased, as the price is). */
export function ArtworkAvailabilityTag({ artwork, className, testId }: ArtworkAvailabilityTagProps) {
  const { t, i18n } = useBrowseTranslation();
  const shown = availabilityText(artwork, i18n.language);
  return (
    <span className={className} data-testid={testId} data-availability={shown.availability}>
      {shown.price ?? t(shown.key ?? 'artwork.notForSale').toUpperCase()}
    </span>
  );
}
