// Artworks as the browsing screens read them: listings, one artwork, likes, comments, slides.
import type {
  ArtworkComment,
  ArtworkPage,
  ArtworkView,
  CatalogueCategory,
  LikeResult,
  ListingQuery,
  Slide,
  SortedCategory,
} from './catalogue-types.js';
import { type ApiBody, type RequestOptions, request } from './core.js';

const segment = (value: string) => encodeURIComponent(value);

function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  params.set('orderby', query.orderby ?? 'new');
  if (query.price) params.set('price', `${query.price[0]},${query.price[1]}`);
  params.set('skip', String(query.skip ?? 0));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return params.toString();
}

type ListingBody = ApiBody & { message: ArtworkView[]; total: number };

const pageOf = (body: ListingBody): ArtworkPage => ({ artworks: body.message, total: body.total });

/**
 * One gallery page. A signed-in viewer goes through the v2 path (the only one that can rank by
 * recommendation); guests use the public one.
 */
export async function getGalleryPage(query: ListingQuery, options?: RequestOptions): Promise<ArtworkPage> {
  const base = options?.token ? '/v2/products/category' : '/products/category';
  return pageOf(await request<ListingBody>(`${base}/${segment(query.category)}?${listingSearch(query)}`, options));
}

/** One store page: only artworks for sale. */
export async function getStorePage(query: ListingQuery, options?: RequestOptions): Promise<ArtworkPage> {
  const base = options?.token ? '/v2/store' : '/store';
  return pageOf(await request<ListingBody>(`${base}/${segment(query.category)}?${listingSearch(query)}`, options));
}

export async function getArtwork(slug: string, options?: RequestOptions): Promise<ArtworkView> {
  return (await request<ApiBody & { message: ArtworkView }>(`/product/${segment(slug)}`, options)).message;
}

/** Counts one visit; answers the new count. */
export async function countView(slug: string, options?: RequestOptions): Promise<number> {
  const body = await request<ApiBody & { views: number }>(`/product/view/${segment(slug)}`, {
    ...options,
    method: 'POST',
  });
  return body.views;
}

export async function getSimilar(
  slug: string,
  page: { skip: number; limit: number },
  options?: RequestOptions,
): Promise<ArtworkPage> {
  const search = new URLSearchParams({ skip: String(page.skip), limit: String(page.limit) });
  return pageOf(await request<ListingBody>(`/products/similar/${segment(slug)}?${search}`, options));
}

/** Likes the artwork, or takes the like back when the viewer already likes it. */
export async function toggleLike(artworkId: string, token: string, options?: RequestOptions): Promise<LikeResult> {
  const body = await request<ApiBody & LikeResult>(`/like/product/${segment(artworkId)}`, {
    ...options,
    token,
    method: 'POST',
  });
  return { liked: body.liked, likesCount: body.likesCount };
}

/** Newest first, at most `total`; `total` in the answer counts all of the artwork's comments. */
export async function getComments(
  artworkId: string,
  total: number,
  options?: RequestOptions,
): Promise<{ comments: ArtworkComment[]; total: number }> {
  const body = await request<ApiBody & { message: ArtworkComment[]; total: number }>(
    `/v2/artwork/comments/${segment(artworkId)}/${total}`,
    options,
  );
  return { comments: body.message, total: body.total };
}

export async function addComment(
  artworkId: string,
  comment: string,
  token: string,
  options?: RequestOptions,
): Promise<ArtworkComment> {
  const body = await request<ApiBody & { message: ArtworkComment }>('/v2/artwork/comment/new', {
    ...options,
    token,
    body: { comment, product: artworkId },
  });
  return body.message;
}

export async function getLikedArtworks(token: string, options?: RequestOptions): Promise<ArtworkView[]> {
  const body = await request<ApiBody & { message: { liked_artworks: ArtworkView[] } }>('/artworks/liked', {
    ...options,
    token,
  });
  return body.message.liked_artworks;
}

type ResultBody = ApiBody & { result: ArtworkView[] };

export async function getFeatured(options?: RequestOptions): Promise<ArtworkView[]> {
  return (await request<ResultBody>('/products/getfeatured', options)).result;
}

/** At most 11 popular artworks of one category (id or slug). */
export async function getPopular(category: string, options?: RequestOptions): Promise<ArtworkView[]> {
  return (await request<ApiBody & { message: ArtworkView[] }>(`/products/popular/${segment(category)}`, options))
    .message;
}

export async function getRecommended(token: string, options?: RequestOptions): Promise<ArtworkView[]> {
  return (await request<ResultBody>('/products/recommended', { ...options, token })).result;
}

/** Artworks of the studios the viewer follows. */
export async function getFollowed(token: string, options?: RequestOptions): Promise<ArtworkView[]> {
  return (await request<ResultBody>('/products/followed', { ...options, token })).result;
}

export async function getArtistArtworks(artistId: string, options?: RequestOptions): Promise<ArtworkView[]> {
  const path = `/artist/${segment(artistId)}/productswithimages`;
  return (await request<ApiBody & { message: ArtworkView[] }>(path, options)).message;
}

export async function getCategories(options?: RequestOptions): Promise<CatalogueCategory[]> {
  return (await request<ApiBody & { message: CatalogueCategory[] }>('/categories', options)).message;
}

export async function getSortedCategories(options?: RequestOptions): Promise<SortedCategory[]> {
  return (await request<ApiBody & { message: SortedCategory[] }>('/categories/sorted', options)).message;
}

export async function getHomeSlides(options?: RequestOptions): Promise<Slide[]> {
  return (await request<ApiBody & { slides: Slide[] }>('/slider/home-slider', options)).slides;
}

/** A user's artworks, 12 a page (first page 1), newest first, and how many they have (profile Artworks tab). */
export async function getUserArtworks(userId: string, page: number, options?: RequestOptions): Promise<ArtworkPage> {
  const body = await request<ApiBody & { products: ArtworkView[]; total: number }>(
    `/user/artworks/${encodeURIComponent(userId)}?page=${page}`,
    options,
  );
  return { artworks: body.products, total: body.total };
}
