import type { ArtistView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  artistBySlug,
  type DirectoryPageOptions,
  directoryPage,
  resolveArtistCategory,
  topArtists,
} from './queries.js';

/** The studios directory: artists of the users projection, with their follower and work counts. */
export interface StudioDirectory {
  page(
    options: Omit<DirectoryPageOptions, 'categoryId' | 'visible'> & { category?: string; viewerId: string | null },
  ): Promise<{ artists: ArtistView[]; total: number }>;
  top(total: number, viewerId: string | null): Promise<ArtistView[]>;
  bySlug(slug: string, viewerId: string | null): Promise<ArtistView>;
}

declare module 'fastify' {
  interface FastifyInstance {
    directory: StudioDirectory;
  }
}

/** A block hides each party's studio from the other: left out of the lists, 404 by slug. */
export const directoryPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const visibleTo = (viewerId: string | null) => app.audience.unblocked(viewerId, 'users.id');
    app.decorate('directory', {
      async page({ category, viewerId, ...options }) {
        const categoryId = await resolveArtistCategory(db, category);
        return directoryPage(db, { ...options, categoryId, visible: visibleTo(viewerId) });
      },
      top: (total, viewerId) => topArtists(db, total, visibleTo(viewerId)),
      bySlug: (slug, viewerId) => artistBySlug(db, slug, visibleTo(viewerId)),
    } satisfies StudioDirectory);
  },
  { name: 'directory', dependencies: ['database', 'audience'] },
);
