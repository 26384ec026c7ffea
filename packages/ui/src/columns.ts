import type { ColumnBreakpoints } from './constants.js';

export function columnsFor(width: number, breakpoints: ColumnBreakpoints): number {
  for (const [minWidth, columns] of breakpoints) {
    if (width >= minWidth) return columns;
  }
  return breakpoints[breakpoints.length - 1]?.[1] ?? 1;
}

/**
 * The `sizes` of a picture that fills one column of a grid laid out by `breakpoints` (widest
 * first): the browser then picks the smallest stored variant that is sharp at that width.
 */
export function columnImageSizes(breakpoints: ColumnBreakpoints): string {
  return breakpoints
    .map(([minWidth, columns]) => {
      const width = `${Math.ceil(100 / Math.max(1, columns))}vw`;
      return minWidth > 0 ? `(min-width: ${minWidth}px) ${width}` : width;
    })
    .join(', ');
}

/** The row unit of an ordered masonry grid (px): spans are counted in it. */
export const MASONRY_ROW_PX = 4;

/**
 * How many rows of MASONRY_ROW_PX an item of `height` px spans, with the gap below it: what lets
 * a CSS grid lay items of any height out as masonry while the page keeps their order.
 */
export function masonryRowSpan(height: number, gap: number): number {
  return Math.max(1, Math.ceil((Math.max(0, height) + gap) / MASONRY_ROW_PX));
}
