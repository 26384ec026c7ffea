import { ArtworkPriceTag, CUT_LENGTHS, cutText, InfiniteScroll, MasonryGrid, PROFILE_MASONRY_COLUMNS } from '@art/ui';
import { Link } from 'wouter';
import { useProfileArtworks } from '../../hooks/useProfileArtworks.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { ProfileArtworkPicture } from './ProfileArtworkPicture.js';
import { ProfileArtworksSkeleton } from './ProfileArtworksSkeleton.js';
import './ProfileArtworks.css';
import '../social.css';

/**
 * The Artworks tab: each work at its own proportions with its title and its price while for sale
 * (else On hold, Sold or Not for sale, as the catalogue's cards say it); the owner sees Edit.
 */
export function ProfileArtworks({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const { t } = useSocialTranslation();
  const { items, query } = useProfileArtworks(userId);
  if (query.isSuccess && items.length === 0) return <p className="soc-empty">{t('profile.noArtworks')}</p>;
  if (query.isLoading) return <ProfileArtworksSkeleton />;
  return (
    <InfiniteScroll
      hasMore={Boolean(query.hasNextPage)}
      isLoading={query.isFetching}
      onLoadMore={() => void query.fetchNextPage()}
      offset={300}
      loadingLabel={t('common.loading')}
    >
      <MasonryGrid breakpoints={PROFILE_MASONRY_COLUMNS} gutter={17}>
        {items.map((artwork) => (
          <div key={artwork._id} className="soc-art" data-testid="profile-artwork" data-slug={artwork.slug}>
            <Link href={`/artwork/${artwork.slug}`} className="soc-art__link">
              {artwork.image && <ProfileArtworkPicture image={artwork.image} alt={artwork.name} />}
              <span className="soc-art__name" title={artwork.name} data-testid="profile-artwork-name">
                {cutText(artwork.name, CUT_LENGTHS.artworkName)}
              </span>
            </Link>
            <ArtworkPriceTag artwork={artwork} className="soc-art__price" testId="profile-artwork-price" />
            {isOwner && (
              <Link
                href={`/artwork/${artwork.slug}/edit`}
                className="soc-art__edit art-button art-button--secondary art-button--small"
              >
                {t('profile.editArtwork')}
              </Link>
            )}
          </div>
        ))}
      </MasonryGrid>
    </InfiniteScroll>
  );
}
