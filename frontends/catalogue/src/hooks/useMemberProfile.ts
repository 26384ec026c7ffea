import { user as users } from '@art/sdk';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

/** A member's public profile by slug (identity's, so studios and other members alike): cover, picture, name. */
export function useMemberProfile(slug: string) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: catalogueKeys.memberProfile(slug, user?._id ?? ''),
    queryFn: ({ signal }) => users.getUserBySlug(slug, { token, signal }),
    enabled: slug !== '',
    retry: false,
  });
}
