// Who is typing where: a small store of the messaging remote, fed by the live socket's `typing`
// events (liveSocket.ts) and read by the thread header and the conversation list. Not stored anywhere.
import type { TypingNotice } from '@art/contracts/live-socket';

/** A typer not heard of again within this long has stopped (a lost "stopped" frame, a closed tab). */
export const TYPING_SHOWN_MS = 6000;
/** While a member types, the client says so at most this often. */
export const TYPING_REPEAT_MS = 2500;
/** A member who stops typing for this long is said to have stopped. */
export const TYPING_IDLE_MS = 4000;

const typers = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function forget(room: string, userId: string) {
  const inRoom = typers.get(room);
  const timer = inRoom?.get(userId);
  if (!inRoom || timer === undefined) return;
  clearTimeout(timer);
  inRoom.delete(userId);
  if (inRoom.size === 0) typers.delete(room);
  changed();
}

/** A `typing` event: the typer shows for TYPING_SHOWN_MS unless they stop or say so again. */
export function recordTyping(notice: TypingNotice): void {
  if (!notice || typeof notice.room !== 'string' || typeof notice.userId !== 'string') return;
  if (!notice.isTyping) {
    forget(notice.room, notice.userId);
    return;
  }
  const inRoom = typers.get(notice.room) ?? new Map();
  typers.set(notice.room, inRoom);
  clearTimeout(inRoom.get(notice.userId));
  inRoom.set(
    notice.userId,
    setTimeout(() => forget(notice.room, notice.userId), TYPING_SHOWN_MS),
  );
  changed();
}

/** A message from the typer arrived: they are no longer typing it. */
export function stoppedTyping(room: string, userId: string): void {
  forget(room, userId);
}

/** Who types in `room` now (ids). */
export function typersIn(room: string): string[] {
  return [...(typers.get(room)?.keys() ?? [])];
}

/** The store's version: changes whenever anyone starts or stops (for useSyncExternalStore). */
export function typingVersion(): number {
  return version;
}

export function subscribeTyping(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
