// The listing's slider: 2 columns by 2 rows, or 1 column by 4 rows at 769 px and narrower, so a
// page always holds four exhibitions.
export const EXHIBITIONS_PER_PAGE = 4;
export const NARROW_SLIDER_MAX_WIDTH = 769;

export function sliderColumns(viewportWidth: number): 1 | 2 {
  return viewportWidth <= NARROW_SLIDER_MAX_WIDTH ? 1 : 2;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / EXHIBITIONS_PER_PAGE));
}

/** The items of page `page` (0-based), the page clamped to the ones that exist. */
export function pageItems<T>(items: readonly T[], page: number): T[] {
  const last = pageCount(items.length) - 1;
  const index = Math.min(Math.max(page, 0), last);
  return items.slice(index * EXHIBITIONS_PER_PAGE, (index + 1) * EXHIBITIONS_PER_PAGE);
}
