import type { ArtworkView } from '@art/sdk';
import { type ColumnBreakpoints, columnImageSizes, GALLERY_COLUMNS, OrderedMasonryGrid } from '@art/ui';
import { ArtworkCard } from './ArtworkCard.js';

/** The card's name and studio line under the picture, as a share of the column's width. */
const CARD_TEXT_HEIGHT = 0.3;
/** The cards likely on the first screen: their pictures are not lazy (the page's largest paint). */
const EAGER_CARDS = 4;

type ArtworkMasonryProps = { artworks: ArtworkView[]; breakpoints?: ColumnBreakpoints; gutter?: number };

/**
 * Artwork cards at each work's own proportions (nothing cropped) as masonry, in the order listed,
 * each picture fetched at the size its column is drawn.
 */
export function ArtworkMasonry({ artworks, breakpoints = GALLERY_COLUMNS, gutter }: ArtworkMasonryProps) {
  const sizes = columnImageSizes(breakpoints);
  return (
    <OrderedMasonryGrid
      breakpoints={breakpoints}
      gutter={gutter}
      estimatedHeights={artworks.map(
        ({ image }) => (image && image.width > 0 ? image.height / image.width : 1) + CARD_TEXT_HEIGHT,
      )}
    >
      {artworks.map((artwork, index) => (
        <ArtworkCard key={artwork._id} artwork={artwork} sizes={sizes} isEager={index < EAGER_CARDS} />
      ))}
    </OrderedMasonryGrid>
  );
}
