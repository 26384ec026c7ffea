import { artworks } from '@art/sdk';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

export function useHomeSlides() {
  return useQuery({
    queryKey: catalogueKeys.homeSlides,
    queryFn: ({ signal }) => artworks.getHomeSlides({ signal }),
    staleTime: 10 * 60_000,
  });
}
