import type { ArtworkView } from '@art/sdk';
import { type ColumnBreakpoints, InfiniteScroll } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { ArtworkCardSkeletons } from './ArtworkCardSkeleton.js';
import { ArtworkMasonry } from './ArtworkMasonry.js';
import { LISTING_COLUMNS } from './browseLayout.js';
import './browse.css';

/** The placeholders shown while the first page comes: a screenful on any width. */
const LOADING_CARDS = 10;

type ArtworkGridProps = {
  artworks: ArtworkView[];
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  breakpoints?: ColumnBreakpoints;
  gutter?: number;
  emptyText?: string;
  testId?: string;
};

/**
 * Artwork cards at each work's own proportions in a masonry grid (nothing cropped), in the order
 * listed, asking for the next page near the bottom of the page.
 */
export function ArtworkGrid({
  artworks,
  isLoading,
  isLoadingMore,
  hasMore,
  onLoadMore,
  breakpoints = LISTING_COLUMNS,
  gutter,
  emptyText,
  testId = 'artwork-grid',
}: ArtworkGridProps) {
  const { t } = useBrowseTranslation();
  if (isLoading) {
    // A page of card shapes where the cards will be: the page does not jump when they come.
    return (
      <div aria-busy="true" data-testid={`${testId}-loading`}>
        <span className="art-visually-hidden" role="status">
          {t('loading')}
        </span>
        <ArtworkCardSkeletons count={LOADING_CARDS} breakpoints={breakpoints} gutter={gutter} />
      </div>
    );
  }
  if (artworks.length === 0) {
    return (
      <p className="cat-empty" data-testid={`${testId}-empty`}>
        {emptyText ?? t('nothingToShow')}
      </p>
    );
  }
  return (
    <InfiniteScroll hasMore={hasMore} isLoading={isLoadingMore} onLoadMore={onLoadMore} loadingLabel={t('loading')}>
      <div data-testid={testId}>
        <ArtworkMasonry artworks={artworks} breakpoints={breakpoints} gutter={gutter} />
      </div>
    </InfiniteScroll>
  );
}
