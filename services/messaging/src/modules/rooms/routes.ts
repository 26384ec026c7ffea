import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, forbidden, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/**
 * The bodies repeat who acts (the old clients send it): it must name the viewer, anything else is
 * refused with `message`.
 */
function asViewer(viewerId: string, given: string, message: string) {
  if (given !== viewerId) throw forbidden(message);
}

/** Conversations: the list, opening one, groups, paging through messages, leaving, blocking, hiding. */
export async function roomsRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.listRooms, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      if (request.query.user !== undefined && request.query.user !== viewer.id) {
        throw forbidden(endpoints.listRooms.messages.onlyOwnRooms);
      }
      return app.rooms.list(viewer.id);
    },
  });

  endpointRoute(app, endpoints.initRoom, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      asViewer(viewer.id, request.body.sender, endpoints.initRoom.messages.onlyAsYourself);
      return { status: 'success', room: await app.rooms.openDirect(viewer.id, request.body.receiver) };
    },
  });

  endpointRoute(app, endpoints.createGroup, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { name, participants } = request.body;
      return {
        status: 'success',
        room: await app.rooms.createGroup(viewer.id, name, participants, eventContextOf(request)),
      };
    },
  });

  endpointRoute(app, endpoints.messagePage, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { per_page: perPage, page } = request.query;
      const result = await app.chat.page(viewer.id, request.params.roomId, perPage, page);
      return {
        status: 'success',
        allMessage: { messages: result.messages, total_page: result.totalPage },
        room: result.room,
      };
    },
  });

  endpointRoute(app, endpoints.sendMessage, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      return app.chat.send(viewer.id, request.params.roomId, request.body, eventContextOf(request));
    },
  });

  endpointRoute(app, endpoints.leaveGroup, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { messages } = endpoints.leaveGroup;
      asViewer(viewer.id, request.body.participant, messages.onlyAsYourself);
      await app.rooms.leave(viewer.id, request.params.chatRoomId, eventContextOf(request));
      return { status: 'success', message: messages.left };
    },
  });

  endpointRoute(app, endpoints.blockRoom, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { messages } = endpoints.blockRoom;
      asViewer(viewer.id, request.body.blockBy, messages.onlyAsYourself);
      await app.rooms.block(viewer.id, request.params.chatRoomId);
      return { status: 'success', message: messages.blocked };
    },
  });

  endpointRoute(app, endpoints.unblockRoom, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { messages } = endpoints.unblockRoom;
      asViewer(viewer.id, request.body.blockBy, messages.onlyAsYourself);
      await app.rooms.unblock(viewer.id, request.params.chatRoomId);
      return { status: 'success', message: messages.unblocked };
    },
  });

  endpointRoute(app, endpoints.deleteConversation, {
    handler: async (request) => {
      await app.rooms.hide(viewerOf(request).id, request.params.id);
      return { status: 'success' };
    },
  });
}
