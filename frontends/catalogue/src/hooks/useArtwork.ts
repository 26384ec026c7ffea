import { artworks } from '@art/sdk';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

/** One artwork by slug; with a viewer it carries whether they like it. */
export function useArtwork(slug: string) {
  const { token, user } = useSession();
  return useQuery({
    // The viewer is in the key so a sign-in never shows another visitor's `liked`.
    queryKey: [...catalogueKeys.artwork(slug), user?._id ?? ''],
    queryFn: ({ signal }) => artworks.getArtwork(slug, { token, signal }),
    enabled: slug !== '',
  });
}
