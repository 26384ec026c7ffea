import type { ArtworkView } from '@art/sdk';
import { type ColumnBreakpoints, ColumnGrid, InfiniteScroll, Spinner } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { ArtworkCard } from './ArtworkCard.js';
import { LISTING_COLUMNS } from './browseLayout.js';
import './browse.css';

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

/** A column grid of artwork cards that asks for the next page near the bottom of the page. */
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
  if (isLoading) return <Spinner label={t('loading')} />;
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
        <ColumnGrid breakpoints={breakpoints} gutter={gutter}>
          {artworks.map((artwork) => (
            <ArtworkCard key={artwork._id} artwork={artwork} ratio={1} />
          ))}
        </ColumnGrid>
      </div>
    </InfiniteScroll>
  );
}
