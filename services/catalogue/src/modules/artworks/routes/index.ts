import type { FastifyInstance } from 'fastify';
import { artworkDeleteRoutes } from './delete.js';
import { artworkEditRoutes } from './edit.js';
import { artworkPageRoutes } from './page.js';
import { artworkUploadRoutes } from './upload.js';

/** Artwork pages and the Upload/Edit/Delete Art forms of artists and of users ("user art"). */
export async function artworksRoutes(app: FastifyInstance) {
  await app.register(artworkUploadRoutes);
  await app.register(artworkEditRoutes);
  await app.register(artworkDeleteRoutes);
  await app.register(artworkPageRoutes);
}
