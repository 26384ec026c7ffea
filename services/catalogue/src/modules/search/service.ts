import type { ArtistView, ArtworkView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { hasTrigramExtension, SEARCH_RESULTS, searchArtists, searchArtworks } from './queries.js';
import { parseSearchTerm } from './rules.js';

export interface SearchAnswer {
  products: ArtworkView[];
  artists: ArtistView[];
  page: number;
  /** Whether a next page holds more artworks, or more artists. */
  moreProducts: boolean;
  moreArtists: boolean;
}

export interface CatalogueSearch {
  /**
   * One page (from 1) of artworks and people for a term in English, Nepali or Chinese, written
   * in any of their scripts; a block hides each party's works and studio from the other.
   */
  find(term: string, viewerId: string | null, paging?: { page?: number; limit?: number }): Promise<SearchAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueSearch: CatalogueSearch;
  }
}

/**
 * Search of artworks and people. The database must have a UTF-8 character type (the kit's
 * database plugin refuses to start otherwise): with C, pg_trgm has no trigrams for Devanagari or
 * Chinese. pg_trgm itself is checked here, since a missing extension would fail every search.
 */
export const searchPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    if (!(await hasTrigramExtension(db)))
      throw new Error('The catalogue database has no pg_trgm extension; search cannot work without it');

    app.decorate('catalogueSearch', {
      async find(raw, viewerId, paging = {}) {
        const pageNumber = paging.page ?? 1;
        const limit = paging.limit ?? SEARCH_RESULTS;
        const page = { offset: (pageNumber - 1) * limit, limit };
        const term = parseSearchTerm(raw);
        if (!term) return { products: [], artists: [], page: pageNumber, moreProducts: false, moreArtists: false };
        const visible = {
          // Works an operator hid are found by nobody (their author finds them on their studio).
          artworks: sql<boolean>`(artworks.hidden_at is null and ${app.audience.unblocked(viewerId, 'artworks.author_id')})`,
          users: app.audience.unblocked(viewerId, 'users.id'),
        };
        const [products, artists] = await Promise.all([
          searchArtworks(db, term, viewerId, visible, page),
          searchArtists(db, term, visible, page),
        ]);
        return {
          products: products.items,
          artists: artists.items,
          page: pageNumber,
          moreProducts: products.more,
          moreArtists: artists.more,
        };
      },
    } satisfies CatalogueSearch);
  },
  { name: 'search', dependencies: ['database', 'audience'] },
);
