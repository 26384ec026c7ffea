import { FEED_PAGE_SIZE } from '@art/contracts/social-limits';
import type { FeedQuery } from '@art/sdk';
import * as social from '@art/sdk/social';
import { useSession } from '@art/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { audienceRefusalOf } from '../lib/audienceRefusal.js';
import { socialKeys } from '../socialKeys.js';

/**
 * A feed paged by growing totals: it asks for the first `total` posts, and loading more raises
 * `total` by the page size. Changing the filters starts again from one page.
 */
export function useFeed(query: Omit<FeedQuery, 'total'>, source: 'feed' | 'artist' = 'feed') {
  const { token, user } = useSession();
  const [total, setTotal] = useState(FEED_PAGE_SIZE);
  const filters = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter (by value) restarts the paging
  useEffect(() => setTotal(FEED_PAGE_SIZE), [filters]);
  const viewerId = user?._id ?? '';
  const result = useQuery({
    queryKey:
      source === 'artist' && query.artistId
        ? [...socialKeys.artistPosts(query.artistId, viewerId), total]
        : [...socialKeys.feed(viewerId, query), total],
    queryFn: ({ signal }) => {
      const options = { token, signal };
      if (source === 'artist' && query.artistId) return social.getPostsByArtist(query.artistId, total, options);
      if (query.show === 'following' && token) return social.getFollowingFeed({ sort: query.sort, total }, options);
      return social.getFeed({ ...query, total }, options);
    },
    placeholderData: keepPreviousData,
    // A closed account stays closed until the viewer follows it: asking again changes nothing.
    retry: (count, error) => audienceRefusalOf(error) === null && count < 3,
  });
  const posts = result.data?.posts ?? [];
  const hasMore = result.data ? posts.length < result.data.total && posts.length >= total : false;
  return {
    posts,
    isLoading: result.isFetching,
    /** Nothing to show yet: the first page is on its way (its skeleton keeps the room). */
    isFirstLoad: result.isLoading,
    isError: result.isError,
    /** Why one member's posts are not shown: their account is private (or a block stands between). */
    refusal: result.isError ? audienceRefusalOf(result.error) : null,
    hasMore,
    loadMore: () => setTotal((current) => current + FEED_PAGE_SIZE),
    refresh: () => result.refetch(),
  };
}
