import { isOpenItem } from '@art/contracts/commerce-rules';
import { ImageWithFallback } from '@art/ui';
import { Link } from 'wouter';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { useOrder } from '../../hooks/useOrder.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import { orderPath } from '../../lib/orderPaths.js';
import { PayNowButton } from '../orders/PayNowButton.js';
import { StatusLabel } from '../orders/StatusLabel.js';
import { OrderOutcomeSkeleton } from './OrderOutcomeSkeleton.js';
import '../commerce.css';
import './OrderOutcome.css';

type OrderOutcomeProps = {
  outcome: 'success' | 'failure';
  orderId: string;
  /** Why paying failed, in the page's own words (never the address's), on the failure page. */
  reason?: string;
};

/**
 * What the payment provider's return page shows: the word SUCCESS or Failure, then the order as the
 * service knows it (its payment status is the real outcome), and a way to pay again while it waits.
 */
export function OrderOutcome({ outcome, orderId, reason }: OrderOutcomeProps) {
  const { t } = useCommerceTranslation();
  const price = usePriceFormat();
  const order = useOrder(orderId);

  const view = order.data;
  return (
    <div className="com-page com-card com-outcome" style={{ maxWidth: 720 }} data-outcome={outcome}>
      <h1 data-testid="checkout-outcome">{outcome === 'success' ? t('outcome.success') : t('outcome.failure')}</h1>
      {reason && (
        <p className="com-error" data-testid="checkout-reason">
          {t('outcome.reason', { reason })}
        </p>
      )}
      {!orderId ? (
        <p className="com-muted">{t('outcome.noOrder')}</p>
      ) : order.isLoading ? (
        <OrderOutcomeSkeleton label={t('common.loading')} />
      ) : !view ? (
        <p className="com-muted">{t('outcome.notFound')}</p>
      ) : (
        <>
          <p style={{ margin: 0 }}>
            <Link href={orderPath(view._id)} data-testid="checkout-order-link">
              <span data-testid="checkout-order-number">
                {t('outcome.order', { id: view.orderNumber || view._id })}
              </span>
            </Link>
          </p>
          <p style={{ margin: 0 }} data-testid="checkout-payment-status" data-status={view.paymentStatus}>
            {t('outcome.paymentStatus', { status: t(`payment.${view.paymentStatus}`) })}
          </p>
          <p style={{ margin: 0 }} data-testid="checkout-order-status">
            {t('outcome.orderStatus', { status: t(`status.${view.orderStatus}`) })}
          </p>
          {view.paymentStatus === 'pending' && outcome === 'success' && (
            <p className="com-muted">{t('outcome.stillPending')}</p>
          )}
          <ul className="com-lines" style={{ width: '100%', textAlign: 'left' }}>
            {view.orderItems.map((item) => (
              <li key={item._id} className="com-line">
                <ImageWithFallback className="com-line__thumb" src={item.image} alt={item.name} />
                <div className="com-line__who">
                  <span className="com-line__name">{item.name}</span>
                  <span className="com-muted">{t('common.by', { name: item.product.author.name })}</span>
                </div>
                {/* A cancelled or refunded piece is not in the total below: it says why instead of a price. */}
                {isOpenItem(item.status) ? (
                  <span className="com-line__price">{price(item.price)}</span>
                ) : (
                  <StatusLabel status={item.status} />
                )}
              </li>
            ))}
          </ul>
          <p style={{ margin: 0 }}>
            <strong>
              {t('money.grandTotal')}: <span data-testid="checkout-grand-total">{price(view.grandTotal)}</span>
            </strong>
          </p>
          {outcome === 'failure' && view.canPay && (
            <PayNowButton orderId={view._id} label={t('outcome.payAgain')} testId="pay-again" />
          )}
        </>
      )}
      <Link href="/order" data-testid="view-orders">
        {t('outcome.viewOrders')}
      </Link>
    </div>
  );
}
