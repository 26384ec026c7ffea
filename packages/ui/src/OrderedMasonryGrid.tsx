import { Children, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { columnsFor, MASONRY_ROW_PX, masonryRowSpan } from './columns.js';
import { type ColumnBreakpoints, GALLERY_COLUMNS, GRID_GUTTER } from './constants.js';
import { useWindowWidth } from './useWindowWidth.js';

export type OrderedMasonryGridProps = {
  children: ReactNode;
  breakpoints?: ColumnBreakpoints;
  gutter?: number;
  /**
   * Each item's height over the column's width as far as it is known before it renders (an
   * artwork's picture plus its caption): the first layout, corrected once the item is measured.
   */
  estimatedHeights?: readonly number[];
};

/**
 * Items of any height (artworks at their own proportions) as masonry, while the page keeps their
 * order: screen readers, the keyboard and "first, second…" read them as listed. A CSS grid of
 * small rows in which each item spans the rows of its measured height; its place is the grid's
 * own row by row placement, so a page appended by the infinite scroll moves nothing above it.
 */
export function OrderedMasonryGrid({
  children,
  breakpoints = GALLERY_COLUMNS,
  gutter = GRID_GUTTER,
  estimatedHeights,
}: OrderedMasonryGridProps) {
  const windowWidth = useWindowWidth();
  const count = columnsFor(windowWidth, breakpoints);
  const grid = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<readonly number[]>([]);
  const items = Children.toArray(children);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of items or another column count has new cells to observe
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      const heights = [...element.children].map(
        (item) => (item.firstElementChild as HTMLElement | null)?.getBoundingClientRect().height ?? 0,
      );
      setMeasured((previous) =>
        previous.length === heights.length && previous.every((height, index) => height === heights[index])
          ? previous
          : heights,
      );
    };
    read();
    const observer = new ResizeObserver(read);
    for (const item of element.children) if (item.firstElementChild) observer.observe(item.firstElementChild);
    return () => observer.disconnect();
  }, [items.length, count]);

  // Before anything is measured (the first paint): the column's width from the window's.
  const columnWidth = Math.max(1, (windowWidth - gutter * (count - 1)) / count);
  return (
    <div
      ref={grid}
      className="art-ordered-masonry"
      style={{
        gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
        gridAutoRows: MASONRY_ROW_PX,
        columnGap: gutter,
      }}
      data-columns={count}
    >
      {items.map((item, index) => {
        const height = measured[index] || (estimatedHeights?.[index] ?? 1) * columnWidth;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the item inside carries its own key; the cell is positional
            key={index}
            className="art-ordered-masonry__cell"
            style={{ gridRowEnd: `span ${masonryRowSpan(height, gutter)}` }}
          >
            {item}
          </div>
        );
      })}
    </div>
  );
}
