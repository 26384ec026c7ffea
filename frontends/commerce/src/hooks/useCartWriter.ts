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
    // A read of the cart on its way (a refetch) may have left before the change and would answer
    // over it with the cart before it: it is called off first, and awaited, since the cancelled
    // read goes back to the state before it. The cart written is the newest there is.
    write: async (cart: Cart) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, cart);
    },
    invalidate: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
