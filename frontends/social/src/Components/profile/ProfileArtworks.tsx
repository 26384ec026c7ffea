import { ImageWithFallback, InfiniteScroll, MasonryGrid, PROFILE_MASONRY_COLUMNS } from '@art/ui';
import { Link } from 'wouter';
import { useProfileArtworks } from '../../hooks/useProfileArtworks.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { ProfileArtworksSkeleton } from './ProfileArtworksSkeleton.js';
import './ProfileArtworks.css';
import '../social.css';

/** The Artworks tab: the owner sees Edit on each card. */
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
          <div key={artwork._id} className="soc-art" data-testid="profile-artwork">
            <Link href={`/artwork/${artwork.slug}`}>
              {artwork.image && (
                <ImageWithFallback
                  src={artwork.image.files.gallery.url}
                  fallbackSrc={artwork.image.files.gallery.fallbackUrl}
                  alt={artwork.name}
                  loading="lazy"
                  width={artwork.image.width}
                  height={artwork.image.height}
                />
              )}
            </Link>
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
