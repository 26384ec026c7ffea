import type { ReactNode } from 'react';
import { columnsFor } from './columns.js';
import { type ColumnBreakpoints, GALLERY_COLUMNS, GRID_GUTTER } from './constants.js';
import { useWindowWidth } from './useWindowWidth.js';

export type ColumnGridProps = { children: ReactNode; breakpoints?: ColumnBreakpoints; gutter?: number };

export function ColumnGrid({ children, breakpoints = GALLERY_COLUMNS, gutter = GRID_GUTTER }: ColumnGridProps) {
  const count = columnsFor(useWindowWidth(), breakpoints);
  return (
    <div
      className="art-column-grid"
      style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, gap: gutter }}
      data-columns={count}
    >
      {children}
    </div>
  );
}
