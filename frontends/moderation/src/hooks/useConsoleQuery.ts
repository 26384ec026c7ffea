import type { RequestOptions } from '@art/sdk';
import { useSession } from '@art/ui';
import { type QueryKey, useQuery } from '@tanstack/react-query';

/** A console list read with the operator's session (and the query's signal, so leaving a page cancels it). */
export function useConsoleQuery<T>(queryKey: QueryKey, read: (options: RequestOptions) => Promise<T>) {
  const { token } = useSession();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read({ token, signal }),
    enabled: Boolean(token),
  });
}
