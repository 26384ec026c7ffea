import { type ColumnBreakpoints, ColumnGrid, GALLERY_COLUMNS, LoadingRegion, Skeleton } from '@art/ui';
import './ArtworkCard.css';

/** The shape of an artwork card while its artwork is on its way: picture, name, studio and price. */
export function ArtworkCardSkeleton({ ratio = 1 }: { ratio?: number }) {
  return (
    <div className="cat-card" data-testid="artwork-card-skeleton">
      <Skeleton aspectRatio={ratio} />
      <Skeleton width="70%" height="1.2em" />
      <Skeleton width="90%" height="1em" />
    </div>
  );
}

type ArtworkCardSkeletonsProps = {
  count: number;
  breakpoints?: ColumnBreakpoints;
  gutter?: number;
  /** Said to screen readers, the grid busy: for a page whose grid is the only thing loading. */
  label?: string;
  testId?: string;
};

/** A grid of `count` card shapes where a grid of artworks will be. */
export function ArtworkCardSkeletons({
  count,
  breakpoints = GALLERY_COLUMNS,
  gutter,
  label,
  testId,
}: ArtworkCardSkeletonsProps) {
  const grid = (
    <ColumnGrid breakpoints={breakpoints} gutter={gutter}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <ArtworkCardSkeleton key={index} />
      ))}
    </ColumnGrid>
  );
  if (!label) return grid;
  return (
    <LoadingRegion label={label} testId={testId}>
      {grid}
    </LoadingRegion>
  );
}
