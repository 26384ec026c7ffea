import { Children, type ReactNode } from 'react';
import { columnsFor } from './columns.js';
import { type ColumnBreakpoints, GRID_GUTTER, PROFILE_MASONRY_COLUMNS } from './constants.js';
import { useWindowWidth } from './useWindowWidth.js';

export type MasonryGridProps = { children: ReactNode; breakpoints?: ColumnBreakpoints; gutter?: number };

/** Deals items left to right into columns so reading order stays row by row while heights vary. */
export function MasonryGrid({
  children,
  breakpoints = PROFILE_MASONRY_COLUMNS,
  gutter = GRID_GUTTER,
}: MasonryGridProps) {
  const count = columnsFor(useWindowWidth(), breakpoints);
  const columns: ReactNode[][] = Array.from({ length: count }, () => []);
  Children.toArray(children).forEach((child, index) => {
    columns[index % count].push(child);
  });
  return (
    <div className="art-masonry" style={{ gap: gutter }} data-columns={count}>
      {columns.map((items, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
        <div key={index} className="art-masonry__column" style={{ gap: gutter }}>
          {items}
        </div>
      ))}
    </div>
  );
}
