import { useQuery } from '@tanstack/react-query';
import { type Areas, loadAreas } from '../federation/remotesConfig.js';
import { shellKeys } from '../startup/queryClient.js';

/** The areas and their routes (loaded before the first render, see App). */
export function useAreas(): Areas {
  const { data } = useQuery({ queryKey: shellKeys.areas, queryFn: loadAreas, staleTime: Infinity, retry: false });
  return data ?? { remotes: {}, routes: [], failed: [], manifests: {} };
}
