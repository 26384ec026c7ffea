import { Button } from '@art/ui';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import { isCancellable, type OrderRow } from '../../lib/orderRows.js';
import { placedDate } from '../../lib/placedDate.js';
import { OrderProduct } from './OrderProduct.js';
import { StatusLabel } from './StatusLabel.js';
import '../commerce.css';

type OrderItemRowProps = { row: OrderRow; isCompact: boolean; onCancel: (row: OrderRow) => void };

/**
 * One ordered artwork: wide, the Product, Price, Placed on and Status columns; compact, Product
 * Details (with the price) and Status/Date. CANCEL only while the item is PENDING.
 */
export function OrderItemRow({ row, isCompact, onCancel }: OrderItemRowProps) {
  const { t } = useCommerceTranslation();
  const price = usePriceFormat();
  const { order, item } = row;
  const by = <span className="com-muted">{t('common.by', { name: item.product.author.name })}</span>;
  const shownPrice = <span data-testid="order-price">{price(item.price)}</span>;
  const date = <span data-testid="order-date">{placedDate(order.createdAt)}</span>;
  const cancel = isCancellable(item) && (
    <Button variant="danger" size="small" onClick={() => onCancel(row)} data-testid="order-cancel">
      {t('orders.cancel')}
    </Button>
  );
  if (isCompact) {
    return (
      <tr data-testid="order-row" data-order-id={order._id} data-item-id={item._id}>
        <td>
          <OrderProduct
            image={item.image}
            name={item.name}
            slug={item.product.slug}
            detail={
              <>
                {by}
                {shownPrice}
              </>
            }
          />
        </td>
        <td>
          <div className="com-row" style={{ flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
            <StatusLabel status={item.status} />
            {date}
            {cancel}
          </div>
        </td>
      </tr>
    );
  }
  return (
    <tr data-testid="order-row" data-order-id={order._id} data-item-id={item._id}>
      <td>
        <OrderProduct image={item.image} name={item.name} slug={item.product.slug} detail={by} />
      </td>
      <td>{shownPrice}</td>
      <td>{date}</td>
      <td>
        <div className="com-row">
          <StatusLabel status={item.status} />
          {cancel}
        </div>
      </td>
    </tr>
  );
}
