import * as commerce from '@art/sdk/commerce';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { commerceKeys } from '../commerceKeys.js';

/** The buyer's orders, newest first. */
export function useOrders() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: commerceKeys.orders(user?._id ?? ''),
    queryFn: ({ signal }) => commerce.getOrders({ token, signal }),
    enabled: Boolean(token),
  });
}
