import { CLIENT_EVENTS } from '@art/contracts/live-socket';
import { useCallback, useEffect, useRef } from 'react';
import { getLiveSocket } from '../lib/liveSocket.js';
import { TYPING_IDLE_MS, TYPING_REPEAT_MS } from '../lib/typing.js';

/**
 * Tells the room's others that the viewer is typing: at most every TYPING_REPEAT_MS while keys are
 * pressed, and that they stopped after TYPING_IDLE_MS without one, on sending, and on leaving the
 * room. Nothing while the socket is not connected (it is only a hint).
 */
export function useTypingSignal(roomId: string) {
  const lastSaid = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (lastSaid.current === 0) return;
    lastSaid.current = 0;
    const socket = getLiveSocket();
    if (socket?.connected) socket.emit(CLIENT_EVENTS.typing, { room: roomId, isTyping: false });
  }, [roomId]);

  const typed = useCallback(() => {
    const socket = getLiveSocket();
    if (!socket?.connected) return;
    const now = Date.now();
    if (now - lastSaid.current >= TYPING_REPEAT_MS) {
      lastSaid.current = now;
      socket.emit(CLIENT_EVENTS.typing, { room: roomId, isTyping: true });
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [roomId, stop]);

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
