import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** Delete Art: the artist path and the user-art path; owner only. */
export async function artworkDeleteRoutes(app: FastifyInstance) {
  for (const endpoint of [endpoints.deleteArtwork, endpoints.deleteUserArt]) {
    endpointRoute(app, endpoint, {
      handler: async (request) => {
        await app.artworks.remove(viewerOf(request), request.params.id, eventContextOf(request));
        return { status: 'success', message: endpoint.messages.deleted };
      },
    });
  }
}
