import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** Presence in a conversation, and the setting that shows or hides one's own. */
export async function presenceRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.roomPresence, {
    handler: async (request) => ({
      status: 'success',
      ...(await app.presence.inRoom(viewerOf(request).id, request.params.roomId)),
    }),
  });

  endpointRoute(app, endpoints.chatSettings, {
    handler: async (request) => ({
      status: 'success',
      showPresence: await app.presence.showsPresence(viewerOf(request).id),
    }),
  });

  endpointRoute(app, endpoints.saveChatSettings, {
    handler: async (request) => {
      const { showPresence } = request.body;
      await app.presence.setShowsPresence(viewerOf(request).id, showPresence);
      return { status: 'success', showPresence };
    },
  });
}
