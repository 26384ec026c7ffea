import { type ArtworkPage, artworks } from '@art/sdk';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '../Components/browse/browseLayout.js';
import { catalogueKeys, type ListingFilters, type ListingKind } from '../catalogueKeys.js';
import { nextSkip, shouldFallBackToNew } from './listingPaging.js';

/**
 * The gallery or store listing, 15 at a time. The filters are part of the key, so changing the sort,
 * the price range or the category starts again from skip 0.
 */
export function useArtworkListing(kind: ListingKind, filters: ListingFilters) {
  const { token, user } = useSession();
  const fetchPage = kind === 'store' ? artworks.getStorePage : artworks.getGalleryPage;
  return useInfiniteQuery({
    queryKey: catalogueKeys.listing(kind, filters, user?._id ?? ''),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ArtworkPage> => {
      const query = {
        category: filters.category,
        orderby: filters.sort,
        price: filters.price ?? undefined,
        skip: pageParam,
        limit: LISTING_PAGE_SIZE,
      };
      const page = await fetchPage(query, { token, signal });
      if (!shouldFallBackToNew(filters.sort, pageParam, page.total)) return page;
      return fetchPage({ ...query, orderby: 'new' }, { token, signal });
    },
    getNextPageParam: (_last, pages) =>
      nextSkip(
        pages.map((page) => ({ total: page.total, items: page.artworks })),
        LISTING_PAGE_SIZE,
      ),
  });
}
