// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.
import type { messagingEndpoints } from '@art/contracts/endpoints';
import { declaredRoute } from '../declared-route.js';

/** The messaging endpoints as the client calls them (paths under the API base). */
export const messagingRoutes = {
  listRooms: declaredRoute<(typeof messagingEndpoints)['listRooms']>('GET', '/rooms'),
  initRoom: declaredRoute<(typeof messagingEndpoints)['initRoom']>('POST', '/rooms/init'),
  createGroup: declaredRoute<(typeof messagingEndpoints)['createGroup']>('POST', '/rooms/group'),
  messagePage: declaredRoute<(typeof messagingEndpoints)['messagePage']>('GET', '/rooms/:roomId/messages'),
  sendMessage: declaredRoute<(typeof messagingEndpoints)['sendMessage']>('POST', '/rooms/:roomId/messages'),
  leaveGroup: declaredRoute<(typeof messagingEndpoints)['leaveGroup']>('PATCH', '/rooms/:chatRoomId/leave'),
  blockRoom: declaredRoute<(typeof messagingEndpoints)['blockRoom']>('PATCH', '/rooms/:chatRoomId/block'),
  unblockRoom: declaredRoute<(typeof messagingEndpoints)['unblockRoom']>('PATCH', '/rooms/:chatRoomId/unblock'),
  history: declaredRoute<(typeof messagingEndpoints)['history']>('GET', '/messages/:roomId'),
  uploadPicture: declaredRoute<(typeof messagingEndpoints)['uploadPicture']>('POST', '/message/picture'),
  deleteConversation: declaredRoute<(typeof messagingEndpoints)['deleteConversation']>(
    'DELETE',
    '/conversation/delete/:id',
  ),
  unreadCount: declaredRoute<(typeof messagingEndpoints)['unreadCount']>('GET', '/rooms/unread'),
  searchRooms: declaredRoute<(typeof messagingEndpoints)['searchRooms']>('GET', '/rooms/search'),
  roomPresence: declaredRoute<(typeof messagingEndpoints)['roomPresence']>('GET', '/rooms/:roomId/presence'),
  chatSettings: declaredRoute<(typeof messagingEndpoints)['chatSettings']>('GET', '/chat/settings'),
  saveChatSettings: declaredRoute<(typeof messagingEndpoints)['saveChatSettings']>('PATCH', '/chat/settings'),
} as const;
