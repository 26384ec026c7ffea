import { artworks } from '@art/sdk';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SIMILAR_PAGE_SIZE } from '../Components/browse/browseLayout.js';
import { catalogueKeys } from '../catalogueKeys.js';
import { nextSkip } from './listingPaging.js';

export function useSimilarArtworks(slug: string) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: catalogueKeys.similar(slug),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      artworks.getSimilar(slug, { skip: pageParam, limit: SIMILAR_PAGE_SIZE }, { token, signal }),
    getNextPageParam: (_last, pages) =>
      nextSkip(
        pages.map((page) => ({ total: page.total, items: page.artworks })),
        SIMILAR_PAGE_SIZE,
      ),
    enabled: slug !== '',
  });
}
