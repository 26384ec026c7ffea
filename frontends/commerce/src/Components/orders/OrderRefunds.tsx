import type { RefundView } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import { placedDate } from '../../lib/placedDate.js';
import '../commerce.css';

/** Money owed back on the order: how much, through which provider, and whether it is back yet. */
export function OrderRefunds({ refunds }: { refunds: readonly RefundView[] }) {
  const { t } = useCommerceTranslation();
  const price = usePriceFormat();
  if (refunds.length === 0) return null;
  return (
    <section aria-label={t('order.refunds')}>
      <h3 className="com-subtitle">{t('order.refunds')}</h3>
      <ul className="com-history" data-testid="order-refunds">
        {refunds.map((refund) => (
          <li key={refund._id} data-testid="order-refund" data-status={refund.status}>
            <span data-testid="order-refund-amount">{price(refund.amountNpr)}</span>{' '}
            {t('order.refundTo', { method: t(`method.${refund.provider}`) })} ·{' '}
            <span data-testid="order-refund-status">
              {refund.status === 'refunded' && refund.refundedAt
                ? t('order.refundedOn', { date: placedDate(refund.refundedAt) })
                : t(`refundStatus.${refund.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
