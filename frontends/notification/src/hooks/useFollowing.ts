import * as social from '@art/sdk/social';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../notificationKeys.js';

/** Whom the viewer follows (ids): the follow buttons' state, reloaded after every follow call. */
export function useFollowing(isNeeded: boolean) {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  return useQuery({
    queryKey: notificationKeys.following(viewerId),
    queryFn: async ({ signal }) =>
      new Set((await social.getFollowing(undefined, { token, signal })).users.map((card) => card._id)),
    enabled: Boolean(token && viewerId) && isNeeded,
  });
}
