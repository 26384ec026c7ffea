import type { SaleStatusChange, SaleView } from '@art/sdk/commerce';
import * as commerce from '@art/sdk/commerce';
import { serverMessage } from '@art/sdk/refusals';
import { ConfirmDialog, ListRowSkeletons, useSession, useSnackbar } from '@art/ui';
import { useState } from 'react';
import { useCommerceRefusalText } from '../../hooks/useCommerceRefusalText.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { useSales } from '../../hooks/useSales.js';
import { SaleRow } from './SaleRow.js';
import '../commerce.css';

/** The artist's sold artworks, moved on PENDING → CONFIRMED → SHIPPED → DELIVERED, or cancelled before shipping. */
export function ArtistSales() {
  const { t } = useCommerceTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useCommerceRefusalText();
  const sales = useSales(true);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<SaleView | null>(null);

  async function changeStatus(sale: SaleView, status: SaleStatusChange) {
    setBusyId(sale._id);
    try {
      await commerce.setSaleStatus(sale._id, status, { token });
      showSnackbar(t('sales.updated'), { type: 'success' });
      await sales.refetch();
    } catch (error) {
      console.error('sale status not changed', error);
      showSnackbar(serverMessage(error, t('sales.failed'), refusalText), { type: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  function handleConfirmCancel() {
    if (!cancelling) return;
    const sale = cancelling;
    setCancelling(null);
    void changeStatus(sale, 'CANCELLED');
  }

  if (sales.isLoading) {
    return (
      <ListRowSkeletons
        label={t('common.loading')}
        rows={3}
        picture="none"
        className="com-lines"
        style={{ gap: 12 }}
        rowClassName="com-card"
        testId="sales-loading"
      />
    );
  }
  const list = sales.data ?? [];
  if (list.length === 0) {
    return (
      <p className="com-empty com-card" data-testid="sales-empty">
        {t('sales.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="com-lines" style={{ gap: 12 }} data-testid="sales-list">
        {list.map((sale) => (
          <SaleRow
            key={sale._id}
            sale={sale}
            isBusy={busyId === sale._id}
            onAdvance={(item, status) => void changeStatus(item, status)}
            onCancel={setCancelling}
          />
        ))}
      </ul>
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t('sales.cancelTitle')}
        message={t('sales.cancelMessage')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        isDanger
        onConfirm={handleConfirmCancel}
        onCancel={() => setCancelling(null)}
        testId="sale-cancel-dialog"
      />
    </>
  );
}
