import { Button } from '@art/ui';
import { useLocation } from 'wouter';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';

/** The Review tab after a cash order: the order is made and will be confirmed by e-mail. */
export function OrderComplete() {
  const { t } = useCommerceTranslation();
  const [, navigate] = useLocation();
  return (
    <div className="com-card com-outcome" data-testid="checkout-complete">
      <p style={{ margin: 0 }} data-testid="checkout-complete-text">
        {t('checkout.complete')}
      </p>
      <Button onClick={() => navigate('/store/all')} data-testid="shop-more">
        {t('checkout.shopMore')}
      </Button>
    </div>
  );
}
