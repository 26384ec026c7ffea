// The messaging area: chat rooms, their messages (paged), pictures, leave, block and unblock.
// Shapes are the messaging service's own (@art/contracts, types only: no schema code is bundled).
//
// Imported as '@art/sdk/messaging', on its own: only the areas that start a chat download it (the
// package root is shared by every remote and the shell, so what it holds is in everyone's first
// render). The live socket is not here: the messaging remote owns the page's one connection.
import type {
  ChatMember,
  ChatMessage,
  ChatPresence,
  ChatPresenceAnswer,
  ChatRoom,
  ChatSearchAnswer,
  ChatSearchHit,
  ChatUnreadCount,
  MessagePage,
} from '@art/contracts';
import { ApiError, type RequestOptions } from './core.js';
import { callEndpointAnswer } from './declared-route.js';
import { messagingRoutes as routes } from './routes/messaging.js';

export type {
  ChatMember,
  ChatMessage,
  ChatPresence,
  ChatPresenceAnswer,
  ChatRoom,
  ChatSearchAnswer,
  ChatSearchHit,
  ChatUnreadCount,
  MessagePage,
};
export { ApiError };

export type ChatMessageType = ChatMessage['messageType'];
/** The types a member sends; `left` and `join` are written by the service. */
type SendableMessageType = Extract<ChatMessageType, 'text' | 'image'>;

// The contracts' constants, mirrored so that no schema code reaches the browser (the messaging
// remote's tests check they are the same values as @art/contracts' CHAT_*).
/** Messages per page of a thread. */
export const CHAT_PAGE_SIZE = 20;
/** Chat pictures: at most 3,000,000 bytes. */
export const CHAT_PICTURE_MAX_BYTES = 3_000_000;
/** A conversation's unread messages are counted up to this many (shown as 99+ above 99). */
export const UNREAD_COUNT_CAP = 100;
/** A search of one's conversations: at most this many characters, and message hits per page. */
export const CHAT_SEARCH_MAX = 100;
export const CHAT_SEARCH_PAGE_SIZE = 20;
/** A group's name, and how many others it holds besides its creator. */
export const CHAT_GROUP_NAME_MAX = 60;
export const CHAT_GROUP_MIN_OTHERS = 2;
export const CHAT_GROUP_MAX_OTHERS = 50;
export const CHAT_MESSAGES = {
  blockedByOther: 'You cannot send message to this user',
  blockedByYou: 'Please unblock to send the message',
  pictureTooLarge: 'Attached Image must be less than 3MB',
  collapsedYouBlocked: 'Message from a member you blocked',
  collapsedBlockedYou: 'Message from a member you cannot interact with',
} as const;

