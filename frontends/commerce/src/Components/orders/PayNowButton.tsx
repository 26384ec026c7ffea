import { Button } from '@art/ui';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePayNow } from '../../hooks/usePayNow.js';

type PayNowButtonProps = { orderId: string; label?: string; testId?: string };

/** Pays an unpaid online order at its provider (the checkout's hand-off). */
export function PayNowButton({ orderId, label, testId = 'order-pay-now' }: PayNowButtonProps) {
  const { t } = useCommerceTranslation();
  const { pay, isPaying } = usePayNow(orderId);
  return (
    <Button onClick={() => void pay()} isLoading={isPaying} data-testid={testId}>
      {label ?? t('order.payNow')}
    </Button>
  );
}
