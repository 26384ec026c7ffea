import { useSyncExternalStore } from 'react';
import { subscribeTyping, typersIn, typingVersion } from '../lib/typing.js';

/** Who is typing in `roomId` now (their ids), kept current. */
export function useTypers(roomId: string): string[] {
  useSyncExternalStore(subscribeTyping, typingVersion, () => 0);
  return typersIn(roomId);
}
