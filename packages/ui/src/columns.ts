import type { ColumnBreakpoints } from './constants.js';

export function columnsFor(width: number, breakpoints: ColumnBreakpoints): number {
  for (const [minWidth, columns] of breakpoints) {
    if (width >= minWidth) return columns;
  }
  return breakpoints[breakpoints.length - 1]?.[1] ?? 1;
}
