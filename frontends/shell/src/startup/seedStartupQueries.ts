import type { QueryClient } from '@tanstack/react-query';
import { SHELL_KEYS } from './queryClient.js';
import type { StartupRequests } from './startupRequests.js';

/**
 * Hands the requests already in flight (started by the entry script) to the query cache, so the
 * components that read them attach to those requests instead of starting their own.
 */
export function seedStartupQueries(queryClient: QueryClient, startup: StartupRequests): void {
  queryClient.prefetchQuery({ queryKey: SHELL_KEYS.health, queryFn: () => startup.health, staleTime: Infinity });
  if (startup.session) {
    const { token, check } = startup.session;
    queryClient.prefetchQuery({ queryKey: SHELL_KEYS.session(token), queryFn: () => check, staleTime: Infinity });
  }
}
