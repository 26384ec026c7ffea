import type { ArtistView, ArtworkView } from '@art/contracts';
import type { RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

/** What GET /search/:term answers: at most 10 artworks and 10 artists, best first. */
export type SearchResults = { products: ArtworkView[]; artists: ArtistView[] };

/** The viewer's token is sent when there is one (the answer may then leave out blocked studios). */
export async function searchCatalogue(term: string, options?: RequestOptions): Promise<SearchResults> {
  const body: Partial<SearchResults> = await callEndpoint(routes.search, { params: { term } }, options);
  return { products: body.products ?? [], artists: body.artists ?? [] };
}
