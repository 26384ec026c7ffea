import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readArtworkForm } from './form.js';

/** Upload Art: a studio's artwork, or a member's user art; the declarations' access keeps each to its role. */
export async function artworkUploadRoutes(app: FastifyInstance) {
  async function upload(request: FastifyRequest, kind: 'artist' | 'user', uploaded: string) {
    const form = await readArtworkForm(request, {
      maxImages: app.config.ARTWORK_IMAGE_LIMIT,
      maxFileBytes: app.config.ARTWORK_IMAGE_MAX_BYTES,
    });
    const productSlug = await app.artworks.create(viewerOf(request), kind, form, eventContextOf(request));
    return { status: 'success', message: uploaded, data: { productSlug } };
  }

  endpointRoute(app, endpoints.uploadArtwork, {
    handler: (request) => upload(request, 'artist', endpoints.uploadArtwork.messages.uploaded),
  });
  endpointRoute(app, endpoints.uploadUserArt, {
    handler: (request) => upload(request, 'user', endpoints.uploadUserArt.messages.uploaded),
  });
}
