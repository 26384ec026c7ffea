import '../../browseI18n.js';
import { hasPicture, MasonryGrid, Spinner, usePageTitle, useSession } from '@art/ui';
import { useParams } from 'wouter';
import { ArtworkCard } from '../../Components/browse/ArtworkCard.js';
import { LIKED_COLUMNS } from '../../Components/browse/browseLayout.js';
import { useArtist } from '../../hooks/useArtist.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useLikedArtworks } from '../../hooks/useLikedArtworks.js';
import '../../Components/browse/browse.css';
import './LikedArtworksRoute.css';

/**
 * /:slug/likedArt and /studio/:slug/likedArt — the signed-in viewer's liked artworks, under their
 * cover once the profile has loaded. (The follow card is the social area's.)
 */
export function LikedArtworksRoute() {
  const { t } = useBrowseTranslation();
  usePageTitle(t('liked.title'));
  const { user } = useSession();
  const { slug = '' } = useParams<{ slug: string }>();
  const artist = useArtist(decodeURIComponent(slug) || (user?.slug ?? ''));
  const liked = useLikedArtworks();
  const cover = artist.data?.cover;

  return (
    <div className="cat-page" data-testid="liked-page">
      {hasPicture(cover) && (
        <div
          className="cat-cover"
          role="img"
          aria-label={t('liked.cover')}
          style={{ backgroundImage: `url("${cover}")` }}
        />
      )}
      <h1>{t('liked.title')}</h1>
      {liked.isPending ? (
        <Spinner label={t('loading')} />
      ) : (liked.data ?? []).length === 0 ? (
        <p className="cat-empty" data-testid="liked-empty">
          {t('liked.empty')}
        </p>
      ) : (
        <MasonryGrid breakpoints={LIKED_COLUMNS}>
          {(liked.data ?? []).map((artwork) => (
            <ArtworkCard key={artwork._id} artwork={artwork} />
          ))}
        </MasonryGrid>
      )}
    </div>
  );
}

export default LikedArtworksRoute;
