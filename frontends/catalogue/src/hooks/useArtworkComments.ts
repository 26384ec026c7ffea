import { artworks } from '@art/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

/** The newest `upTo` comments of an artwork and how many it has in all. */
export function useArtworkComments(artworkId: string, upTo: number) {
  return useQuery({
    queryKey: catalogueKeys.commentsUpTo(artworkId, upTo),
    queryFn: ({ signal }) => artworks.getComments(artworkId, upTo, { signal }),
    enabled: artworkId !== '',
    // Opening View All keeps the two shown until the rest arrive.
    placeholderData: keepPreviousData,
  });
}
