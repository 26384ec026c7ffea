import { type ArtworkView, FEATURED_SIZE, type ListingSort, type PriceBounds } from '@art/contracts';
import { notFound } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ARTWORK_UNAVAILABLE } from '../artworks/rules.js';
import {
  authorIdPage,
  type CategoryFilter,
  featuredIds,
  followedQueries,
  highestPriceQuery,
  type IdPage,
  type ListingFilter,
  likedQueries,
  listingIdPage,
  listingIdPageWithout,
  loadArtworkViews,
  type PageWindow,
  type PlainSort,
  popularIds,
  recommendedIdPage,
  resolveCategory,
  runPaged,
  similarQueries,
  similarTo,
  suspendedAuthorIds,
  type Visible,
  withViewerLikes,
} from './queries/index.js';
import { HOME_ROW_SIZE } from './rules.js';

export interface ArtworkPage {
  artworks: ArtworkView[];
  total: number;
}

export interface CategoryListingRequest extends PageWindow {
  cat: string;
  storeOnly: boolean;
  sort: ListingSort;
  price: readonly [number, number] | null;
  /** Signed-in viewer (their likes are shown; recommended ranks for them). */
  viewerId: string | null;
  /** The public variants treat recommended as new: only the signed-in ones rank for a viewer. */
  canRecommend: boolean;
}

export interface Listings {
  categoryPage(request: CategoryListingRequest): Promise<ArtworkPage>;
  /** The gallery's (or the store's) price span, from 0 to its dearest live artwork: the slider's ends. */
  priceBounds(storeOnly: boolean): Promise<PriceBounds>;
  featured(viewerId: string | null): Promise<ArtworkView[]>;
  popular(cat: string, viewerId: string | null): Promise<ArtworkView[]>;
  recommended(viewerId: string, page: PageWindow): Promise<ArtworkPage>;
  followed(viewerId: string, page: PageWindow): Promise<ArtworkPage>;
  similar(slug: string, page: PageWindow, viewerId: string | null): Promise<ArtworkPage>;
  /** A user's works by id or slug, newest first; `withImageOnly` for the artist's picture row. */
  authorWorks(
    author: string,
    page: PageWindow,
    viewerId: string | null,
    options?: { withImageOnly?: boolean },
  ): Promise<ArtworkPage>;
  liked(viewerId: string, page: PageWindow): Promise<ArtworkPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listings: Listings;
  }
}

const categoryKey = (category: CategoryFilter) => (category.kind === 'all' ? 'all' : category.id);

/**
 * Gallery, store and the home rows: chosen from indexes, public pages cached, likes laid over.
 * A block hides each party's works from the other, and a suspended member's from everybody (the
 * audience's rule). The cached pages are the same for everybody (suspended members left out: a
 * suspension or its lifting drops the cache), so a viewer on either side of a block is answered
 * from PostgreSQL with the other party left out, never from the cache; everybody else (guests, and
 * members without blocks: nearly all) keeps the cache. The lists made for one viewer are never
 * cached and always filtered. Artworks an operator hid are outside the listing indexes.
 */
