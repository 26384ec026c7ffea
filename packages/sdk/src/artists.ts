// The studios directory (the catalogue's projection of artists with follower and work counts).
import type { ArtistView, StudioPage, StudiosQuery } from './catalogue-types.js';
import { type ApiBody, type RequestOptions, request } from './core.js';
import { callEndpoint, pathOf } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

type ArtistsBody = ApiBody & { message: ArtistView[]; total: number };

/** One page of studios; a category (id or slug) narrows it, 'all' or none does not. */
export async function getStudiosPage(query: StudiosQuery, options?: RequestOptions): Promise<StudioPage> {
  // Only what was chosen goes in the address: the server fills in the rest.
  const search = {
    sortby: query.sortby,
    skip: query.skip ?? 0,
    limit: query.limit,
    category: query.category && query.category !== 'all' ? query.category : undefined,
  };
  const body = await request<ArtistsBody>(pathOf(routes.sortableArtists, {}, search), options);
  return { studios: body.message, total: body.total };
}

export async function getArtist(slug: string, options?: RequestOptions): Promise<ArtistView> {
  return (await callEndpoint(routes.artistBySlug, { params: { slug } }, options)).message;
}

export async function getTopArtists(total = 25, options?: RequestOptions): Promise<ArtistView[]> {
  return (await callEndpoint(routes.topArtists, { query: { total } }, options)).message;
}
