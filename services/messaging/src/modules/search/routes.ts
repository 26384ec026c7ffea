import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** Search within the viewer's own conversations. */
export async function searchRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.searchRooms, {
    handler: async (request) => {
      const { q, page, per_page: perPage } = request.query;
      return { status: 'success', ...(await app.chatSearch.search(viewerOf(request).id, q, page, perPage)) };
    },
  });
}
