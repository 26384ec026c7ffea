import type { ExhibitionView } from '@art/sdk';
import { ImageWithFallback } from '@art/ui';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import './ExhibitionCard.css';

type ExhibitionCardProps = { exhibition: ExhibitionView; onOpen: (exhibition: ExhibitionView) => void };

/** One exhibition in the listing's slider: its thumbnail, title and artist. */
export function ExhibitionCard({ exhibition, onOpen }: ExhibitionCardProps) {
  const { t } = useCreateTranslation();
  const picture = exhibition.listingThumb || exhibition.banner;
  return (
    <button
      type="button"
      className={exhibition.darkListing ? 'exhibition-card exhibition-card--dark' : 'exhibition-card'}
      onClick={() => onOpen(exhibition)}
      data-testid="exhibition-card"
      data-id={exhibition._id}
    >
      {picture ? <ImageWithFallback src={picture} alt="" loading="lazy" /> : <span className="art-image-missing" />}
      <span className="exhibition-card__text">
        <span className="exhibition-card__title">{exhibition.title}</span>
        {exhibition.artist.name && <span>{t('exhibitions.by', { name: exhibition.artist.name })}</span>}
        {exhibition.subtitle && <span>{exhibition.subtitle}</span>}
      </span>
    </button>
  );
}
