import type { OrderView } from '@art/sdk/commerce';
import { Link } from 'wouter';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { orderPath, receiptPath } from '../../lib/orderPaths.js';
import type { OrderRow } from '../../lib/orderRows.js';
import { placedDate, placedTime } from '../../lib/placedDate.js';
import { MoneyTotals } from '../cart/MoneyTotals.js';
import { OrderHistory } from './OrderHistory.js';
import { OrderItemsTable } from './OrderItemsTable.js';
import { OrderRefunds } from './OrderRefunds.js';
import { PayNowButton } from './PayNowButton.js';
import '../commerce.css';
import './OrderCard.css';

type OrderCardProps = {
  order: OrderView;
  isCompact: boolean;
  onCancel: (row: OrderRow) => void;
  /** On the order's own page its number is not a link to itself. */
  isOwnPage?: boolean;
};

/**
 * One order as the buyer follows it: its number and date, its artworks with their status, what the
 * open ones come to now, how it is paid, Pay now while an online order waits for its payment (and
 * until when its pieces are held), its history and refunds, and a link to its printable receipt.
 */
export function OrderCard({ order, isCompact, onCancel, isOwnPage = false }: OrderCardProps) {
  const { t } = useCommerceTranslation();
  const number = (
    <span data-testid="order-number">{t('order.number', { number: order.orderNumber || order._id })}</span>
  );
  return (
    <article className="com-card com-order" data-testid="order-card" data-order-id={order._id}>
      <div className="com-between">
        <h2 className="com-order__title">{isOwnPage ? number : <Link href={orderPath(order._id)}>{number}</Link>}</h2>
        <span className="com-muted" data-testid="order-placed">
          {t('order.placedOn', { date: placedDate(order.createdAt) })}
        </span>
      </div>
      <OrderItemsTable order={order} isCompact={isCompact} onCancel={onCancel} />
      <div className="com-order__money">
        <dl className="com-totals" data-testid="order-payment">
          <dt>{t('order.paymentMethod')}</dt>
          <dd data-testid="order-payment-method">{t(`method.${order.paymentMethod}`)}</dd>
          <dt>{t('order.paymentStatus')}</dt>
          <dd data-testid="order-payment-status" data-status={order.paymentStatus}>
            {t(`payment.${order.paymentStatus}`)}
          </dd>
        </dl>
        <MoneyTotals
          totals={{
            itemTotal: order.itemTotal,
            tax: order.taxPrice,
            shipping: order.shippingPrice,
            grandTotal: order.grandTotal,
          }}
        />
      </div>
      {order.holdEndsAt && (
        <p className="com-muted" style={{ margin: 0 }} data-testid="order-hold-ends">
          {t(order.canPay ? 'order.payBy' : 'order.heldUntil', { time: placedTime(order.holdEndsAt) })}
        </p>
      )}
      {order.canPay && (
        <div className="com-actions">
          <PayNowButton orderId={order._id} />
        </div>
      )}
      <OrderHistory order={order} />
      <OrderRefunds refunds={order.refunds ?? []} />
      <div className="com-row">
        <Link href={receiptPath(order._id)} data-testid="order-receipt-link">
          {t('order.receipt')}
        </Link>
      </div>
    </article>
  );
}
