import type { ArtistView, ArtworkView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { catalogueDb } from '../lib/database.js';
import { searchArtists, searchArtworks } from '../lib/search-queries.js';
import { parseSearchTerm } from '../lib/search-terms.js';

export interface CatalogueSearch {
  /**
   * Artworks and people for a term in English, Nepali or Chinese; a block hides each party's works
   * and studio from the other.
   */
  find(term: string, viewerId: string | null): Promise<{ products: ArtworkView[]; artists: ArtistView[] }>;
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
    const db = catalogueDb(app);
    const trgm = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (trgm.rows.length === 0)
      throw new Error('The catalogue database has no pg_trgm extension; search cannot work without it');

    app.decorate('catalogueSearch', {
      async find(raw, viewerId) {
        const term = parseSearchTerm(raw);
        if (!term) return { products: [], artists: [] };
        const visible = {
          artworks: app.audience.unblocked(viewerId, 'artworks.author_id'),
          users: app.audience.unblocked(viewerId, 'users.id'),
        };
        const [products, artists] = await Promise.all([
          searchArtworks(db, term, viewerId, visible),
          searchArtists(db, term, visible),
        ]);
        return { products, artists };
      },
    } satisfies CatalogueSearch);
  },
  { name: 'search', dependencies: ['database', 'audience'] },
);
