import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, notFound } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The artwork page (public; a signed-in viewer also learns whether they like it) and its view count. */
export async function artworkPageRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.getArtwork, {
    handler: async (request) => {
      const artwork = await app.artworks.view(request.params.slug, request.viewer?.id ?? null);
      if (!artwork) throw notFound(endpoints.getArtwork.messages.notFound);
      return { status: 'success', message: artwork };
    },
  });

  endpointRoute(app, endpoints.countArtworkView, {
    handler: async (request) => {
      const views = await app.artworks.countView(request.params.slug, request.viewer?.id ?? null);
      if (views === null) throw notFound(endpoints.countArtworkView.messages.notFound);
      return { status: 'success', views };
    },
  });
}
