import type { QueryClient } from '@tanstack/react-query';
import { shellKeys } from './queryClient.js';
import type { StartupRequests } from './startupRequests.js';

/**
 * Hands the requests already in flight (started by the entry script) to the query cache, so the
 * components that read them attach to those requests instead of starting their own.
 */
export function seedStartupQueries(queryClient: QueryClient, startup: StartupRequests): void {
  queryClient.prefetchQuery({ queryKey: shellKeys.health, queryFn: () => startup.health, staleTime: Infinity });
  if (startup.session) {
    const { token, check } = startup.session;
    queryClient.prefetchQuery({ queryKey: shellKeys.session(token), queryFn: () => check, staleTime: Infinity });
  }
}
