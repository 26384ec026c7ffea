import { QueryClient } from '@tanstack/react-query';
import { isTransientFailure } from './withRetry.js';

/** Query keys the shell owns; remotes use their area's name as the first key part. */
export const shellKeys = {
  health: ['shell', 'health'] as const,
  areas: ['shell', 'areas'] as const,
  sessions: ['shell', 'session'] as const,
  session: (token: string | null) => ['shell', 'session', token] as const,
  version: ['shell', 'version'] as const,
};

export const isShellKey = (key: readonly unknown[]) => key[0] === 'shell';

/**
 * The one client of the page (the shell provides it, remotes use it through the shared
 * @tanstack/react-query). Defaults: data is fresh for 30 s, so moving between pages does not
 * refetch what was just shown; unused data is kept 5 minutes for the back button; a query is
 * retried once, and only for a transient failure (no answer, 5xx), never for a 4xx that will
 * answer the same; mutations are never retried (a repeated order or payment is worse than an error).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => failureCount < 1 && isTransientFailure(error),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
