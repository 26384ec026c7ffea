import { useState } from 'react';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { useOrders } from '../../hooks/useOrders.js';
import type { OrderRow } from '../../lib/orderRows.js';
import { CancelItemDialog } from './CancelItemDialog.js';
import { OrderCard } from './OrderCard.js';
import { OrderCardSkeletons } from './OrderCardSkeleton.js';
import '../commerce.css';
import './BuyerOrders.css';

/** The buyer's orders, newest first, each as its card; a PENDING item can be cancelled after a confirmation. */
export function BuyerOrders({ isCompact }: { isCompact: boolean }) {
  const { t } = useCommerceTranslation();
  const orders = useOrders();
  const [cancelling, setCancelling] = useState<OrderRow | null>(null);

  if (orders.isLoading) return <OrderCardSkeletons label={t('common.loading')} count={2} />;
  const list = orders.data ?? [];
  if (list.length === 0) {
    return (
      <p className="com-empty com-card" data-testid="orders-empty">
        {t('orders.empty')}
      </p>
    );
  }
  return (
    <>
      <div className="com-orders" data-testid="orders-list">
        {list.map((order) => (
          <OrderCard key={order._id} order={order} isCompact={isCompact} onCancel={setCancelling} />
        ))}
      </div>
      <CancelItemDialog row={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
