import { Button } from '@art/ui';
import { Link, useLocation } from 'wouter';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { orderPath } from '../../lib/orderPaths.js';
import '../commerce.css';

type OrderCompleteProps = { orderId: string; orderNumber: string };

/** The Review tab after a cash order: the order is made, will be confirmed by e-mail, and here is where to follow it. */
export function OrderComplete({ orderId, orderNumber }: OrderCompleteProps) {
  const { t } = useCommerceTranslation();
  const [, navigate] = useLocation();
  return (
    <div className="com-card com-outcome" data-testid="checkout-complete">
      <p style={{ margin: 0 }} data-testid="checkout-complete-text">
        {t('checkout.complete')}
      </p>
      <p style={{ margin: 0 }}>
        <Link href={orderPath(orderId)} data-testid="checkout-order-link">
          <span data-testid="checkout-order-number">{t('outcome.order', { id: orderNumber || orderId })}</span>
        </Link>
      </p>
      <Button onClick={() => navigate('/store/all')} data-testid="shop-more">
        {t('checkout.shopMore')}
      </Button>
    </div>
  );
}
