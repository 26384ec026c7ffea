import * as notification from '@art/sdk/notification';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';

/** The viewer's notifications, through the query the notifications page reads too (the bell's dot). */
export function useHeaderNotifications() {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  return useQuery({
    queryKey: notification.notificationKeys.list(viewerId),
    queryFn: ({ signal }) => notification.getNotifications({ token, signal }),
    enabled: Boolean(token && viewerId),
  });
}
