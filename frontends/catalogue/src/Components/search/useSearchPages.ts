import { search } from '@art/sdk';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogueKeys.js';

/** Each "Show more results" asks for this many more artworks and artists. */
export const SEARCH_PAGE_SIZE = 20;
const MINUTE_MS = 60 * 1000;

/** The results page's search: pages of artworks and artists, the next one while either kind has more. */
export function useSearchPages(term: string) {
  const { token, user } = useSession();
  return useInfiniteQuery({
    queryKey: catalogueKeys.searchPages(term, user?._id ?? ''),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      search.searchCatalogue(term, { token, signal }, { page: pageParam, limit: SEARCH_PAGE_SIZE }),
    getNextPageParam: (last) => (last.moreProducts || last.moreArtists ? last.page + 1 : undefined),
    enabled: term !== '',
    staleTime: MINUTE_MS,
  });
}
