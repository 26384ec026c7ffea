// The studios directory (the catalogue's projection of artists with follower and work counts).
import type { ArtistView, StudioPage, StudiosQuery } from './catalogue-types.js';
import { type ApiBody, type RequestOptions, request } from './core.js';

type ArtistsBody = ApiBody & { message: ArtistView[]; total: number };

/** One page of studios; a category (id or slug) narrows it, 'all' or none does not. */
export async function getStudiosPage(query: StudiosQuery, options?: RequestOptions): Promise<StudioPage> {
  const params = new URLSearchParams({ sortby: query.sortby, skip: String(query.skip ?? 0) });
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.category && query.category !== 'all') params.set('category', query.category);
  const body = await request<ArtistsBody>(`/artists/sortable?${params}`, options);
  return { studios: body.message, total: body.total };
}

export async function getArtist(slug: string, options?: RequestOptions): Promise<ArtistView> {
  return (await request<ApiBody & { message: ArtistView }>(`/artist/${encodeURIComponent(slug)}`, options)).message;
}

export async function getTopArtists(total = 25, options?: RequestOptions): Promise<ArtistView[]> {
  return (await request<ApiBody & { message: ArtistView[] }>(`/artists/top?total=${total}`, options)).message;
}