/** An array answer, bare or under one of `keys`. */
function listIn<T>(body: unknown, keys: string[]): T[] {
  if (Array.isArray(body)) return body as T[];
  for (const key of keys) {
    const value = (body as Record<string, unknown> | undefined)?.[key];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

/** The viewer's conversations (`userId` is the signed-in user's id). */
export async function getRooms(userId: string, options: RequestOptions = {}): Promise<ChatRoom[]> {
  return listIn<ChatRoom>(await callEndpointAnswer(routes.listRooms, { query: { user: userId } }, options), [
    'rooms',
    'message',
  ]);
}

/** Opens (or finds) the one-to-one room of `sender` and `receiver`. */
export async function initRoom(sender: string, receiver: string, options: RequestOptions = {}): Promise<ChatRoom> {
  return (await callEndpointAnswer(routes.initRoom, { body: { sender, receiver } }, options)).room;
}

export async function createGroup(
  name: string,
  participants: string[],
  options: RequestOptions = {},
): Promise<ChatRoom> {
  return (await callEndpointAnswer(routes.createGroup, { body: { name, participants } }, options)).room;
}

/** One page of a thread: page 1 is the newest; each page's messages are oldest first. */
export async function getMessagePage(roomId: string, page: number, options: RequestOptions = {}): Promise<MessagePage> {
  // roomId in the query too, as the first clients sent it (the service reads the path's).
  const query = { per_page: CHAT_PAGE_SIZE, page, roomId };
  return callEndpointAnswer(routes.messagePage, { params: { roomId }, query }, options);
}

/** Every message of a room, oldest first. */
export async function getRoomMessages(roomId: string, options: RequestOptions = {}): Promise<ChatMessage[]> {
  return listIn<ChatMessage>(await callEndpointAnswer(routes.history, { params: { roomId } }, options), [
    'messages',
    'message',
  ]);
}

/** Sends through HTTP: the fallback when the live socket is not connected. */
export async function postMessage(
  roomId: string,
  message: string,
  messageType: ChatMessageType,
  options: RequestOptions = {},
): Promise<ChatMessage> {
  // Only text and image can be sent; the service refuses any other type with 400.
  const sendable = messageType as SendableMessageType;
  const body: unknown = await callEndpointAnswer(
    routes.sendMessage,
    { params: { roomId }, body: { message, messageType: sendable } },
    options,
  );
  return chatMessageIn(body) ?? failedAnswer(body);
}

/** The message in an answer: the answer itself, or under `message` / `data`. */
export function chatMessageIn(body: unknown): ChatMessage | null {
  const isMessage = (value: unknown): value is ChatMessage =>
    typeof value === 'object' && value !== null && typeof (value as ChatMessage)._id === 'string' && 'room' in value;
  if (isMessage(body)) return body;
  if (typeof body !== 'object' || body === null) return null;
  const { message, data } = body as { message?: unknown; data?: unknown };
  if (isMessage(message)) return message;
  if (isMessage(data)) return data;
  return null;
}

function failedAnswer(body: unknown): never {
  throw new ApiError({ status: 'error', httpStatus: 200, messages: [], body });
}

export async function leaveRoom(roomId: string, participant: string, options: RequestOptions = {}): Promise<void> {
  await callEndpointAnswer(routes.leaveGroup, { params: { chatRoomId: roomId }, body: { participant } }, options);
}

export async function blockRoom(roomId: string, blockBy: string, options: RequestOptions = {}): Promise<void> {
  await callEndpointAnswer(routes.blockRoom, { params: { chatRoomId: roomId }, body: { blockBy } }, options);
}

export async function unblockRoom(roomId: string, blockBy: string, options: RequestOptions = {}): Promise<void> {
  await callEndpointAnswer(routes.unblockRoom, { params: { chatRoomId: roomId }, body: { blockBy } }, options);
}

/** Uploads a chat picture; answers its address (sent afterwards as an `image` message). */
export async function uploadPicture(picture: Blob, options: RequestOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('picture', picture, picture instanceof File ? picture.name : 'picture');
  const body: { message?: unknown } = await callEndpointAnswer(routes.uploadPicture, { body: form }, options);
  return typeof body.message === 'string' ? body.message : '';
}

export async function deleteConversation(roomId: string, options: RequestOptions = {}): Promise<void> {
  await callEndpointAnswer(routes.deleteConversation, { params: { id: roomId } }, options);
}

/** Unread messages over the viewer's conversations (the header's count; kept live by `unread-count`). */
export async function getUnreadCount(options: RequestOptions = {}): Promise<ChatUnreadCount> {
  return callEndpointAnswer(routes.unreadCount, {}, options);
}

/** Search within one's own conversations: named ones (page 1) and the messages saying `q`, newest first. */
export async function searchConversations(
  q: string,
  page: number,
  options: RequestOptions = {},
): Promise<ChatSearchAnswer> {
  return callEndpointAnswer(routes.searchRooms, { query: { q, page, per_page: CHAT_SEARCH_PAGE_SIZE } }, options);
}

/** The other participants' presence as the viewer may see it (`hidden`: the viewer hides their own). */
export async function getRoomPresence(roomId: string, options: RequestOptions = {}): Promise<ChatPresenceAnswer> {
  return callEndpointAnswer(routes.roomPresence, { params: { roomId } }, options);
}

/** Whether others see when the viewer is online. */
export async function getChatSettings(options: RequestOptions = {}): Promise<{ showPresence: boolean }> {
  const { showPresence } = await callEndpointAnswer(routes.chatSettings, {}, options);
  return { showPresence };
}

export async function saveChatSettings(
  showPresence: boolean,
  options: RequestOptions = {},
): Promise<{ showPresence: boolean }> {
  const saved = await callEndpointAnswer(routes.saveChatSettings, { body: { showPresence } }, options);
  return { showPresence: saved.showPresence };
}
