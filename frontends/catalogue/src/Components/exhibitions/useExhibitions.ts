import { exhibitions } from '@art/sdk';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogueKeys.js';

const FETCHERS = {
  current: exhibitions.getCurrentExhibitions,
  previous: exhibitions.getPreviousExhibitions,
  upcoming: exhibitions.getUpcomingExhibitions,
} as const;

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** One of the listing's three lists; a failed load leaves it empty, with no error shown. */
export function useExhibitionList(list: keyof typeof FETCHERS) {
  const { token } = useSession();
  return useQuery({
    queryKey: catalogueKeys.exhibitionList(list),
    queryFn: ({ signal }) => FETCHERS[list]({ token, signal }),
    staleTime: FIVE_MINUTES_MS,
  });
}

/** One exhibition by id or slug. */
export function useExhibition(idOrSlug: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: catalogueKeys.exhibition(idOrSlug),
    queryFn: ({ signal }) => exhibitions.getExhibition(idOrSlug, { token, signal }),
    enabled: idOrSlug !== '',
    staleTime: FIVE_MINUTES_MS,
  });
}
