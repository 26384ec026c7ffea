import { TOP_ARTISTS_MAX } from '@art/contracts';
import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The studios directory: sorted and filtered lists, top studios, one studio by slug. */
export async function directoryRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.sortableArtists, {
    handler: async (request) => {
      const { artists, total } = await app.directory.page({ ...request.query, viewerId: request.viewer?.id ?? null });
      return { status: 'success', message: artists, total };
    },
  });

  endpointRoute(app, endpoints.artistsByCategory, {
    handler: async (request) => {
      const { artists, total } = await app.directory.page({
        ...request.query,
        category: request.params.cat,
        viewerId: request.viewer?.id ?? null,
      });
      return { status: 'success', message: artists, total };
    },
  });

  endpointRoute(app, endpoints.topArtistsAll, {
    handler: async (request) => ({
      status: 'success',
      message: await app.directory.top(TOP_ARTISTS_MAX, request.viewer?.id ?? null),
    }),
  });

  endpointRoute(app, endpoints.topArtists, {
    handler: async (request) => ({
      status: 'success',
      message: await app.directory.top(request.query.total, request.viewer?.id ?? null),
    }),
  });

  endpointRoute(app, endpoints.artistBySlug, {
    handler: async (request) => ({
      status: 'success',
      message: await app.directory.bySlug(request.params.slug, request.viewer?.id ?? null),
    }),
  });
}
