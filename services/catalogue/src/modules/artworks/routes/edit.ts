import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readArtworkForm } from './form.js';

/**
 * Edit Art. The artist path and the user-art path behave the same: only the owner may edit, and an
 * artwork keeps its kind (an artist who started as a user edits old user art through either).
 */
export async function artworkEditRoutes(app: FastifyInstance) {
  async function edit(request: FastifyRequest, id: string) {
    const viewer = viewerOf(request);
    // Who may edit is answered before the form's files are read.
    await app.artworks.ownedBy(viewer, id);
    const form = await readArtworkForm(request, {
      maxImages: app.config.ARTWORK_IMAGE_LIMIT,
      maxFileBytes: app.config.ARTWORK_IMAGE_MAX_BYTES,
    });
    const productSlug = await app.artworks.update(viewer, id, form, eventContextOf(request));
    return { status: 'success', message: endpoints.editArtwork.messages.updated, data: { productSlug } };
  }

  for (const endpoint of [endpoints.editArtwork, endpoints.editUserArt]) {
    endpointRoute(app, endpoint, { handler: (request) => edit(request, request.params.id) });
  }
}
