import { type PresenceNotice, SERVER_EVENTS } from '@art/contracts/live-socket';
import * as messaging from '@art/sdk/messaging';
import { useSession } from '@art/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { withPresence } from '../lib/presence.js';
import { messagingKeys } from '../messagingKeys.js';

/** Read again this often anyway: a block or an instance that died sends no word. */
const PRESENCE_REFRESH_MS = 60_000;

/**
 * The room's other participants' presence as the viewer may see it: read when the thread opens,
 * then kept by the server's `presence` events for these participants (`isWanted`: the screen shows
 * it, a one-to-one conversation's header).
 */
export function useRoomPresence(
  roomId: string,
  participantIds: readonly string[],
  socket: Socket | null,
  isWanted: boolean,
) {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const queryClient = useQueryClient();
  const key = messagingKeys.presence(roomId, viewerId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => messaging.getRoomPresence(roomId, { token, signal }),
    enabled: Boolean(token && viewerId && roomId && isWanted),
    refetchInterval: PRESENCE_REFRESH_MS,
  });
  const participants = participantIds.join(',');

  useEffect(() => {
    if (!socket || !viewerId || !roomId) return;
    const ids = new Set(participants.split(','));
    const onPresence = (notice: PresenceNotice) => {
      if (!notice || !ids.has(notice.userId)) return;
      queryClient.setQueryData(messagingKeys.presence(roomId, viewerId), (data: messaging.ChatPresenceAnswer) =>
        withPresence(data, notice),
      );
    };
    socket.on(SERVER_EVENTS.presence, onPresence);
    return () => {
      socket.off(SERVER_EVENTS.presence, onPresence);
    };
  }, [socket, viewerId, roomId, participants, queryClient]);

  return query.data;
}
