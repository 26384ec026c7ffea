import * as commerce from '@art/sdk/commerce';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { commerceKeys } from '../commerceKeys.js';

// A provider may tell the service a little after the browser is back: ask again meanwhile.
const PAYMENT_POLL_MS = 3000;

/** One of the buyer's orders; asked again every few seconds while its payment is pending. */
export function useOrder(orderId: string) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: commerceKeys.order(orderId, user?._id ?? ''),
    queryFn: ({ signal }) => commerce.getOrder(orderId, { token, signal }),
    enabled: Boolean(token && orderId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'pending' ? PAYMENT_POLL_MS : false),
  });
}
