import type { OrderTotals } from '@art/contracts/commerce-rules';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import './MoneyTotals.css';
import '../commerce.css';

type MoneyTotalsProps = { totals: Pick<OrderTotals, 'itemTotal' | 'tax' | 'shipping' | 'grandTotal'> };

/** Item total, 13 % tax, the flat shipping charge and the grand total (section 9's rules). */
export function MoneyTotals({ totals }: MoneyTotalsProps) {
  const { t } = useCommerceTranslation();
  const price = usePriceFormat();
  return (
    <dl className="com-totals">
      <dt>{t('money.itemTotal')}</dt>
      <dd data-testid="total-items">{price(totals.itemTotal)}</dd>
      <dt>{t('money.tax')}</dt>
      <dd data-testid="total-tax">{price(totals.tax)}</dd>
      <dt>{t('money.shipping')}</dt>
      <dd data-testid="total-shipping">{price(totals.shipping)}</dd>
      <dt className="com-totals__grand">{t('money.grandTotal')}</dt>
      <dd className="com-totals__grand" data-testid="total-grand">
        {price(totals.grandTotal)}
      </dd>
    </dl>
  );
}
