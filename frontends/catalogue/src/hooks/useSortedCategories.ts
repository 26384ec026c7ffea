import { artworks, type SortedCategory } from '@art/sdk';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogueKeys.js';

const HOUR_MS = 60 * 60 * 1000;

/** Main categories with their sub-categories, in the catalogue's set order (position). */
export function useSortedCategories() {
  return useQuery<SortedCategory[]>({
    queryKey: catalogueKeys.sortedCategories,
    queryFn: ({ signal }) => artworks.getSortedCategories({ signal }),
    // Categories change with a release, not while someone browses.
    staleTime: HOUR_MS,
  });
}
