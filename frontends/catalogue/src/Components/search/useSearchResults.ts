import { search } from '@art/sdk';
import { useSession } from '@art/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogueKeys.js';

const MINUTE_MS = 60 * 1000;

/** Artworks and artists matching `term`; nothing is asked for an empty term. */
export function useSearchResults(term: string) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: catalogueKeys.search(term, user?._id ?? ''),
    queryFn: ({ signal }) => search.searchCatalogue(term, { token, signal }),
    enabled: term !== '',
    staleTime: MINUTE_MS,
    // While the next term's answer is on its way, the last one stays on screen instead of a flash.
    placeholderData: keepPreviousData,
  });
}
