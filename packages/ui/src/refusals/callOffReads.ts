import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Calls off the reads of `keys` (each key with every key under it) still on their way, and
 * resolves once they are off: one started before a change would answer after it, with the state
 * before it. Resolves to `readAgain`, which asks again for exactly the reads it called off, so a
 * list whose next page was on its way does not stay without it; called once the change is over,
 * their answers then hold it.
 */
export async function callOffReads(client: QueryClient, keys: readonly QueryKey[]): Promise<() => void> {
  const onTheirWay = keys.flatMap((queryKey) =>
    client
      .getQueryCache()
      .findAll({ queryKey })
      .filter((query) => query.state.fetchStatus !== 'idle'),
  );
  // TanStack Query's own order for an optimistic update: awaited, so that the cancelled read's
  // going back to the state before it (revert) is over before the change is shown.
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  return () => {
    // cancelRefetch false: a read the change's own settle has started already is the one awaited.
    for (const query of onTheirWay)
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
  };
}
