import { ErrorResponse, PostComment } from '@art/contracts';
import { eventContextOf, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MAX_TOTAL } from '../../lib/post-rules.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const PostId = Type.String({ minLength: 1, maxLength: 100, description: 'Post id' });

/** Comments on posts (the spec's /v2/post/comments routes), newest first. */
export async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v2/post/comments/:postId/:total',
    {
      schema: {
        tags: ['comments'],
        summary: "A post's comments, newest first, at most :total",
        operationId: 'socialPostComments',
        security: [],
        params: Type.Object({ postId: PostId, total: Type.Integer({ minimum: 1, maximum: MAX_TOTAL }) }),
        response: {
          200: Type.Object({ status: Type.String(), message: Type.Array(PostComment), total: Type.Integer() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const page = await app.posts.comments(request.params.postId, request.params.total, request.viewer?.id ?? null);
      return { status: 'success', message: page.comments, total: page.total };
    },
  );

  app.post(
    '/v2/post/comments/new',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['comments'],
        summary: 'Comment on a post',
        operationId: 'socialCommentOnPost',
        security: [{ jwt: [] }],
        // Length is checked after trimming, with the spec's message; this only bounds the body.
        body: Type.Object({ comment: Type.String({ maxLength: 20_000, default: '' }), post_id: PostId }),
        response: { 200: Type.Object({ status: Type.String(), message: PostComment }), ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const comment = await app.posts.addComment(
        viewer.id,
        request.body.post_id,
        request.body.comment,
        eventContextOf(request),
      );
      return { status: 'success', message: comment };
    },
  );
}
