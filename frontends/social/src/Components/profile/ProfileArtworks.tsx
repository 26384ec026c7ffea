import {
  ArtworkPriceTag,
  artworkSrcSet,
  CUT_LENGTHS,
  columnImageSizes,
  cutText,
  ImageWithFallback,
  InfiniteScroll,
  MasonryGrid,
  PROFILE_MASONRY_COLUMNS,
} from '@art/ui';
import { Link } from 'wouter';
import { useProfileArtworks } from '../../hooks/useProfileArtworks.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { ProfileArtworksSkeleton } from './ProfileArtworksSkeleton.js';
import './ProfileArtworks.css';
import '../social.css';

/** How wide a tile's picture is drawn at each of the grid's column counts. */
const TILE_SIZES = columnImageSizes(PROFILE_MASONRY_COLUMNS);

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
              {artwork.image && (
                <ImageWithFallback
                  src={artwork.image.files.gallery.url}
                  srcSet={artworkSrcSet(artwork.image)}
                  sizes={TILE_SIZES}
                  fallbackSrc={artwork.image.files.gallery.fallbackUrl}
                  alt={artwork.name}
                  loading="lazy"
                  decoding="async"
                  width={artwork.image.width || undefined}
                  height={artwork.image.height || undefined}
                  style={
                    artwork.image.width > 0 && artwork.image.height > 0
                      ? { aspectRatio: `${artwork.image.width} / ${artwork.image.height}` }
                      : undefined
                  }
                />
              )}
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
