import { isArtistRole } from '@art/contracts';
import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** Blocking and unblocking users, and the list of whom one blocks (the /privacy page). */
export async function blocksRoutes(app: FastifyInstance) {
  // The old client read a misspelled 'succes' here; we answer 'success' (docs/decisions/0021-social-service.md).
  endpointRoute(app, endpoints.blockUser, {
    handler: async (request) => {
      const { blockedRole } = await app.blocks.block(viewerOf(request).id, request.params.id, eventContextOf(request));
      const { messages } = endpoints.blockUser;
      return { status: 'success', message: isArtistRole(blockedRole) ? messages.artistBlocked : messages.userBlocked };
    },
  });

  endpointRoute(app, endpoints.unblockUser, {
    handler: async (request) => {
      await app.blocks.unblock(viewerOf(request).id, request.params.id, eventContextOf(request));
      return { status: 'success', message: endpoints.unblockUser.messages.unblocked };
    },
  });

  endpointRoute(app, endpoints.blockList, {
    handler: async (request) => ({ status: 'success', message: await app.blocks.list(viewerOf(request).id) }),
  });
}
