// The gallery's price range slider: 0 to 5,000,000 NPR in steps of 500, full range at first.
import type { PriceRange } from '@art/sdk';

export const PRICE_MIN = 0;
export const PRICE_MAX = 5_000_000;
export const PRICE_STEP = 500;
export const FULL_PRICE_RANGE: PriceRange = [PRICE_MIN, PRICE_MAX];

/** Keeps each end on the step grid, inside the bounds, and the low end at or below the high one. */
export function normalizePriceRange(low: number, high: number): PriceRange {
  const snap = (value: number) =>
    Math.min(
      PRICE_MAX,
      Math.max(PRICE_MIN, Math.round((Number.isFinite(value) ? value : 0) / PRICE_STEP) * PRICE_STEP),
    );
  const a = snap(low);
  const b = snap(high);
  return a <= b ? [a, b] : [b, a];
}

export function isSameRange(a: PriceRange, b: PriceRange): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
