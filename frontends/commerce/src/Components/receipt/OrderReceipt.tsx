import { Button, usePageTitle } from '@art/ui';
import { Link } from 'wouter';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { useOrder } from '../../hooks/useOrder.js';
import { paidAt } from '../../lib/orderHistory.js';
import { orderPath } from '../../lib/orderPaths.js';
import { placedTime } from '../../lib/placedDate.js';
import { MoneyTotals } from '../cart/MoneyTotals.js';
import { OrderRefunds } from '../orders/OrderRefunds.js';
import { OrderReceiptSkeleton } from './OrderReceiptSkeleton.js';
import { ReceiptItems } from './ReceiptItems.js';
import { ReceiptShipping } from './ReceiptShipping.js';
import '../commerce.css';
import './OrderReceipt.css';

/**
 * The order's printable receipt: its number and dates, where it goes, the artworks, what the open
 * ones come to and how they are paid. Print leaves out the site's header, footer and these buttons.
 */
export function OrderReceipt({ orderId }: { orderId: string }) {
  const { t } = useCommerceTranslation();
  usePageTitle(t('receipt.title'));
  const order = useOrder(orderId);
  const view = order.data;
  const paid = view ? paidAt(view) : null;
  return (
    <div className="com-page com-receipt" style={{ maxWidth: 800 }} data-testid="receipt-page">
      <div className="com-between">
        <h1 style={{ margin: 0 }}>{t('receipt.title')}</h1>
        <div className="com-row com-no-print">
          <Link href={orderPath(orderId)} data-testid="receipt-back">
            {t('receipt.backToOrder')}
          </Link>
          {view && (
            <Button onClick={() => window.print()} data-testid="receipt-print">
              {t('receipt.print')}
            </Button>
          )}
        </div>
      </div>
      {order.isLoading ? (
        <OrderReceiptSkeleton label={t('common.loading')} />
      ) : !view ? (
        <p className="com-empty com-card" data-testid="order-not-found">
          {t('outcome.notFound')}
        </p>
      ) : (
        <article className="com-card">
          <p className="com-receipt__brand">{t('receipt.brand')}</p>
          <dl className="com-totals" data-testid="receipt-facts">
            <dt>{t('receipt.number')}</dt>
            <dd data-testid="receipt-number">{view.orderNumber || view._id}</dd>
            <dt>{t('receipt.placed')}</dt>
            <dd data-testid="receipt-placed">{placedTime(view.createdAt)}</dd>
            {paid && (
              <>
                <dt>{t('receipt.paid')}</dt>
                <dd data-testid="receipt-paid">{placedTime(paid)}</dd>
              </>
            )}
            <dt>{t('order.paymentMethod')}</dt>
            <dd data-testid="receipt-payment-method">{t(`method.${view.paymentMethod}`)}</dd>
            <dt>{t('order.paymentStatus')}</dt>
            <dd data-testid="receipt-payment-status">{t(`payment.${view.paymentStatus}`)}</dd>
          </dl>
          <ReceiptShipping shipping={view.shippingInfo} />
          <ReceiptItems items={view.orderItems} />
          <MoneyTotals
            totals={{
              itemTotal: view.itemTotal,
              tax: view.taxPrice,
              shipping: view.shippingPrice,
              grandTotal: view.grandTotal,
            }}
          />
          <OrderRefunds refunds={view.refunds ?? []} />
        </article>
      )}
    </div>
  );
}
