import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The home page's rows and an artwork's similar ones. */
export async function homeRowsRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.featuredArtworks, {
    handler: async (request) => {
      const result = await app.listings.featured(request.viewer?.id ?? null);
      return { status: 'success', success: true, result };
    },
  });

  endpointRoute(app, endpoints.popularArtworks, {
    handler: async (request) => {
      const message = await app.listings.popular(request.params.categoryId, request.viewer?.id ?? null);
      return { status: 'success', message };
    },
  });

  endpointRoute(app, endpoints.recommendedArtworks, {
    handler: async (request) => {
      const page = await app.listings.recommended(viewerOf(request).id, request.query);
      return { status: 'success', success: true, result: page.artworks };
    },
  });

  endpointRoute(app, endpoints.followedStudiosArtworks, {
    handler: async (request) => {
      const page = await app.listings.followed(viewerOf(request).id, request.query);
      return { status: 'success', success: true, result: page.artworks, error: null };
    },
  });

  endpointRoute(app, endpoints.similarArtworks, {
    handler: async (request) => {
      const page = await app.listings.similar(request.params.slug, request.query, request.viewer?.id ?? null);
      return { status: 'success', message: page.artworks, total: page.total };
    },
  });

  endpointRoute(app, endpoints.similarArtworksPost, {
    handler: async (request) => {
      const page = await app.listings.similar(request.params.slug, request.body, request.viewer?.id ?? null);
      return { status: 'success', message: page.artworks, total: page.total };
    },
  });
}
