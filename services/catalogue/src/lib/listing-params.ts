import { badRequest } from '@art/kit';

export const LISTING_SORTS = ['new', 'pricehigh', 'pricelow', 'recommended'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The spec's gallery page size. */
export const LISTING_PAGE_SIZE = 15;
export const LISTING_MAX_LIMIT = 60;
/** A studio's works and the viewer's own: the spec's artist-work page size. */
export const WORKS_PAGE_SIZE = 12;
/** Home rows show at most 11; featured sends one more so "11+" always fills. */
export const HOME_ROW_SIZE = 11;
export const FEATURED_SIZE = 12;

export const PRICE_FORMAT_MESSAGE = 'Price must be two whole numbers of NPR as min,max (for example 0,5000000)';
export const PRICE_ORDER_MESSAGE = 'The lowest price cannot be above the highest price';
export const PRICE_LIMIT = 10_000_000;

/** `"min,max"` in whole NPR (the price slider's range), both ends included; absent means any price. */
export function parsePriceRange(raw: string | undefined): readonly [number, number] | null {
  if (raw === undefined || raw.trim() === '') return null;
  const match = /^\s*(\d{1,12})\s*,\s*(\d{1,12})\s*$/.exec(raw);
  if (!match) throw badRequest(PRICE_FORMAT_MESSAGE);
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (min > max) throw badRequest(PRICE_ORDER_MESSAGE);
  // Prices never pass 10,000,000: a larger bound means "no upper bound", which the index reads the same.
  return [Math.min(min, PRICE_LIMIT + 1), Math.min(max, PRICE_LIMIT)];
}

/** `?page` of the 12-per-page lists, from 1. */
export function pageOffset(page: number | undefined, size = WORKS_PAGE_SIZE): number {
  return (Math.max(1, page ?? 1) - 1) * size;
}
