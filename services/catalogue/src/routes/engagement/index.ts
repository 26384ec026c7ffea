import { ArtworkComment, ErrorResponse } from '@art/contracts';
import { eventContextOf, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { COMMENTS_MAX_TOTAL } from '../../lib/engagement-rules.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const ArtworkRef = Type.String({ minLength: 1, maxLength: 300, description: 'Artwork id (or slug)' });

/** Likes and comments on artworks. */
export async function engagementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/like/product/:productId',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['engagement'],
        summary: 'Like an artwork, or take the like back (toggle)',
        operationId: 'catalogueToggleArtworkLike',
        security: signedIn,
        params: Type.Object({ productId: ArtworkRef }),
        response: {
          200: Type.Object({ status: Type.String(), liked: Type.Boolean(), likesCount: Type.Integer() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const outcome = await app.engagement.toggleLike(viewer.id, request.params.productId, eventContextOf(request));
      return { status: 'success', ...outcome };
    },
  );

  app.get(
    '/v2/artwork/comments/:productId/:total',
    {
      schema: {
        tags: ['engagement'],
        summary: "An artwork's comments, newest first, at most :total",
        operationId: 'catalogueArtworkComments',
        security: [],
        params: Type.Object({
          productId: ArtworkRef,
          total: Type.Integer({ minimum: 1, maximum: COMMENTS_MAX_TOTAL }),
        }),
        response: {
          200: Type.Object({ status: Type.String(), message: Type.Array(ArtworkComment), total: Type.Integer() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const page = await app.engagement.comments(
        request.params.productId,
        request.params.total,
        request.viewer?.id ?? null,
      );
      return { status: 'success', message: page.comments, total: page.total };
    },
  );

  app.post(
    '/v2/artwork/comment/new',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['engagement'],
        summary: 'Comment on an artwork',
        operationId: 'catalogueCommentOnArtwork',
        security: signedIn,
        // Length is checked after trimming, with the spec's message; this only bounds the body.
        body: Type.Object({ comment: Type.String({ maxLength: 20_000, default: '' }), product: ArtworkRef }),
        response: { 200: Type.Object({ status: Type.String(), message: ArtworkComment }), ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const comment = await app.engagement.addComment(
        viewer.id,
        request.body.product,
        request.body.comment,
        eventContextOf(request),
      );
      return { status: 'success', message: comment };
    },
  );
}
