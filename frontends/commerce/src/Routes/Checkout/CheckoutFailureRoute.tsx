import { usePageTitle } from '@art/ui';
import { useSearch } from 'wouter';
import { OrderOutcome } from '../../Components/outcome/OrderOutcome.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { failureReasonKey } from '../../lib/checkoutFailure.js';

/** Where a provider sends the buyer when paying failed (/checkout/failure?order=<id>&reason=<code>). */
export function CheckoutFailureRoute() {
  const { t } = useCommerceTranslation();
  usePageTitle(t('outcome.failure'));
  const params = new URLSearchParams(useSearch());
  const reasonKey = failureReasonKey(params.get('reason'));
  return (
    <OrderOutcome outcome="failure" orderId={params.get('order') ?? ''} reason={reasonKey ? t(reasonKey) : undefined} />
  );
}

export default CheckoutFailureRoute;
