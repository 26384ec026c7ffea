import type { OrderView } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import type { OrderRow } from '../../lib/orderRows.js';
import { OrderItemRow } from './OrderItemRow.js';
import '../commerce.css';

type OrderItemsTableProps = { order: OrderView; isCompact: boolean; onCancel: (row: OrderRow) => void };

/** An order's artworks in columns (Product, Price, Placed on, Status; compact: two). */
export function OrderItemsTable({ order, isCompact, onCancel }: OrderItemsTableProps) {
  const { t } = useCommerceTranslation();
  return (
    <table className="com-table" data-testid="orders-table">
      <thead>
        {isCompact ? (
          <tr>
            <th scope="col">{t('orders.productDetails')}</th>
            <th scope="col">{t('orders.statusDate')}</th>
          </tr>
        ) : (
          <tr>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col">{t('orders.price')}</th>
            <th scope="col">{t('orders.placedOn')}</th>
            <th scope="col">{t('orders.status')}</th>
          </tr>
        )}
      </thead>
      <tbody>
        {order.orderItems.map((item) => (
          <OrderItemRow key={item._id} row={{ order, item }} isCompact={isCompact} onCancel={onCancel} />
        ))}
      </tbody>
    </table>
  );
}
