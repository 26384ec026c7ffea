import { defineEndpoints } from '@art/endpoint';
import { Type } from 'typebox';
import { errorAnswers } from '../http.js';
import {
  CHAT_GROUP_MAX_OTHERS,
  CHAT_GROUP_MIN_OTHERS,
  CHAT_GROUP_NAME_MAX,
  CHAT_HISTORY_CAP,
  CHAT_MESSAGE_MAX,
  CHAT_PAGE_SIZE,
  CHAT_PER_PAGE_MAX,
  ChatDone,
  ChatMessage,
  ChatPictureAnswer,
  ChatRoom,
  ChatRoomAnswer,
  ChatRoomId,
  ChatUserId,
  MessagePage,
} from '../messaging-api.js';

const errors = errorAnswers(400, 401, 403, 404);
const roomErrors = { ...errors, ...errorAnswers(409) };
const tags = ['chat'];

/** The bodies repeat who acts; a body naming anyone but the viewer is refused with this. */
const onlyAsYourself = 'You can only act on conversations as yourself';
/** Block and unblock are for one-to-one rooms only. */
const onlyDirectBlock = 'Only one-to-one conversations can be blocked';

/** The messaging service's public endpoints: one declaration each (see @art/endpoint). */
export const messagingEndpoints = defineEndpoints({
  listRooms: {
    method: 'GET',
    path: '/api/rooms',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    tags,
    summary: 'Your conversations, most recently updated first',
    operationId: 'messagingListRooms',
    schema: {
      querystring: Type.Object({
        user: Type.Optional(ChatUserId('Your own id (clients send it); another id is refused')),
      }),
      response: { 200: Type.Array(ChatRoom), ...roomErrors },
    },
    messages: { onlyOwnRooms: 'You can only list your own conversations' },
  },
  initRoom: {
    method: 'POST',
    path: '/api/rooms/init',
    service: 'messaging',
    access: 'member',
    tags,
    summary: 'Open the one-to-one conversation with a user (created on first use)',
    operationId: 'messagingInitRoom',
    schema: {
      body: Type.Object({ sender: ChatUserId('You'), receiver: ChatUserId('The user to talk to') }),
      response: { 200: ChatRoomAnswer, ...roomErrors },
    },
    messages: { onlyAsYourself, notYourself: 'You cannot start a conversation with yourself' },
  },
  createGroup: {
    method: 'POST',
    path: '/api/rooms/group',
    service: 'messaging',
    access: 'member',
    tags,
    summary: 'Start a group conversation (a name of 1 to 60 characters, 2 to 50 other participants)',
    operationId: 'messagingCreateGroup',
    schema: {
      body: Type.Object({
        name: Type.String({ maxLength: 1000, description: 'The group name (1 to 60 characters after trimming)' }),
        participants: Type.Array(ChatUserId('A participant'), { maxItems: 200, description: 'The other participants' }),
      }),
      response: { 200: ChatRoomAnswer, ...roomErrors },
    },
    messages: {
      nameRequired: 'Group name is required',
      nameTooLong: `Group name must be at most ${CHAT_GROUP_NAME_MAX} characters`,
      tooSmall: `A group needs at least ${CHAT_GROUP_MIN_OTHERS} other participants`,
      tooLarge: `A group can have at most ${CHAT_GROUP_MAX_OTHERS} other participants`,
    },
  },
  messagePage: {
    method: 'GET',
    path: '/api/rooms/:roomId/messages',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    tags,
    summary: 'One page of a conversation (page 1 = the newest), oldest first; marks them read',
    operationId: 'messagingRoomMessages',
    schema: {
      params: Type.Object({ roomId: ChatRoomId }),
      querystring: Type.Object({
        per_page: Type.Integer({ minimum: 1, maximum: CHAT_PER_PAGE_MAX, default: CHAT_PAGE_SIZE }),
        page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      }),
      response: { 200: MessagePage, ...roomErrors },
    },
  },
  sendMessage: {
    method: 'POST',
    path: '/api/rooms/:roomId/messages',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    tags,
    summary: 'Send a message (text, or the address of a picture from /message/picture)',
    operationId: 'messagingSendMessage',
    schema: {
      params: Type.Object({ roomId: ChatRoomId }),
      body: Type.Object({
        message: Type.String({
          maxLength: 20_000,
          description: 'The text (at most 5,000 characters), or the picture address',
        }),
        messageType: Type.Optional(Type.Enum(['text', 'image'], { default: 'text' })),
      }),
      response: { 200: ChatMessage, ...roomErrors },
    },
    // The live socket's send-message answers with these too: it runs the same checks.
    messages: {
      required: 'Message cannot be empty',
      tooLong: `A message can have at most ${CHAT_MESSAGE_MAX} characters`,
      badType: 'messageType must be text or image',
      notAPicture: 'An image message must be a picture uploaded with /message/picture',
    },
  },
  leaveGroup: {
    method: 'PATCH',
    path: '/api/rooms/:chatRoomId/leave',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    openToUnverified: true,
    tags,
    summary: 'Leave a group conversation (one-to-one conversations cannot be left)',
    operationId: 'messagingLeaveGroup',
    schema: {
      params: Type.Object({ chatRoomId: ChatRoomId }),
      body: Type.Object({ participant: ChatUserId('You') }),
      response: { 200: ChatDone, ...roomErrors },
    },
    messages: {
      left: 'Group Leave successfully',
      onlyAsYourself,
      directRoom: 'A one-to-one conversation cannot be left; block it instead',
    },
  },
  blockRoom: {
    method: 'PATCH',
    path: '/api/rooms/:chatRoomId/block',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    openToUnverified: true,
    tags,
    summary: 'Block the messages of a one-to-one conversation (only you can unblock them)',
    operationId: 'messagingBlockRoom',
    schema: {
      params: Type.Object({ chatRoomId: ChatRoomId }),
      body: Type.Object({ blockBy: ChatUserId('You') }),
      response: { 200: ChatDone, ...roomErrors },
    },
    messages: {
      blocked: 'Messages blocked successfully',
      onlyAsYourself,
      onlyDirect: onlyDirectBlock,
      blockedByOther: 'The other person has already blocked these messages',
    },
  },
  unblockRoom: {
    method: 'PATCH',
    path: '/api/rooms/:chatRoomId/unblock',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    openToUnverified: true,
    tags,
    summary: 'Unblock the messages of a conversation you blocked',
    operationId: 'messagingUnblockRoom',
    schema: {
      params: Type.Object({ chatRoomId: ChatRoomId }),
      body: Type.Object({ blockBy: ChatUserId('You') }),
      response: { 200: ChatDone, ...roomErrors },
    },
    messages: {
      unblocked: 'Messages unblocked successfully',
      onlyAsYourself,
      onlyDirect: onlyDirectBlock,
      notBlocked: 'Messages are not blocked',
      onlyBlocker: 'Only the person who blocked the messages can unblock them',
      socialBlockByYou: 'You blocked this user: unblock them on your blocked users page first',
    },
  },
  history: {
    method: 'GET',
    path: '/api/messages/:roomId',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    tags,
    summary: `A conversation's messages, oldest first (the newest ${CHAT_HISTORY_CAP})`,
    operationId: 'messagingMessagesByRoom',
    schema: {
      params: Type.Object({ roomId: ChatRoomId }),
      response: { 200: Type.Array(ChatMessage), ...errors },
    },
  },
  uploadPicture: {
    method: 'POST',
    path: '/api/message/picture',
    service: 'messaging',
    access: 'member',
    owner: 'self',
    upload: true,
    tags,
    summary: 'Upload a chat picture; send its address as an image message',
    description:
      'multipart/form-data with one file `picture`: a jpeg, png, webp or gif of at most 3,000,000 bytes (CHAT_PICTURE_MAX_BYTES); stored as a WebP of at most 1600 px. `message` holds its address.',
    operationId: 'messagingUploadPicture',
    schema: {
      consumes: ['multipart/form-data'],
      response: { 200: ChatPictureAnswer, ...errors, ...errorAnswers(413, 415) },
    },
    messages: {
      pictureRequired: 'Please attach a picture',
      notMultipart: 'The picture must be sent as multipart/form-data',
    },
  },
  deleteConversation: {
    method: 'DELETE',
    path: '/api/conversation/delete/:id',
    service: 'messaging',
    access: 'member',
    owner: 'resource',
    tags,
    summary: 'Delete a conversation for yourself: hidden, with its history, until a new message arrives',
    operationId: 'messagingDeleteConversation',
    schema: {
      params: Type.Object({ id: ChatRoomId }),
      response: { 200: Type.Object({ status: Type.String() }), ...roomErrors },
    },
  },
});
