import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The header's search and the results page: artworks and people for a term, a page of each. */
export async function searchRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.search, {
    handler: async (request) => {
      const found = await app.catalogueSearch.find(request.params.term, request.viewer?.id ?? null, request.query);
      return { status: 'success', ...found };
    },
  });
}
