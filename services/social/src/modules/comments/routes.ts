import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** Comments on posts (the /v2/post/comments routes), newest first. */
export async function commentsRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.postComments, {
    handler: async (request) => {
      const page = await app.comments.page(request.params.postId, request.params.total, request.viewer?.id ?? null);
      return { status: 'success', message: page.comments, total: page.total };
    },
  });

  endpointRoute(app, endpoints.commentOnPost, {
    handler: async (request) => {
      const { comment, post_id } = request.body;
      return {
        status: 'success',
        message: await app.comments.add(viewerOf(request).id, post_id, comment, eventContextOf(request)),
      };
    },
  });
}
