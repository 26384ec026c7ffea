import { type User, user as userApi } from '@art/sdk';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { identityKeys } from '../identityKeys.js';

/** The signed-in person's full profile; nothing is asked while signed out. */
export function useOwnProfile() {
  const { token, user } = useSession<User>();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: identityKeys.ownProfile(userId),
    queryFn: ({ signal }) => userApi.getProfile(token ?? '', { signal }),
    enabled: Boolean(token && userId),
  });
}
