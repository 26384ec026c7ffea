import { useSession } from '@art/ui';
import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { getLiveSocket, holdLiveSocket, isLiveConnected, subscribeLive } from '../lib/liveSocket.js';

/**
 * The page's live socket for the signed-in user (opened by the first screen that asks, shared by
 * all, closed when the last lets go), and whether it is connected now.
 */
export function useLiveSocket(): { socket: Socket | null; isConnected: boolean } {
  const { user, token } = useSession();
  const userId = user?._id;
  useEffect(() => {
    if (!userId || !token) return;
    return holdLiveSocket(userId, token);
  }, [userId, token]);
  const socket = useSyncExternalStore(subscribeLive, getLiveSocket, () => null);
  const isConnected = useSyncExternalStore(subscribeLive, isLiveConnected, () => false);
  return { socket: userId ? socket : null, isConnected: Boolean(userId) && isConnected };
}
