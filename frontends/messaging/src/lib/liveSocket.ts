// The page's one live socket. A module-level singleton of the
// messaging remote: the header's live icons and the conversation page share it (both are modules
// of this one remote, so they see the same instance). The shell holds no socket code.
import { CLIENT_EVENTS, LIVE_SOCKET_PATH, SERVER_EVENTS, type TypingNotice } from '@art/contracts/live-socket';
import { io, type Socket } from 'socket.io-client';
import { recordTyping, stoppedTyping } from './typing.js';

type Connection = { socket: Socket; userId: string; token: string; holders: number; hasConnected: boolean };

let connection: Connection | null = null;
let pendingClose: ReturnType<typeof setTimeout> | null = null;
let openRoom: string | null = null;
const listeners = new Set<() => void>();

/** A holder let go and none took over within this time: the socket closes (a remount keeps it). */
const CLOSE_DELAY_MS = 1000;

function changed(): void {
  for (const listener of listeners) listener();
}

function closeNow(): void {
  const closing = connection;
  connection = null;
  closing?.socket.removeAllListeners();
  closing?.socket.disconnect();
  changed();
}

/**
 * Keeps the socket of `userId` open (opening it the first time): it authenticates with the JWT and,
 * on every (re)connect, announces the user (`userlogin`). Answers the release; when the last holder
 * releases, the socket closes (sign-out unmounts the header that holds it). Another user or token
 * replaces the connection.
 */
export function holdLiveSocket(userId: string, token: string): () => void {
  if (pendingClose) {
    clearTimeout(pendingClose);
    pendingClose = null;
  }
  if (connection && (connection.userId !== userId || connection.token !== token)) closeNow();
  if (!connection) {
    const socket = io(window.location.origin, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket', 'polling'],
      auth: { token },
    });
    socket.on('connect', () => {
      if (connection?.socket === socket) connection.hasConnected = true;
      socket.emit(CLIENT_EVENTS.userLogin, userId);
      changed();
    });
    socket.on('disconnect', changed);
    // Who types where is kept for every screen (the list and the thread); a message ends it.
    socket.on(SERVER_EVENTS.typing, (notice: TypingNotice) => recordTyping(notice));
    socket.on(SERVER_EVENTS.receiveMessage, (message: { room?: unknown; postedBy?: { _id?: unknown } }) => {
      if (typeof message?.room === 'string' && typeof message.postedBy?._id === 'string')
        stoppedTyping(message.room, message.postedBy._id);
    });
    connection = { socket, userId, token, holders: 0, hasConnected: false };
    changed();
  }
  const held = connection;
  held.holders += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    held.holders -= 1;
    if (held !== connection || held.holders > 0) return;
    pendingClose = setTimeout(() => {
      pendingClose = null;
      if (connection === held && held.holders === 0) closeNow();
    }, CLOSE_DELAY_MS);
  };
}

/** The socket, or null while nobody holds one (a guest). */
export function getLiveSocket(): Socket | null {
  return connection?.socket ?? null;
}

export function isLiveConnected(): boolean {
  return connection?.socket.connected ?? false;
}

/** Whether the page's socket has connected at least once (a later drop is a reconnect, not a first wait). */
export function hasLiveConnected(): boolean {
  return connection?.hasConnected ?? false;
}

/** Calls `listener` when the socket appears, connects, disconnects or goes. */
export function subscribeLive(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The room whose thread is on screen (its messages neither chime nor mark the inbox). */
export function setOpenRoom(roomId: string | null): void {
  if (openRoom === roomId) return;
  openRoom = roomId;
  changed();
}

export function getOpenRoom(): string | null {
  return openRoom;
}
