import * as social from '@art/sdk/social';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { audienceRefusalOf } from '../lib/audienceRefusal.js';
import { socialKeys } from '../socialKeys.js';

/** People per page of a followers or following list; the next page comes as the list is scrolled. */
export const FOLLOW_LIST_PAGE = 30;

/** A user's followers or following, page after page, with the list's total from the first page. */
export function useFollowList(kind: 'followers' | 'following', userId: string) {
  const { token } = useSession();
  const fetchPage = kind === 'followers' ? social.getFollowers : social.getFollowing;
  return useInfiniteQuery({
    queryKey: kind === 'followers' ? socialKeys.followers(userId) : socialKeys.following(userId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(userId, { token, signal }, { skip: pageParam, limit: FOLLOW_LIST_PAGE }),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.users.length, 0);
      return last.users.length > 0 && shown < last.total ? shown : undefined;
    },
    enabled: Boolean(userId),
    // A private account's refusal is an answer, not a failure to try again.
    retry: (count, error) => audienceRefusalOf(error) === null && count < 3,
  });
}
