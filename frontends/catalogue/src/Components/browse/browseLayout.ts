// The numbers of the browsing screens (columns, breakpoints), in one place so the screens and their tests agree.
import { type ColumnBreakpoints, GALLERY_COLUMNS, LIKED_MASONRY_COLUMNS } from '@art/ui';

/** Gallery and store: 5 columns, 4 below 1199, 3 below 667, 2 below 481. */
export const LISTING_COLUMNS: ColumnBreakpoints = GALLERY_COLUMNS;

/** Similar artworks: 3 columns, 2 below 991. */
export const SIMILAR_COLUMNS: ColumnBreakpoints = [
  [991, 3],
  [0, 2],
];

/** Similar artworks' gutter: 14, or 10 below 991. */
export function similarGutter(width: number): number {
  return width < 991 ? 10 : 14;
}

/** Liked artworks: 1, 2, 3 columns at 350, 750, 900. */
export const LIKED_COLUMNS: ColumnBreakpoints = LIKED_MASONRY_COLUMNS;

/** Below this width the layout is the mobile one (dialogs for filters, list/grid toggle). */
export const MOBILE_BELOW = 992;

export const isMobileWidth = (width: number) => width < MOBILE_BELOW;

export const LISTING_PAGE_SIZE = 15;
export const STUDIOS_PAGE_SIZE = 10;
export const SIMILAR_PAGE_SIZE = 15;

/** Home rows show at most 11 artworks. */
export const HOME_ROW_LIMIT = 11;

/** The mobile featured list starts with 3 and shows them all after Show More. */
export const MOBILE_FEATURED_START = 3;

export function visibleFeatured<T>(artworks: readonly T[], isMobile: boolean, isExpanded: boolean): readonly T[] {
  const row = artworks.slice(0, HOME_ROW_LIMIT);
  return isMobile && !isExpanded ? row.slice(0, MOBILE_FEATURED_START) : row;
}

/** Comments under an artwork: 2 until View All. */
export const COMMENTS_PREVIEW = 2;
