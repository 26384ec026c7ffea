import { artists, type StudioSort } from '@art/sdk';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { STUDIOS_PAGE_SIZE } from '../Components/browse/browseLayout.js';
import { catalogueKeys } from '../catalogueKeys.js';
import { nextSkip } from './listingPaging.js';

/** The studios list, 10 at a time, by category ('all' for every one) and sort. */
export function useStudiosDirectory(sort: StudioSort, category: string) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: catalogueKeys.studios(sort, category),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      artists.getStudiosPage({ sortby: sort, category, skip: pageParam, limit: STUDIOS_PAGE_SIZE }, { token, signal }),
    getNextPageParam: (_last, pages) =>
      nextSkip(
        pages.map((page) => ({ total: page.total, items: page.studios })),
        STUDIOS_PAGE_SIZE,
      ),
  });
}
