import * as commerce from '@art/sdk/commerce';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { commerceKeys } from '../commerceKeys.js';

/**
 * The signed-in viewer's cart, one query for the page: the header's counter, the cart page and the
 * checkout read it, and every cart call writes its answer (the whole cart) back into it.
 */
export function useCart() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: commerceKeys.cart(user?._id ?? ''),
    queryFn: ({ signal }) => commerce.getCart({ token, signal }),
    enabled: Boolean(token),
  });
}
