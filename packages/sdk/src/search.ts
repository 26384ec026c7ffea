import type { ArtistView, ArtworkView } from '@art/contracts';
import type { RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

/** One page of what GET /search/:term answers: artworks and artists, best first. */
export type SearchResults = {
  products: ArtworkView[];
  artists: ArtistView[];
  page: number;
  /** A next page holds more artworks / more artists. */
  moreProducts: boolean;
  moreArtists: boolean;
};

/** What the header's dropdown shows of each kind. */
export const FIRST_PAGE_SIZE = 10;

export type SearchPaging = { page?: number; limit?: number };

/**
 * The viewer's token is sent when there is one (the answer may then leave out blocked studios).
 * Without paging it is the first page of ten, what the header's dropdown shows.
 */
export async function searchCatalogue(
  term: string,
  options?: RequestOptions,
  paging: SearchPaging = {},
): Promise<SearchResults> {
  const query = { page: paging.page ?? 1, limit: paging.limit ?? FIRST_PAGE_SIZE };
  const body: Partial<SearchResults> = await callEndpoint(routes.search, { params: { term }, query }, options);
  return {
    products: body.products ?? [],
    artists: body.artists ?? [],
    page: body.page ?? paging.page ?? 1,
    moreProducts: body.moreProducts ?? false,
    moreArtists: body.moreArtists ?? false,
  };
}
