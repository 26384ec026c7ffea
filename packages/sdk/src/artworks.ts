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
import { callEndpoint, pathOf } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

/** The listing's query as the address carries it: the server fills in what is left out. */
function listingSearch(query: ListingQuery) {
  return {
    orderby: query.orderby ?? 'new',
    price: query.price ? `${query.price[0]},${query.price[1]}` : undefined,
    skip: query.skip ?? 0,
    limit: query.limit,
  };
}

type ListingBody = ApiBody & { message: ArtworkView[]; total: number; priceBounds?: ArtworkPage['priceBounds'] };

const pageOf = (body: ListingBody): ArtworkPage => ({
  artworks: body.message,
  total: body.total,
  ...(body.priceBounds ? { priceBounds: body.priceBounds } : {}),
});

/**
 * One gallery page. A signed-in viewer goes through the v2 path (the only one that can rank by
 * recommendation); guests use the public one.
 */
export async function getGalleryPage(query: ListingQuery, options?: RequestOptions): Promise<ArtworkPage> {
  const route = options?.token ? routes.galleryPageSignedIn : routes.galleryPage;
  return pageOf(await request<ListingBody>(pathOf(route, { cat: query.category }, listingSearch(query)), options));
}

/** One store page: only artworks for sale. */
export async function getStorePage(query: ListingQuery, options?: RequestOptions): Promise<ArtworkPage> {
  const route = options?.token ? routes.storePageSignedIn : routes.storePage;
  return pageOf(await request<ListingBody>(pathOf(route, { cat: query.category }, listingSearch(query)), options));
}

export async function getArtwork(slug: string, options?: RequestOptions): Promise<ArtworkView> {
  return (await callEndpoint(routes.getArtwork, { params: { slug } }, options)).message;
}

/** Counts one visit; answers the new count. */
export async function countView(slug: string, options?: RequestOptions): Promise<number> {
  return (await callEndpoint(routes.countArtworkView, { params: { slug } }, options)).views;
}

export async function getSimilar(
  slug: string,
  page: { skip: number; limit: number },
  options?: RequestOptions,
): Promise<ArtworkPage> {
  const query = { skip: page.skip, limit: page.limit };
  return pageOf(await callEndpoint(routes.similarArtworks, { params: { slug }, query }, options));
}

/** Likes the artwork, or takes the like back when the viewer already likes it. */
export async function toggleLike(artworkId: string, token: string, options?: RequestOptions): Promise<LikeResult> {
  const body = await callEndpoint(
    routes.toggleArtworkLike,
    { params: { productId: artworkId } },
    { ...options, token },
  );
  return { liked: body.liked, likesCount: body.likesCount };
}

/** Newest first, at most `total`; `total` in the answer counts all of the artwork's comments. */
export async function getComments(
  artworkId: string,
  total: number,
  options?: RequestOptions,
): Promise<{ comments: ArtworkComment[]; total: number }> {
  const body = await callEndpoint(routes.artworkComments, { params: { productId: artworkId, total } }, options);
  return { comments: body.message, total: body.total };
}

export async function addComment(
  artworkId: string,
  comment: string,
  token: string,
  options?: RequestOptions,
): Promise<ArtworkComment> {
  const body = await callEndpoint(
    routes.commentOnArtwork,
    { body: { comment, product: artworkId } },
    { ...options, token },
  );
  return body.message;
}

export async function getLikedArtworks(token: string, options?: RequestOptions): Promise<ArtworkView[]> {
  const body = await callEndpoint(routes.likedArtworks, {}, { ...options, token });
  return body.message.liked_artworks;
}

export async function getFeatured(options?: RequestOptions): Promise<ArtworkView[]> {
  return (await callEndpoint(routes.featuredArtworks, {}, options)).result;
}

/** At most 11 popular artworks of one category (id or slug). */
export async function getPopular(category: string, options?: RequestOptions): Promise<ArtworkView[]> {
  return (await callEndpoint(routes.popularArtworks, { params: { categoryId: category } }, options)).message;
}

export async function getRecommended(token: string, options?: RequestOptions): Promise<ArtworkView[]> {
  return (await callEndpoint(routes.recommendedArtworks, {}, { ...options, token })).result;
}

/** Artworks of the studios the viewer follows. */
export async function getFollowed(token: string, options?: RequestOptions): Promise<ArtworkView[]> {
  return (await callEndpoint(routes.followedStudiosArtworks, {}, { ...options, token })).result;
}

export async function getArtistArtworks(artistId: string, options?: RequestOptions): Promise<ArtworkView[]> {
  return (await callEndpoint(routes.artistArtworksWithImages, { params: { artistId } }, options)).message;
}

export async function getCategories(options?: RequestOptions): Promise<CatalogueCategory[]> {
  return (await callEndpoint(routes.listCategories, {}, options)).message;
}

export async function getSortedCategories(options?: RequestOptions): Promise<SortedCategory[]> {
  return (await callEndpoint(routes.listSortedCategories, {}, options)).message;
}

export async function getHomeSlides(options?: RequestOptions): Promise<Slide[]> {
  return (await callEndpoint(routes.getHomeSlider, {}, options)).slides;
}

/** A user's artworks, 12 a page (first page 1), newest first, and how many they have (profile Artworks tab). */
export async function getUserArtworks(userId: string, page: number, options?: RequestOptions): Promise<ArtworkPage> {
  const body = await callEndpoint(routes.userArtworks, { params: { id: userId }, query: { page } }, options);
  return { artworks: body.products, total: body.total };
}
