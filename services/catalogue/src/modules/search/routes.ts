import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The header's search: artworks and people for a term, ten of each at most. */
export async function searchRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.search, {
    handler: async (request) => {
      const found = await app.catalogueSearch.find(request.params.term, request.viewer?.id ?? null);
      return { status: 'success', ...found };
    },
  });
}
