import * as commerce from '@art/sdk/commerce';
import { ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { commerceKeys } from '../../commerceKeys.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import type { OrderRow } from '../../lib/orderRows.js';

// The cancelled message shows for 2 s.
const CANCELLED_SNACK_MS = 2000;

type CancelItemDialogProps = { row: OrderRow | null; onClose: () => void };

/** "Cancel Order" before a PENDING item is cancelled; then the orders (and that order) are read again. */
export function CancelItemDialog({ row, onClose }: CancelItemDialogProps) {
  const { t } = useCommerceTranslation();
  const { token, user } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [isCancelling, setIsCancelling] = useState(false);

  async function handleConfirm() {
    if (!row) return;
    setIsCancelling(true);
    try {
      await commerce.cancelOrderItem(row.order._id, row.item._id, { token });
      showSnackbar(t('orders.cancelled'), { type: 'success', duration: CANCELLED_SNACK_MS });
      const viewerId = user?._id ?? '';
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commerceKeys.orders(viewerId) }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.order(row.order._id, viewerId) }),
      ]);
    } catch (error) {
      console.error('order item not cancelled', error);
      showSnackbar(t('orders.cancelFailed'), { type: 'error' });
    } finally {
      setIsCancelling(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      isOpen={row !== null}
      title={t('orders.cancelTitle')}
      message={t('orders.cancelMessage')}
      confirmLabel={t('common.confirm')}
      cancelLabel={t('common.cancel')}
      isDanger
      isBusy={isCancelling}
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
      testId="order-cancel-dialog"
    />
  );
}
