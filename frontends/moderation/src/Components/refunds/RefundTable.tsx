import type { RefundView } from '@art/sdk/moderation';
import { Button, formatNpr } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';

type RefundTableProps = { refunds: RefundView[]; onMark: (refund: RefundView) => void };

/** The refunds owed: order, provider, amount, since when; Mark refunded (Stripe refunds confirm themselves). */
export function RefundTable({ refunds, onMark }: RefundTableProps) {
  const { t, i18n } = useModerationTranslation();
  const columns = {
    order: t('refunds.columns.order'),
    provider: t('refunds.columns.provider'),
    amount: t('refunds.columns.amount'),
    requested: t('refunds.columns.requested'),
  };
  return (
    <table className="mod-table" data-testid="mod-refund-table">
      <thead>
        <tr>
          {Object.values(columns).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">
            <span className="art-visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund._id} data-testid="mod-refund-row">
            <td data-label={columns.order}>
              <a href={`/order/${refund.orderId}`}>{refund.orderNumber}</a>
            </td>
            <td data-label={columns.provider}>{t(`refunds.provider.${refund.provider}`)}</td>
            <td data-label={columns.amount}>{formatNpr(refund.amountNpr, i18n.language)}</td>
            <td data-label={columns.requested}>{formatDateTime(refund.createdAt, i18n.language)}</td>
            <td>
              {refund.provider === 'stripe' ? (
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
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
