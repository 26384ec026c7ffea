import { type ArtworkView, artworks } from '@art/sdk';
import { useSession } from '@art/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { socialKeys } from '../socialKeys.js';

/** A profile's artworks, 12 a page from page 1, appended while scrolling until the total is reached. */
export function useProfileArtworks(userId: string) {
  const { token } = useSession();
  const query = useInfiniteQuery({
    queryKey: socialKeys.profileArtworks(userId),
    queryFn: ({ pageParam, signal }) => artworks.getUserArtworks(userId, pageParam, { token, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.artworks.length, 0);
      return loaded < last.total && last.artworks.length > 0 ? pages.length + 1 : undefined;
    },
    enabled: Boolean(userId),
  });
  const items: ArtworkView[] = query.data?.pages.flatMap((page) => page.artworks) ?? [];
  return { items, query };
}
