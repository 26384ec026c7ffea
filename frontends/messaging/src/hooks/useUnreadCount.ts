import { SERVER_EVENTS, type UnreadCountNotice } from '@art/contracts/live-socket';
import * as messaging from '@art/sdk/messaging';
import { useSession } from '@art/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { messagingKeys } from '../messagingKeys.js';

/**
 * The viewer's unread messages (the header's count): read once, then kept by the server's
 * `unread-count` on the live socket, and read again after every reconnect (what was missed).
 */
export function useUnreadCount(socket: Socket | null, isConnected: boolean): UnreadCountNotice | undefined {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messagingKeys.unread(viewerId),
    queryFn: async ({ signal }): Promise<UnreadCountNotice> => {
      const { total, conversations } = await messaging.getUnreadCount({ token, signal });
      return { total, conversations };
    },
    enabled: Boolean(token && viewerId),
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!socket || !viewerId) return;
    const onCount = (notice: UnreadCountNotice) => {
      if (typeof notice?.total !== 'number') return;
      queryClient.setQueryData(messagingKeys.unread(viewerId), notice);
    };
    socket.on(SERVER_EVENTS.unreadCount, onCount);
    return () => {
      socket.off(SERVER_EVENTS.unreadCount, onCount);
    };
  }, [socket, viewerId, queryClient]);

  useEffect(() => {
    if (isConnected && viewerId) void queryClient.invalidateQueries({ queryKey: messagingKeys.unread(viewerId) });
  }, [isConnected, viewerId, queryClient]);

  return query.data;
}
