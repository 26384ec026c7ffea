/**
 * The live socket: socket.io at /live/socket.io, websocket and polling, hosted by
 * messaging behind the gateway. A socket authenticates with the JWT on connect and joins the room
 * named after its user id; any service may reach a user through the Redis emitter by that room.
 * No schemas here: the shell and the remotes import this file, and it must stay tiny.
 */
export const LIVE_SOCKET_PATH = '/live/socket.io';

/** Events a client emits. */
export const CLIENT_EVENTS = {
  userLogin: 'userlogin',
  sendMessage: 'send-message',
  readMessage: 'read-message',
  /** `{room, isTyping}`: the member is typing in a room (or stopped); never stored, rate-limited. */
  typing: 'typing',
} as const;

/** Events the server emits. */
export const SERVER_EVENTS = {
  receiveMessage: 'receive-message',
  messageSeen: 'message-seen',
  newNotification: 'new-notification',
  refreshHeaderMessage: 'refreshHeaderMessage',
  /** `{room, userId, isTyping}`: another member typing in a room the receiver shares (no block between them). */
  typing: 'typing',
  /** `{userId, online, lastSeen}`, or `{userId, hidden: true}`: a chat partner came online, went away or hid it. */
  presence: 'presence',
  /** `{total, conversations, room?, unread?}`: the receiver's unread messages changed (the header's count). */
  unreadCount: 'unread-count',
} as const;

/** A member typing (`typing` from the server). */
export interface TypingNotice {
  room: string;
  userId: string;
  isTyping: boolean;
}

/**
 * A chat partner's presence (`presence` from the server): online now, or since when not (null when
 * never seen); `hidden` when they hid it (or a block now stands): show nothing.
 */
export interface PresenceNotice {
  userId: string;
  online: boolean;
  lastSeen: string | null;
  hidden?: boolean;
}

/**
 * The receiver's unread messages (`unread-count` from the server): in all their conversations
 * (`total`, each conversation counted up to 100: the screens show 99+) and how many conversations have
 * some; `room` and `unread` name the conversation whose change sent it.
 */
export interface UnreadCountNotice {
  total: number;
  conversations: number;
  room?: string;
  unread?: number;
}

/** The socket.io room every socket of a user joins: the user id itself. */
export function userRoom(userId: string): string {
  return userId;
}

/**
 * The Redis key prefix of the socket.io adapter and emitter: messaging's adapter and
 * notification's emitter must use the same one (LIVE_SOCKET_KEY), tests a key of their own.
 */
export const DEFAULT_LIVE_SOCKET_KEY = 'art-live';
