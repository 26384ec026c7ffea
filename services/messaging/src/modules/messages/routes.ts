import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** A conversation's whole history ("messages by room"); paging and sending are the rooms' routes. */
export async function messagesRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.history, {
    handler: async (request) => app.chat.history(viewerOf(request).id, request.params.roomId),
  });
}
