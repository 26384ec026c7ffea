import { WORKS_PAGE_SIZE } from '@art/contracts';
import { badRequest } from '@art/kit';

/** Home rows show at most 11 (featured sends one more, FEATURED_SIZE, so "11+" always fills). */
export const HOME_ROW_SIZE = 11;

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

/** A followed studio weighs more than the strongest liked category (whose share is at most 1). */
const FOLLOWED_WEIGHT = 2;

/** An artwork that may be recommended, as the candidates' queries read it. */
export interface Candidate {
  id: string;
  author_id: string;
  categories: { _id: string; parent?: string }[];
  popularity: number;
  created_at: Date;
}

/**
 * The candidates, each once, by the viewer's affinity: a followed studio's work first, then the
 * share of their likes in its categories, then the most popular, then the newest.
 */
export function rankRecommended(
  candidates: readonly Candidate[],
  likedCategories: readonly { category_id: string; likes: string | number | bigint }[],
  followedAuthors: readonly string[],
): Candidate[] {
  const followedIds = new Set(followedAuthors);
  // A category's share of the liked artworks (a liked oil painting counts for Oil and for Painting).
  const likedArtworks = Math.max(...likedCategories.map((row) => Number(row.likes)), 1);
  const categoryShare = new Map(likedCategories.map((row) => [row.category_id, Number(row.likes) / likedArtworks]));
  const unique = new Map<string, Candidate>();
  for (const candidate of candidates) unique.set(candidate.id, candidate);

  const categoryAffinity = (candidate: Candidate) =>
    Math.max(
      0,
      ...(candidate.categories ?? []).flatMap((category) => [
        categoryShare.get(category._id) ?? 0,
        category.parent ? (categoryShare.get(category.parent) ?? 0) : 0,
      ]),
    );
  const affinity = (candidate: Candidate) =>
    (followedIds.has(candidate.author_id) ? FOLLOWED_WEIGHT : 0) + categoryAffinity(candidate);
  return [...unique.values()].sort(
    (a, b) =>
      affinity(b) - affinity(a) ||
      b.popularity - a.popularity ||
      new Date(b.created_at).getTime() - new Date(a.created_at).getTime() ||
      (a.id < b.id ? 1 : -1),
  );
}
