import { CHAT_PAGE_SIZE, ChatMessage, ChatRoom, ErrorResponse, MessagePage } from '@art/contracts';
import { eventContextOf, forbidden, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ONLY_AS_YOURSELF, ONLY_OWN_ROOMS, PER_PAGE_MAX } from '../../lib/chat-rules.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const UserId = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const RoomId = Type.String({ format: 'uuid', description: "The room's id" });
const Done = Type.Object({ status: Type.String(), message: Type.String() });
const RoomAnswer = Type.Object({ status: Type.String(), room: ChatRoom });

/** Must name the viewer (the spec's bodies repeat who acts); anything else is refused. */
function asViewer(viewerId: string, given: string) {
  if (given !== viewerId) throw forbidden(ONLY_AS_YOURSELF);
}

/** Conversations: the list, opening one, groups, paging through messages, leaving, blocking, hiding. */
export async function roomsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/rooms',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Your conversations, most recently updated first',
        operationId: 'messagingListRooms',
        security: signedIn,
        querystring: Type.Object({
          user: Type.Optional(UserId('Your own id (the spec sends it); another id is refused')),
        }),
        response: { 200: Type.Array(ChatRoom), ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (request.query.user !== undefined && request.query.user !== viewer.id) throw forbidden(ONLY_OWN_ROOMS);
      return app.chat.rooms(viewer.id);
    },
  );

  app.post(
    '/rooms/init',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Open the one-to-one conversation with a user (created on first use)',
        operationId: 'messagingInitRoom',
        security: signedIn,
        body: Type.Object({ sender: UserId('You'), receiver: UserId('The user to talk to') }),
        response: { 200: RoomAnswer, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      asViewer(viewer.id, request.body.sender);
      return { status: 'success', room: await app.chat.openDirect(viewer.id, request.body.receiver) };
    },
  );

  app.post(
    '/rooms/group',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Start a group conversation (a name of 1 to 60 characters, 2 to 50 other participants)',
        operationId: 'messagingCreateGroup',
        security: signedIn,
        body: Type.Object({
          name: Type.String({ maxLength: 1000, description: 'The group name (1 to 60 characters after trimming)' }),
          participants: Type.Array(UserId('A participant'), { maxItems: 200, description: 'The other participants' }),
        }),
        response: { 200: RoomAnswer, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { name, participants } = request.body;
      return {
        status: 'success',
        room: await app.chat.createGroup(viewer.id, name, participants, eventContextOf(request)),
      };
    },
  );

  app.get(
    '/rooms/:roomId/messages',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'One page of a conversation (page 1 = the newest), oldest first; marks them read',
        operationId: 'messagingRoomMessages',
        security: signedIn,
        params: Type.Object({ roomId: RoomId }),
        querystring: Type.Object({
          per_page: Type.Integer({ minimum: 1, maximum: PER_PAGE_MAX, default: CHAT_PAGE_SIZE }),
          page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
        }),
        response: { 200: MessagePage, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { per_page: perPage, page } = request.query;
      const result = await app.chat.page(viewer.id, request.params.roomId, perPage, page);
      return {
        status: 'success',
        allMessage: { messages: result.messages, total_page: result.totalPage },
        room: result.room,
      };
    },
  );

  app.post(
    '/rooms/:roomId/messages',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Send a message (text, or the address of a picture from /message/picture)',
        operationId: 'messagingSendMessage',
        security: signedIn,
        params: Type.Object({ roomId: RoomId }),
        body: Type.Object({
          message: Type.String({
            maxLength: 20_000,
            description: 'The text (at most 5,000 characters), or the picture address',
          }),
          messageType: Type.Optional(Type.Enum(['text', 'image'], { default: 'text' })),
        }),
        response: { 200: ChatMessage, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return app.chat.send(viewer.id, request.params.roomId, request.body, eventContextOf(request));
    },
  );

  app.patch(
    '/rooms/:chatRoomId/leave',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Leave a group conversation (one-to-one conversations cannot be left)',
        operationId: 'messagingLeaveGroup',
        security: signedIn,
        params: Type.Object({ chatRoomId: RoomId }),
        body: Type.Object({ participant: UserId('You') }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      asViewer(viewer.id, request.body.participant);
      await app.chat.leave(viewer.id, request.params.chatRoomId, eventContextOf(request));
      return { status: 'success', message: 'Group Leave successfully' };
    },
  );

  app.patch(
    '/rooms/:chatRoomId/block',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Block the messages of a one-to-one conversation (only you can unblock them)',
        operationId: 'messagingBlockRoom',
        security: signedIn,
        params: Type.Object({ chatRoomId: RoomId }),
        body: Type.Object({ blockBy: UserId('You') }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      asViewer(viewer.id, request.body.blockBy);
      await app.chat.block(viewer.id, request.params.chatRoomId);
      return { status: 'success', message: 'Messages blocked successfully' };
    },
  );

  app.patch(
    '/rooms/:chatRoomId/unblock',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Unblock the messages of a conversation you blocked',
        operationId: 'messagingUnblockRoom',
        security: signedIn,
        params: Type.Object({ chatRoomId: RoomId }),
        body: Type.Object({ blockBy: UserId('You') }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      asViewer(viewer.id, request.body.blockBy);
      await app.chat.unblock(viewer.id, request.params.chatRoomId);
      return { status: 'success', message: 'Messages unblocked successfully' };
    },
  );

  app.delete(
    '/conversation/delete/:id',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Delete a conversation for yourself: hidden, with its history, until a new message arrives',
        operationId: 'messagingDeleteConversation',
        security: signedIn,
        params: Type.Object({ id: RoomId }),
        response: { 200: Type.Object({ status: Type.String() }), ...errors },
      },
    },
    async (request) => {
      await app.chat.hide(viewerOf(request).id, request.params.id);
      return { status: 'success' };
    },
  );
}
