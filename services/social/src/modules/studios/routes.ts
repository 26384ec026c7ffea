import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The home page's Studios to follow row: Trending and Recommended tabs. */
export async function studiosRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.studiosToFollow, {
    handler: async (request) => ({
      status: 'success',
      success: true,
      result: await app.studios.trending(viewerOf(request).id),
    }),
  });

  endpointRoute(app, endpoints.recommendedStudios, {
    handler: async (request) => ({ status: 'success', studios: await app.studios.recommended(viewerOf(request).id) }),
  });
}
