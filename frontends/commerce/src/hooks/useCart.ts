import * as commerce from '@art/sdk/commerce';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { commerceKeys } from '../commerceKeys.js';
import { keepCartCookie } from '../lib/cartCookie.js';

/**
 * The signed-in viewer's cart, one query for the page: the header's counter, the cart page and the
 * checkout read it, and every cart call writes its answer (the whole cart) back into it.
 */
export function useCart() {
  const { token, user } = useSession();
  const cart = useQuery({
    queryKey: commerceKeys.cart(user?._id ?? ''),
    queryFn: ({ signal }) => commerce.getCart({ token, signal }),
    enabled: Boolean(token),
  });
  const products = cart.data?.products;
  useEffect(() => {
    if (products) keepCartCookie(products);
  }, [products]);
  return cart;
}
