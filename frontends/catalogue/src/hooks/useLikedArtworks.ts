import { artworks } from '@art/sdk';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

/** The signed-in viewer's liked artworks. */
export function useLikedArtworks() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: catalogueKeys.liked(user?._id ?? ''),
    queryFn: ({ signal }) => artworks.getLikedArtworks(token ?? '', { signal }),
    enabled: Boolean(token),
  });
}
