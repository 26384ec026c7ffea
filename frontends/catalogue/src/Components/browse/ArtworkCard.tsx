import type { ArtworkView } from '@art/sdk';
import { useSession } from '@art/ui';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { ArtworkPicture } from './ArtworkPicture.js';
import { cardName, priceText } from './artworkText.js';
import { artworkPath, editArtworkPath, isOwnArtwork } from './links.js';

type ArtworkCardProps = { artwork: ArtworkView; ratio?: number };

/** One artwork in a grid or row: picture and name link to it; its own artist also gets Edit. */
export function ArtworkCard({ artwork, ratio }: ArtworkCardProps) {
  const { t, i18n } = useBrowseTranslation();
  const { user } = useSession();
  const price = priceText(artwork.price, i18n.language);
  return (
    <article className="cat-card" data-testid="artwork-card" data-slug={artwork.slug}>
      <Link to={artworkPath(artwork.slug)} className="cat-card__link">
        <ArtworkPicture image={artwork.image} size="gallery" alt={artwork.name} ratio={ratio} />
        <h3 className="cat-card__name" title={artwork.name}>
          {cardName(artwork.name)}
        </h3>
      </Link>
      <div className="cat-card__meta">
        <span>{cardName(artwork.author.name)}</span>
        <span className="cat-card__price" data-testid="artwork-card-price">
          {price ?? t('artwork.notForSale').toUpperCase()}
        </span>
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
