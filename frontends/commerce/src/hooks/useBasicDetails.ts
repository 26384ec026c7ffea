import * as commerce from '@art/sdk/commerce';
import { useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { commerceKeys } from '../commerceKeys.js';

/** The checkout's prefill (name, e-mail and shipping information from the buyer's profile). */
export function useBasicDetails() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: commerceKeys.basicDetails(user?._id ?? ''),
    queryFn: ({ signal }) => commerce.getBasicDetails({ token, signal }),
    enabled: Boolean(token),
    retry: false,
  });
}
