import '../../browseI18n.js';
import { AreaSlot, hasPicture, MasonryGrid, usePageTitle, useSession } from '@art/ui';
import { useParams } from 'wouter';
import { ArtworkCard } from '../../Components/browse/ArtworkCard.js';
import { ArtworkCardSkeletons } from '../../Components/browse/ArtworkCardSkeleton.js';
import { LIKED_COLUMNS } from '../../Components/browse/browseLayout.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useLikedArtworks } from '../../hooks/useLikedArtworks.js';
import { useMemberProfile } from '../../hooks/useMemberProfile.js';
import '../../Components/browse/browse.css';
import './LikedArtworksRoute.css';

/**
 * /:slug/likedArt and /studio/:slug/likedArt — the signed-in viewer's liked artworks, under their
 * cover and the social area's follow card once the profile has loaded. The profile is identity's,
 * so a member who is not a studio has their cover too.
 */
export function LikedArtworksRoute() {
  const { t } = useBrowseTranslation();
  usePageTitle(t('liked.title'));
  const { user } = useSession();
  const { slug = '' } = useParams<{ slug: string }>();
  const profileSlug = decodeURIComponent(slug) || (user?.slug ?? '');
  const profile = useMemberProfile(profileSlug);
  const liked = useLikedArtworks();
  const cover = profile.data?.cover;

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
      {profile.data && <AreaSlot module="social/FollowCard" props={{ slug: profile.data.slug }} />}
      <h2 className="art-visually-hidden">{t('listing.artworksHeading')}</h2>
      {liked.isPending ? (
        <ArtworkCardSkeletons count={8} breakpoints={LIKED_COLUMNS} label={t('loading')} testId="liked-loading" />
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
