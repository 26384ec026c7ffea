import type { ArtworkView } from '@art/sdk';
import { ArtworkPriceTag, useSession } from '@art/ui';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { ArtworkPicture } from './ArtworkPicture.js';
import { cardName } from './artworkText.js';
import { artworkPath, editArtworkPath, isOwnArtwork } from './links.js';
import './ArtworkCard.css';

type ArtworkCardProps = {
  artwork: ArtworkView;
  /** A frame of this shape (a row of equal tiles); the work's own proportions when left out. */
  ratio?: number;
  /** How wide the card's picture is drawn (an `<img sizes>`). */
  sizes?: string;
  /** The first cards on screen: their pictures are fetched at once. */
  isEager?: boolean;
};

/**
 * One artwork in a grid or row: picture and name link to it, its price while it is for sale (else on
 * hold, sold or not for sale); its own artist also gets Edit.
 */
export function ArtworkCard({ artwork, ratio, sizes, isEager }: ArtworkCardProps) {
  const { t } = useBrowseTranslation();
  const { user } = useSession();
  return (
    <article className="cat-card" data-testid="artwork-card" data-slug={artwork.slug}>
      <Link to={artworkPath(artwork.slug)} className="cat-card__link">
        <ArtworkPicture
          image={artwork.image}
          size="gallery"
          alt={artwork.name}
          ratio={ratio}
          sizes={sizes}
          isEager={isEager}
        />
        <h3 className="cat-card__name" title={artwork.name}>
          {cardName(artwork.name)}
        </h3>
      </Link>
      <div className="cat-card__meta">
        <span>{cardName(artwork.author.name)}</span>
        <ArtworkPriceTag artwork={artwork} className="cat-card__price" testId="artwork-card-price" />
      </div>
      {isOwnArtwork(artwork.author, user?._id) && (
        <Link
          to={editArtworkPath(artwork.slug)}
          className="art-button art-button--secondary art-button--small"
          aria-label={t('card.editLabel', { name: artwork.name })}
          data-testid="artwork-card-edit"
        >
          {t('card.edit')}
        </Link>
      )}
    </article>
  );
}
