import { ErrorResponse, SocialUserCard } from '@art/contracts';
import { eventContextOf, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const UserParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: "The user's id" }) });
const Done = Type.Object({ status: Type.String(), message: Type.String() });

/** Blocking and unblocking users, and the list of whom one blocks (the /privacy page). */
export async function blocksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // The spec's client reads a misspelled 'succes' here; we answer 'success' (docs/decisions.md).
  app.patch(
    '/user/:id',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['blocks'],
        summary: 'Block a user: they can no longer follow you, view your work, comment or message you',
        operationId: 'socialBlockUser',
        security: signedIn,
        params: UserParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { blockedRole } = await app.blocks.block(viewerOf(request).id, request.params.id, eventContextOf(request));
      const artist = blockedRole >= 11 && blockedRole <= 20;
      return { status: 'success', message: artist ? 'Artist blocked successfully' : 'User blocked successfully' };
    },
  );

  app.patch(
    '/user/unblock/:id',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['blocks'],
        summary: 'Unblock a user',
        operationId: 'socialUnblockUser',
        security: signedIn,
        params: UserParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await app.blocks.unblock(viewerOf(request).id, request.params.id, eventContextOf(request));
      return { status: 'success', message: 'Unblocked successfully' };
    },
  );

  app.get(
    '/blocklist',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['blocks'],
        summary: 'The users you block',
        operationId: 'socialBlockList',
        security: signedIn,
        response: { 200: Type.Object({ status: Type.String(), message: Type.Array(SocialUserCard) }), ...errors },
      },
    },
    async (request) => ({ status: 'success', message: await app.blocks.list(viewerOf(request).id) }),
  );
}
