import type { ArtistView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueDb } from '../lib/database.js';
import {
  artistBySlug,
  type DirectoryPageOptions,
  directoryPage,
  resolveArtistCategory,
  topArtists,
} from '../lib/directory-queries.js';

/** The studios directory: artists of the users projection, with their follower and work counts. */
export interface StudioDirectory {
  page(
    options: Omit<DirectoryPageOptions, 'categoryId'> & { category?: string },
  ): Promise<{ artists: ArtistView[]; total: number }>;
  top(total: number, viewerId: string | null): Promise<ArtistView[]>;
  bySlug(slug: string, viewerId: string | null): Promise<ArtistView>;
}

declare module 'fastify' {
  interface FastifyInstance {
    directory: StudioDirectory;
  }
}

export const directoryPlugin = fp(
  async (app: FastifyInstance) => {
    const db = catalogueDb(app);
    app.decorate('directory', {
      async page({ category, ...options }) {
        const categoryId = await resolveArtistCategory(db, category);
        return directoryPage(db, { ...options, categoryId });
      },
      top: (total, viewerId) => topArtists(db, total, viewerId),
      bySlug: (slug, viewerId) => artistBySlug(db, slug, viewerId),
    } satisfies StudioDirectory);
  },
  { name: 'directory', dependencies: ['database'] },
);
