import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The header's count: unread messages over the viewer's conversations. */
export async function unreadRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.unreadCount, {
    handler: async (request) => {
      const { total, conversations } = await app.unread.total(viewerOf(request).id);
      return { status: 'success', total, conversations };
    },
  });
}
