import * as notification from '@art/sdk/notification';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../notificationKeys.js';

/** The viewer's notifications (newest first, at most 100): the query the header's bell reads too. */
export function useNotifications() {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  return useQuery({
    queryKey: notificationKeys.list(viewerId),
    queryFn: ({ signal }) => notification.getNotifications({ token, signal }),
    enabled: Boolean(token && viewerId),
  });
}
