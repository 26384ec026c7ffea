// The gallery's price range slider: 0 to the dearest work on show (the catalogue's priceBounds),
// in steps of 500. No range chosen means any price: the listing asks without one.
import type { PriceRange } from '@art/sdk';

export const PRICE_MIN = 0;
export const PRICE_STEP = 500;
/** The slider's top until the first page says the real one: the highest price an upload allows. */
export const PRICE_TOP_BEFORE_BOUNDS = 10_000_000;

/** The slider's top for the dearest price on show: that price rounded up to the step (one step at least). */
export function sliderTop(highestPrice: number | undefined): number {
  if (highestPrice === undefined) return PRICE_TOP_BEFORE_BOUNDS;
  return Math.max(PRICE_STEP, Math.ceil(highestPrice / PRICE_STEP) * PRICE_STEP);
}

/** Keeps each end on the step grid, inside 0..top, and the low end at or below the high one. */
export function normalizePriceRange(low: number, high: number, top = PRICE_TOP_BEFORE_BOUNDS): PriceRange {
  const snap = (value: number) =>
    Math.min(top, Math.max(PRICE_MIN, Math.round((Number.isFinite(value) ? value : 0) / PRICE_STEP) * PRICE_STEP));
  const a = snap(low);
  const b = snap(high);
  return a <= b ? [a, b] : [b, a];
}

/** The whole slider: choosing it is choosing no range at all. */
export function isWholeRange(range: PriceRange, top: number): boolean {
  return range[0] <= PRICE_MIN && range[1] >= top;
}

export function isSameRange(a: PriceRange, b: PriceRange): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
