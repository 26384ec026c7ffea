import { user as users } from '@art/sdk';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { socialKeys } from '../socialKeys.js';

/** The profile shown on a profile page, from identity (404 also when its owner blocks the viewer). */
export function useProfile(slug: string) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: socialKeys.profile(slug, user?._id ?? ''),
    queryFn: ({ signal }) => users.getUserBySlug(slug, { token, signal }),
    retry: false,
  });
}
