import type { RefundView } from '@art/sdk/moderation';
import { Button, formatNpr } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import { type ConsoleColumn, ConsoleTable } from '../console/ConsoleTable.js';

type RefundTableProps = { refunds: RefundView[]; onMark: (refund: RefundView) => void };

/** The refunds owed: order, provider, amount, since when; Mark refunded (Stripe refunds confirm themselves). */
export function RefundTable({ refunds, onMark }: RefundTableProps) {
  const { t, i18n } = useModerationTranslation();
  const columns: ConsoleColumn<RefundView>[] = [
    {
      key: 'order',
      label: t('refunds.columns.order'),
      cell: (refund) => <a href={`/order/${refund.orderId}`}>{refund.orderNumber}</a>,
    },
    {
      key: 'provider',
      label: t('refunds.columns.provider'),
      cell: (refund) => t(`refunds.provider.${refund.provider}`),
    },
    {
      key: 'amount',
      label: t('refunds.columns.amount'),
      cell: (refund) => formatNpr(refund.amountNpr, i18n.language),
    },
    {
      key: 'requested',
      label: t('refunds.columns.requested'),
      cell: (refund) => formatDateTime(refund.createdAt, i18n.language),
    },
  ];
  return (
    <ConsoleTable
      rows={refunds}
      columns={columns}
      rowKey={(refund) => refund._id}
      testId="mod-refund-table"
      rowTestId="mod-refund-row"
      actions={(refund) =>
        refund.provider === 'stripe' ? (
          <span className="mod-muted">{t('refunds.byStripe')}</span>
        ) : (
          <Button
            size="small"
            onClick={() => onMark(refund)}
            aria-label={t('refunds.markLabel', { order: refund.orderNumber })}
            data-testid="mod-mark-refunded"
          >
            {t('refunds.mark')}
          </Button>
        )
      }
    />
  );
}
