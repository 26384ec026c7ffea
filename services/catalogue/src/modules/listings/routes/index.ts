import type { FastifyInstance } from 'fastify';
import { galleryRoutes } from './gallery.js';
import { homeRowsRoutes } from './home-rows.js';
import { worksRoutes } from './works.js';

/** Gallery, store, home rows, similar artworks, a person's works and likes. */
export async function listingsRoutes(app: FastifyInstance) {
  await app.register(galleryRoutes);
  await app.register(homeRowsRoutes);
  await app.register(worksRoutes);
}