export const listingsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const cache = app.catalogueCache;
    const audience = app.audience;

    /** The audience's condition for a viewer (a guest too: suspended members are left out). */
    const visibleTo = (viewerId: string | null) => audience.unblocked(viewerId, 'artworks.author_id');
    /**
     * Who is hidden from the viewer (across a block, or suspended), with the condition; null when
     * nobody is. `personal` when the answer is the viewer's alone (blocks): then the cache is skipped.
     */
    const hiddenFor = async (viewerId: string | null) => {
      const blocked = viewerId ? await audience.blockedIds(viewerId) : new Set<string>();
      const authors = new Set([...blocked, ...(await suspendedAuthorIds(db))]);
      if (authors.size === 0) return null;
      return { authors, visible: visibleTo(viewerId), personal: blocked.size > 0 };
    };

    /** Viewer-less views of an id page (what the cache holds), then the viewer's likes over them. */
    const pageOf = async (idPage: IdPage, viewerId: string | null): Promise<ArtworkPage> => ({
      artworks: await withViewerLikes(db, await loadArtworkViews(db, idPage.ids), viewerId),
      total: idPage.total,
    });
    const cachedPage = async (
      key: string,
      viewerId: string | null,
      load: (hidden: { authors: ReadonlySet<string>; visible: NonNullable<Visible> } | null) => Promise<IdPage>,
    ) => {
      const hidden = await hiddenFor(viewerId);
      if (hidden?.personal) return pageOf(await load(hidden), viewerId);
      const page = await cache.remember(key, undefined, async () => {
        const idPage = await load(hidden);
        return { artworks: await loadArtworkViews(db, idPage.ids), total: idPage.total };
      });
      return { artworks: await withViewerLikes(db, page.artworks, viewerId), total: page.total };
    };

    const listings: Listings = {
      async categoryPage(request) {
        const filter: ListingFilter = {
          category: await resolveCategory(db, request.cat),
          storeOnly: request.storeOnly,
          price: request.price,
        };
        const window = { skip: request.skip, limit: request.limit };
        if (request.sort === 'recommended' && request.canRecommend && request.viewerId) {
          const ranked = await recommendedIdPage(
            db,
            request.viewerId,
            { ...filter, visible: visibleTo(request.viewerId) },
            window,
          );
          if (ranked) return pageOf(ranked, request.viewerId);
        }
        const sort: PlainSort = request.sort === 'recommended' ? 'new' : request.sort;
        const key = [
          request.storeOnly ? 'store' : 'gallery',
          categoryKey(filter.category),
          sort,
          filter.price ? filter.price.join('-') : 'any',
          window.skip,
          window.limit,
        ].join(':');
        return cachedPage(key, request.viewerId, (hidden) =>
          hidden
            ? listingIdPageWithout(db, { ...filter, visible: hidden.visible }, hidden.authors, sort, window)
            : listingIdPage(db, filter, sort, window),
        );
      },

      async priceBounds(storeOnly) {
        return cache.remember(`price-bounds:${storeOnly ? 'store' : 'gallery'}`, undefined, async () => {
          const row = await highestPriceQuery(db, storeOnly).executeTakeFirst();
          return { min: 0, max: Number(row?.price ?? 0) };
        });
      },

      async featured(viewerId) {
        const page = await cachedPage('featured', viewerId, async (hidden) => {
          const ids = await featuredIds(db, FEATURED_SIZE, hidden?.visible);
          return { ids, total: ids.length };
        });
        return page.artworks;
      },

      async popular(cat, viewerId) {
        const category = await resolveCategory(db, cat);
        const page = await cachedPage(`popular:${categoryKey(category)}`, viewerId, async (hidden) => {
          const ids = await popularIds(db, category, HOME_ROW_SIZE, hidden?.visible);
          return { ids, total: ids.length };
        });
        return page.artworks;
      },

      async recommended(viewerId, page) {
        const filter: ListingFilter = {
          category: { kind: 'all' },
          storeOnly: false,
          price: null,
          visible: visibleTo(viewerId),
        };
        const ranked = await recommendedIdPage(db, viewerId, filter, page);
        return pageOf(ranked ?? (await listingIdPage(db, filter, 'new', page)), viewerId);
      },

      async followed(viewerId, page) {
        return pageOf(await runPaged(followedQueries(db, viewerId, page, visibleTo(viewerId))), viewerId);
      },

      async similar(slug, page, viewerId) {
        const artwork = await similarTo(db, slug);
        if (!artwork) throw notFound(ARTWORK_UNAVAILABLE);
        // The works like a hidden one are not there either: as for the artwork page.
        await audience.assert(viewerId, artwork.author_id, 'view-profile', { notFoundMessage: ARTWORK_UNAVAILABLE });
        return cachedPage(`similar:${artwork.id}:${page.skip}:${page.limit}`, viewerId, (hidden) =>
          runPaged(similarQueries(db, artwork, page, hidden?.visible)),
        );
      },

      async authorWorks(author, page, viewerId, options = {}) {
        // A hidden author's works are left out, so the page is empty as for somebody unknown.
        return pageOf(
          await authorIdPage(db, author, page, options.withImageOnly ?? false, visibleTo(viewerId), viewerId),
          viewerId,
        );
      },

      async liked(viewerId, page) {
        return pageOf(await runPaged(likedQueries(db, viewerId, page, visibleTo(viewerId))), viewerId);
      },
    };
    app.decorate('listings', listings);
  },
  { name: 'listings', dependencies: ['cache', 'audience'] },
);
