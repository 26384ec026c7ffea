import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** Likes and comments on artworks. */
export async function engagementRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.toggleArtworkLike, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const outcome = await app.engagement.toggleLike(viewer.id, request.params.productId, eventContextOf(request));
      return { status: 'success', ...outcome };
    },
  });

  endpointRoute(app, endpoints.artworkComments, {
    handler: async (request) => {
      const page = await app.engagement.comments(
        request.params.productId,
        request.params.total,
        request.viewer?.id ?? null,
      );
      return { status: 'success', message: page.comments, total: page.total };
    },
  });

  endpointRoute(app, endpoints.commentOnArtwork, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const comment = await app.engagement.addComment(
        viewer.id,
        request.body.product,
        request.body.comment,
        eventContextOf(request),
      );
      return { status: 'success', message: comment };
    },
  });
}
