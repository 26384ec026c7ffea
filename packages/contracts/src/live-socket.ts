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
} as const;

/** Events the server emits. */
export const SERVER_EVENTS = {
  receiveMessage: 'receive-message',
  messageSeen: 'message-seen',
  newNotification: 'new-notification',
  refreshHeaderMessage: 'refreshHeaderMessage',
} as const;

/** The socket.io room every socket of a user joins: the user id itself. */
export function userRoom(userId: string): string {
  return userId;
}

/**
 * The Redis key prefix of the socket.io adapter and emitter: messaging's adapter and
 * notification's emitter must use the same one (LIVE_SOCKET_KEY), tests a key of their own.
 */
export const DEFAULT_LIVE_SOCKET_KEY = 'art-live';
