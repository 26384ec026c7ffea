import { usePageTitle, useSession } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { OrderOutcome } from '../../Components/outcome/OrderOutcome.js';
import { commerceKeys } from '../../commerceKeys.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';

/** Where a provider sends the buyer after paying (/checkout/success?order=<id>). */
export function CheckoutSuccessRoute() {
  const { t } = useCommerceTranslation();
  usePageTitle(t('outcome.success'));
  const { user } = useSession();
  const queryClient = useQueryClient();
  const orderId = new URLSearchParams(useSearch()).get('order') ?? '';
  // Paid artworks leave the cart on the server: the header's counter asks again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: commerceKeys.cart(user?._id ?? '') });
  }, [queryClient, user?._id]);
  return <OrderOutcome outcome="success" orderId={orderId} />;
}

export default CheckoutSuccessRoute;
