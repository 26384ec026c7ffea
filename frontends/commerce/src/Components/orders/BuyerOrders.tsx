import * as commerce from '@art/sdk/commerce';
import { ConfirmDialog, Spinner, useSession, useSnackbar } from '@art/ui';
import { useState } from 'react';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { useOrders } from '../../hooks/useOrders.js';
import { type OrderRow, orderRows } from '../../lib/orderRows.js';
import { OrderItemRow } from './OrderItemRow.js';

// The spec times the cancelled message at 2 s.
const CANCELLED_SNACK_MS = 2000;

/** The buyer's ordered artworks, newest order first; a PENDING one can be cancelled after a confirmation. */
export function BuyerOrders({ isCompact }: { isCompact: boolean }) {
  const { t } = useCommerceTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const orders = useOrders();
  const [cancelling, setCancelling] = useState<OrderRow | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);

  async function handleConfirmCancel() {
    if (!cancelling) return;
    setIsCancelling(true);
    try {
      await commerce.cancelOrderItem(cancelling.order._id, cancelling.item._id, { token });
      showSnackbar(t('orders.cancelled'), { type: 'success', duration: CANCELLED_SNACK_MS });
      await orders.refetch();
    } catch (error) {
      console.error('order item not cancelled', error);
      showSnackbar(t('orders.cancelFailed'), { type: 'error' });
    } finally {
      setIsCancelling(false);
      setCancelling(null);
    }
  }

  if (orders.isLoading) return <Spinner label={t('common.loading')} />;
  const rows = orderRows(orders.data ?? []);
  if (rows.length === 0) {
    return (
      <p className="com-empty com-card" data-testid="orders-empty">
        {t('orders.empty')}
      </p>
    );
  }
  return (
    <>
      <table className="com-table" data-testid="orders-table">
        <thead>
          {isCompact ? (
            <tr>
              <th scope="col">{t('orders.productDetails')}</th>
              <th scope="col">{t('orders.statusDate')}</th>
            </tr>
          ) : (
            <tr>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.price')}</th>
              <th scope="col">{t('orders.placedOn')}</th>
              <th scope="col">{t('orders.status')}</th>
            </tr>
          )}
        </thead>
        <tbody>
          {rows.map((row) => (
            <OrderItemRow key={row.item._id} row={row} isCompact={isCompact} onCancel={setCancelling} />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t('orders.cancelTitle')}
        message={t('orders.cancelMessage')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        isDanger
        isBusy={isCancelling}
        onConfirm={() => void handleConfirmCancel()}
        onCancel={() => setCancelling(null)}
        testId="order-cancel-dialog"
      />
    </>
  );
}
