// Keys of the server data this remote caches in the shell's one QueryClient. Each starts with the
// area's name, so no key collides with another remote's; a mutation invalidates exactly these.
import type { ArtworkSort, PriceRange, StudioSort } from '@art/sdk';

export type ListingKind = 'gallery' | 'store';

/** Everything that picks a listing's rows: a change of any part starts again from skip 0. */
/** `price` null: any price (no range chosen). */
export type ListingFilters = { category: string; sort: ArtworkSort; price: PriceRange | null };

export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** Also read by the identity remote (its category picker), with the same answer. */
  categories: ['catalogue', 'categories'] as const,
  sortedCategories: ['catalogue', 'categories', 'sorted'] as const,
  homeSlides: ['catalogue', 'slider', 'home'] as const,
  featured: (viewerId: string) => ['catalogue', 'featured', viewerId] as const,
  popular: (category: string, viewerId: string) => ['catalogue', 'popular', category, viewerId] as const,
  recommended: (viewerId: string) => ['catalogue', 'recommended', viewerId] as const,
  followed: (viewerId: string) => ['catalogue', 'followed', viewerId] as const,
  /** The viewer is part of the key: a signed-in page carries `liked` and the Recommended sort. */
  listing: (kind: ListingKind, filters: ListingFilters, viewerId: string) =>
    [
      'catalogue',
      'listing',
      kind,
      filters.category,
      filters.sort,
      filters.price?.[0] ?? 'any',
      filters.price?.[1] ?? 'any',
      viewerId,
    ] as const,
  artwork: (slug: string) => ['catalogue', 'artwork', slug] as const,
  artworkPrefix: ['catalogue', 'artwork'] as const,
  comments: (artworkId: string) => ['catalogue', 'comments', artworkId] as const,
  commentsUpTo: (artworkId: string, total: number) => ['catalogue', 'comments', artworkId, total] as const,
  similar: (slug: string) => ['catalogue', 'similar', slug] as const,
  liked: (viewerId: string) => ['catalogue', 'liked', viewerId] as const,
  likedAll: ['catalogue', 'liked'] as const,
  studios: (sort: StudioSort, category: string) => ['catalogue', 'studios', sort, category] as const,
  /** The viewer is part of the key: their blocks may change the answer. */
  search: (term: string, viewerId: string) => ['catalogue', 'search', term, viewerId] as const,
  searchPages: (term: string, viewerId: string) => ['catalogue', 'search-pages', term, viewerId] as const,
  memberProfile: (slug: string, viewerId: string) => ['catalogue', 'member-profile', slug, viewerId] as const,
  exhibitionList: (list: 'current' | 'previous' | 'upcoming') => ['catalogue', 'exhibitions', list] as const,
  exhibition: (idOrSlug: string) => ['catalogue', 'exhibition', idOrSlug] as const,
};
