import type { Cart } from '@art/sdk/commerce';
import { useSession } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { commerceKeys } from '../commerceKeys.js';

/** Puts a cart the server answered into the shared cart query, or marks it stale to be fetched again. */
export function useCartWriter() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = commerceKeys.cart(user?._id ?? '');
  return {
    write: (cart: Cart) => queryClient.setQueryData(key, cart),
    invalidate: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
