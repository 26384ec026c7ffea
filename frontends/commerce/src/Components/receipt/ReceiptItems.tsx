import type { OrderItemView } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import { StatusLabel } from '../orders/StatusLabel.js';
import '../commerce.css';

/** The receipt's artworks: name, artist, status and price (cancelled ones stay listed, not counted). */
export function ReceiptItems({ items }: { items: readonly OrderItemView[] }) {
  const { t } = useCommerceTranslation();
  const price = usePriceFormat();
  return (
    <table className="com-table" data-testid="receipt-items">
      <thead>
        <tr>
          <th scope="col">{t('orders.product')}</th>
          <th scope="col">{t('orders.status')}</th>
          <th scope="col" style={{ textAlign: 'right' }}>
            {t('orders.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item._id} data-testid="receipt-item">
            <td>
              <span className="com-line__name">{item.name}</span>{' '}
              <span className="com-muted">{t('common.by', { name: item.product.author.name })}</span>
            </td>
            <td>
              <StatusLabel status={item.status} />
            </td>
            <td style={{ textAlign: 'right' }} data-testid="receipt-item-price">
              {price(item.price)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
