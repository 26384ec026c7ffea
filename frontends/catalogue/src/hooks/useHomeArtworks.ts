import { artworks } from '@art/sdk';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

// The home page's rows. Each is keyed by the viewer, since signed-in answers carry `liked`.

export function useFeaturedArtworks() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: catalogueKeys.featured(user?._id ?? ''),
    queryFn: ({ signal }) => artworks.getFeatured({ token, signal }),
  });
}

/** A category's popular works; not asked while `enabled` is false (a row still far below the screen). */
export function usePopularArtworks(category: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: catalogueKeys.popular(category, user?._id ?? ''),
    queryFn: ({ signal }) => artworks.getPopular(category, { token, signal }),
    enabled,
  });
}

export function useRecommendedArtworks() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: catalogueKeys.recommended(user?._id ?? ''),
    queryFn: ({ signal }) => artworks.getRecommended(token ?? '', { signal }),
    enabled: Boolean(token),
  });
}

/** Artworks of the studios the viewer follows. */
export function useFollowedArtworks() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: catalogueKeys.followed(user?._id ?? ''),
    queryFn: ({ signal }) => artworks.getFollowed(token ?? '', { signal }),
    enabled: Boolean(token),
  });
}
