import * as commerce from '@art/sdk/commerce';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { commerceKeys } from '../commerceKeys.js';

/** The signed-in artist's sold items (only asked when `isEnabled`: artists only). */
export function useSales(isEnabled: boolean) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: commerceKeys.sales(user?._id ?? ''),
    queryFn: ({ signal }) => commerce.getSales({ token, signal }),
    enabled: Boolean(token) && isEnabled,
  });
}
