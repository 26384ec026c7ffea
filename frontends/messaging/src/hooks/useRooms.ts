import * as messaging from '@art/sdk/messaging';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { sortRooms } from '../lib/rooms.js';
import { messagingKeys } from '../messagingKeys.js';

/**
 * The viewer's conversations, most recently updated first: one query for the page (the header's
 * inbox dot, the inbox and the conversation page's list read it; live messages reload it).
 */
export function useRooms() {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  return useQuery({
    queryKey: messagingKeys.rooms(viewerId),
    queryFn: ({ signal }) => messaging.getRooms(viewerId, { token, signal }),
    select: sortRooms,
    enabled: Boolean(token && viewerId),
  });
}
