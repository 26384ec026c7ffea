import type { ExhibitionView } from '@art/sdk';
import { ImageWithFallback } from '@art/ui';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import './CurrentExhibitionBanner.css';

type CurrentExhibitionBannerProps = { exhibition: ExhibitionView; onOpen: (exhibition: ExhibitionView) => void };

/** The exhibition running now, as the banner on top of the listing. */
export function CurrentExhibitionBanner({ exhibition, onOpen }: CurrentExhibitionBannerProps) {
  const { t } = useCreateTranslation();
  const picture = exhibition.banner || exhibition.listingThumb;
  return (
    <button
      type="button"
      className="exhibition-banner"
      onClick={() => onOpen(exhibition)}
      data-testid="current-exhibition"
      data-id={exhibition._id}
    >
      {picture ? <ImageWithFallback src={picture} alt="" /> : <span className="art-image-missing" />}
      <span className="exhibition-banner__text">
        <span className="exhibition-banner__label">{t('exhibitions.current')}</span>
        <span className="exhibition-banner__title">{exhibition.title}</span>
        {exhibition.artist.name && <span>{t('exhibitions.by', { name: exhibition.artist.name })}</span>}
      </span>
    </button>
  );
}
