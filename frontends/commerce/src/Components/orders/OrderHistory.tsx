import type { OrderView } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { historyLines } from '../../lib/orderHistory.js';
import { placedTime } from '../../lib/placedDate.js';
import '../commerce.css';

/** What happened to the order, oldest first: each step with its time and, for one item, its name. */
export function OrderHistory({ order }: { order: OrderView }) {
  const { t } = useCommerceTranslation();
  const lines = historyLines(order);
  if (lines.length === 0) return null;
  return (
    <section aria-label={t('order.history')}>
      <h3 className="com-subtitle">{t('order.history')}</h3>
      <ol className="com-history" data-testid="order-history">
        {lines.map((line) => (
          <li key={line.key} data-testid="order-history-step" data-step={line.step}>
            <time dateTime={line.at} className="com-muted" data-testid="order-history-time">
              {placedTime(line.at)}
            </time>{' '}
            <span data-testid="order-history-text">
              {line.itemName
                ? t('order.stepOfItem', { step: t(`step.${line.step}`), name: line.itemName })
                : t(`step.${line.step}`)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
