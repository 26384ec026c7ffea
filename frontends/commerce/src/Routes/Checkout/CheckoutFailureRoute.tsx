import { usePageTitle } from '@art/ui';
import { useSearch } from 'wouter';
import { CommerceStyles } from '../../Components/CommerceStyles.js';
import { OrderOutcome } from '../../Components/outcome/OrderOutcome.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';

/** Where a provider sends the buyer when paying failed (/checkout/failure?order=<id>&reason=<text>). */
export function CheckoutFailureRoute() {
  const { t } = useCommerceTranslation();
  usePageTitle(t('outcome.failure'));
  const params = new URLSearchParams(useSearch());
  return (
    <>
      <CommerceStyles />
      <OrderOutcome outcome="failure" orderId={params.get('order') ?? ''} reason={params.get('reason') ?? undefined} />
    </>
  );
}

export default CheckoutFailureRoute;
