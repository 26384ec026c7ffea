// The messaging area: chat rooms, their messages (paged), pictures, leave, block and unblock.
// Shapes are the messaging service's own (@art/contracts, types only: no schema code is bundled).
//
// Imported as '@art/sdk/messaging', on its own: only the areas that start a chat download it (the
// package root is shared by every remote and the shell, so what it holds is in everyone's first
// render). The live socket is not here: the messaging remote owns the page's one connection.
import type { ChatMember, ChatMessage, ChatRoom, MessagePage } from '@art/contracts';
import { ApiError, type RequestOptions, requestAnswer } from './core.js';

export type { ChatMember, ChatMessage, ChatRoom, MessagePage };
export { ApiError };

export type ChatMessageType = ChatMessage['messageType'];

// The contracts' constants, mirrored so that no schema code reaches the browser (the messaging
// remote's tests check they are the same values as @art/contracts' CHAT_*).
/** Messages per page of a thread (spec section 9). */
export const CHAT_PAGE_SIZE = 20;
/** Chat pictures: at most 3,000,000 bytes (spec section 5). */
export const CHAT_PICTURE_MAX_BYTES = 3_000_000;
export const CHAT_MESSAGES = {
  blockedByOther: 'You cannot send message to this user',
  blockedByYou: 'Please unblock to send the message',
  pictureTooLarge: 'Attached Image must be less than 3MB',
  collapsedYouBlocked: 'Message from a member you blocked',
  collapsedBlockedYou: 'Message from a member you cannot interact with',
} as const;

const room = (roomId: string) => `/rooms/${encodeURIComponent(roomId)}`;

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
  return listIn<ChatRoom>(await requestAnswer(`/rooms?user=${encodeURIComponent(userId)}`, options), [
    'rooms',
    'message',
  ]);
}

/** Opens (or finds) the one-to-one room of `sender` and `receiver`. */
export async function initRoom(sender: string, receiver: string, options: RequestOptions = {}): Promise<ChatRoom> {
  return (await requestAnswer<{ room: ChatRoom }>('/rooms/init', { ...options, body: { sender, receiver } })).room;
}

export async function createGroup(
  name: string,
  participants: string[],
  options: RequestOptions = {},
): Promise<ChatRoom> {
  return (await requestAnswer<{ room: ChatRoom }>('/rooms/group', { ...options, body: { name, participants } })).room;
}

/** One page of a thread: page 1 is the newest; each page's messages are oldest first. */
export async function getMessagePage(roomId: string, page: number, options: RequestOptions = {}): Promise<MessagePage> {
  return requestAnswer<MessagePage>(
    `${room(roomId)}/messages?per_page=${CHAT_PAGE_SIZE}&page=${page}&roomId=${encodeURIComponent(roomId)}`,
    options,
  );
}

/** Every message of a room, oldest first. */
export async function getRoomMessages(roomId: string, options: RequestOptions = {}): Promise<ChatMessage[]> {
  return listIn<ChatMessage>(await requestAnswer(`/messages/${encodeURIComponent(roomId)}`, options), [
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
  const body = await requestAnswer<unknown>(`${room(roomId)}/messages`, {
    ...options,
    body: { message, messageType },
  });
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
  await requestAnswer(`${room(roomId)}/leave`, { ...options, method: 'PATCH', body: { participant } });
}

export async function blockRoom(roomId: string, blockBy: string, options: RequestOptions = {}): Promise<void> {
  await requestAnswer(`${room(roomId)}/block`, { ...options, method: 'PATCH', body: { blockBy } });
}

export async function unblockRoom(roomId: string, blockBy: string, options: RequestOptions = {}): Promise<void> {
  await requestAnswer(`${room(roomId)}/unblock`, { ...options, method: 'PATCH', body: { blockBy } });
}

/** Uploads a chat picture; answers its address (sent afterwards as an `image` message). */
export async function uploadPicture(picture: Blob, options: RequestOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('picture', picture, picture instanceof File ? picture.name : 'picture');
  const body = await requestAnswer<{ message?: unknown }>('/message/picture', { ...options, body: form });
  return typeof body.message === 'string' ? body.message : '';
}

export async function deleteConversation(roomId: string, options: RequestOptions = {}): Promise<void> {
  await requestAnswer(`/conversation/delete/${encodeURIComponent(roomId)}`, { ...options, method: 'DELETE' });
}
