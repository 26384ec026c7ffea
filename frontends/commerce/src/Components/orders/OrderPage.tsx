import { useIsNarrow, usePageTitle } from '@art/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { useOrder } from '../../hooks/useOrder.js';
import { ORDERS_PATH } from '../../lib/orderPaths.js';
import type { OrderRow } from '../../lib/orderRows.js';
import { CancelItemDialog } from './CancelItemDialog.js';
import { OrderCard } from './OrderCard.js';
import { OrderCardSkeletons } from './OrderCardSkeleton.js';
import '../commerce.css';

type OrderPageProps = { orderId: string; isKnownPath: boolean };

/** One order on its own page: the same card as on the orders list, titled by its number. */
export function OrderPage({ orderId, isKnownPath }: OrderPageProps) {
  const { t } = useCommerceTranslation();
  const isCompact = useIsNarrow();
  const order = useOrder(isKnownPath ? orderId : '');
  const [cancelling, setCancelling] = useState<OrderRow | null>(null);
  const view = order.data;
  const title = view ? t('order.number', { number: view.orderNumber || view._id }) : t('orders.title');
  usePageTitle(title);
  return (
    <div className="com-page" data-testid="order-page">
      <div className="com-between">
        <h1 style={{ margin: 0 }}>{title}</h1>
        <Link href={ORDERS_PATH} data-testid="back-to-orders">
          {t('order.backToOrders')}
        </Link>
      </div>
      {isKnownPath && order.isLoading ? (
        <OrderCardSkeletons label={t('common.loading')} count={1} />
      ) : !view ? (
        <p className="com-empty com-card" data-testid="order-not-found">
          {t('outcome.notFound')}
        </p>
      ) : (
        <OrderCard order={view} isCompact={isCompact} onCancel={setCancelling} isOwnPage />
      )}
      <CancelItemDialog row={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
