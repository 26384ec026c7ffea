import { ErrorResponse, SocialUserCard } from '@art/contracts';
import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const errors = { 401: ErrorResponse };

/** The home page's Studios to follow row: Trending and Recommended tabs. */
export async function studiosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/studios/tofollow',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['studios'],
        summary: 'Trending studios to follow: most followers gained in 30 days, not followed yet',
        operationId: 'socialStudiosToFollow',
        security: [{ jwt: [] }],
        response: {
          200: Type.Object({ status: Type.String(), success: Type.Boolean(), result: Type.Array(SocialUserCard) }),
          ...errors,
        },
      },
    },
    async (request) => ({ status: 'success', success: true, result: await app.follows.trending(viewerOf(request).id) }),
  );

  app.get(
    '/studios/recommended',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['studios'],
        summary: 'Studios recommended to you: the categories of the studios you follow',
        operationId: 'socialRecommendedStudios',
        security: [{ jwt: [] }],
        response: { 200: Type.Object({ status: Type.String(), studios: Type.Array(SocialUserCard) }), ...errors },
      },
    },
    async (request) => ({ status: 'success', studios: await app.follows.recommended(viewerOf(request).id) }),
  );
}
