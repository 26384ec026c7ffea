import type { ArtworkView } from '@art/sdk';
import { ArtworkPriceTag, CUT_LENGTHS, ReadMore } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { ArtworkActions } from './ArtworkActions.js';
import { ArtworkLikeButton } from './ArtworkLikeButton.js';
import { ArtworkReportBlock } from './ArtworkReportBlock.js';
import { dimensionsOf } from './artworkText.js';
import './ArtworkDetails.css';
import './browse.css';

type ArtworkDetailsProps = { artwork: ArtworkView };

/** Name, price (or on hold, sold, not for sale), size, description, the like control, the actions, and Report and Block of an artwork. */
export function ArtworkDetails({ artwork }: ArtworkDetailsProps) {
  const { t, i18n } = useBrowseTranslation();
  const size = dimensionsOf(artwork.attributes, i18n.language);
  return (
    <div className="cat-detail__info">
      <h1 className="cat-detail__name" data-testid="artwork-name">
        {artwork.name}
      </h1>
      <p className="cat-detail__price">
        <ArtworkPriceTag artwork={artwork} className="cat-detail__availability" testId="artwork-price" />
      </p>
      {size && (
        <p className="cat-muted" data-testid="artwork-size">
          {size.height !== null && size.width !== null
            ? t('artwork.heightWidth', { height: size.height, width: size.width })
            : size.height !== null
              ? t('artwork.heightOnly', { height: size.height })
              : t('artwork.widthOnly', { width: size.width })}
        </p>
      )}
      {artwork.description && (
        <ReadMore
          text={artwork.description}
          maxLength={CUT_LENGTHS.description}
          moreLabel={t('artwork.readMore')}
          lessLabel={t('artwork.showLess')}
        />
      )}
      <div>
        <ArtworkLikeButton artwork={artwork} />
      </div>
      <ArtworkActions artwork={artwork} />
      <ArtworkReportBlock artwork={artwork} />
    </div>
  );
}
