// Shapes of the catalogue API as the remotes read them. The entities are the very types the
// catalogue service builds its response schemas from (@art/contracts), so the two cannot drift.
import type { ArtistView, ArtworkComment, ArtworkImage, ArtworkView, CategoryView, Slide } from '@art/contracts';

export type { ArtistView, ArtworkComment, ArtworkImage, ArtworkView, Slide };

export type CatalogueCategory = CategoryView;

/** A main category with its sub-categories, in the marketplace's order (GET /categories/sorted). */
export type SortedCategory = { _id: string; name: string; slug: string; children: CategoryView[] };

/** The gallery and store sort menu; recommended needs a signed-in viewer. */
export type ArtworkSort = 'new' | 'pricehigh' | 'pricelow' | 'recommended';

/** Whole NPR, both ends included. */
export type PriceRange = readonly [min: number, max: number];

export type ListingQuery = {
  /** Category slug, category id, or 'all'. */
  category: string;
  orderby?: ArtworkSort;
  price?: PriceRange;
  skip?: number;
  limit?: number;
};

/** One page of a listing and the number of artworks the whole listing holds. */
/** `priceBounds`: gallery and store pages say the prices their works span (the price slider's ends). */
export type ArtworkPage = { artworks: ArtworkView[]; total: number; priceBounds?: { min: number; max: number } };

export type LikeResult = { liked: boolean; likesCount: number };

export type StudioSort = 'followers' | 'works';

export type StudiosQuery = { sortby: StudioSort; category?: string; skip?: number; limit?: number };

export type StudioPage = { studios: ArtistView[]; total: number };

// Upload/edit, search and exhibitions (helper F's block).
export type { ArtworkDimensions, ArtworkDraft, ArtworkWriter } from './artwork-upload.js';
export type { ExhibitionView, InquiryBody } from './exhibitions.js';
export type { SearchResults } from './search.js';
