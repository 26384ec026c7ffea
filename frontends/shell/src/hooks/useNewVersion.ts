import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shellKeys } from '../startup/queryClient.js';

declare const __BUILD_VERSION__: string;

const POLL_MS = 60_000;

async function fetchBuildVersion(): Promise<string | null> {
  const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) return null;
  const { version } = (await response.json()) as { version?: string };
  return version ?? null;
}

/** True once /version.json names a build other than the one running; dev builds never poll. */
export function useNewVersion(): boolean {
  const isDev = __BUILD_VERSION__ === 'dev';
  const { data: deployed, refetch } = useQuery({
    queryKey: shellKeys.version,
    queryFn: fetchBuildVersion,
    enabled: !isDev,
    // The page was just loaded from the current index.html: the first check can wait a poll.
    initialData: __BUILD_VERSION__,
    initialDataUpdatedAt: () => Date.now(),
    refetchOnMount: false,
    staleTime: 0,
    // Offline for a moment: the next tick tries again.
    retry: false,
    refetchInterval: (query) => (isNewer(query.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: false,
  });

  // TanStack refetches on visibilitychange; coming back to the window by focus counts too.
  useEffect(() => {
    if (isDev) return;
    const check = () => void refetch();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [isDev, refetch]);

  return isNewer(deployed);
}

function isNewer(deployed: string | null | undefined): boolean {
  return Boolean(deployed) && deployed !== __BUILD_VERSION__;
}
