import { artists } from '@art/sdk';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

/** An artist (or user) of the directory by slug: cover, picture, counts. */
export function useArtist(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.artist(slug),
    queryFn: ({ signal }) => artists.getArtist(slug, { signal }),
    enabled: slug !== '',
    retry: false,
  });
}
