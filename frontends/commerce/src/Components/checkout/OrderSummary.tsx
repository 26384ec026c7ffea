import type { OrderTotals } from '@art/contracts/commerce-rules';
import type { CartLine } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { CartLineItem } from '../cart/CartLineItem.js';
import { MoneyTotals } from '../cart/MoneyTotals.js';
import '../commerce.css';

type OrderSummaryProps = { lines: CartLine[]; totals: OrderTotals };

/** The Order tab: the artworks about to be ordered and what they come to. */
export function OrderSummary({ lines, totals }: OrderSummaryProps) {
  const { t } = useCommerceTranslation();
  return (
    <div className="com-card" data-testid="checkout-order">
      <ul className="com-lines" aria-label={t('checkout.orderItems')}>
        {lines.map((line) => (
          <CartLineItem key={line.product_id._id} line={line} />
        ))}
      </ul>
      <MoneyTotals totals={totals} />
    </div>
  );
}
