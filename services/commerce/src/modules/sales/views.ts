import type { SaleView } from '@art/contracts';
import { orderNumberOf } from '../orders/views.js';
import type { SoldItemRow } from './queries.js';

/** A sold item as its artist sees it: where it goes, and until when a cash order waits for an answer. */
export function saleView(row: SoldItemRow): SaleView {
  return {
    _id: row.id,
    orderId: row.order_id,
    orderNumber: orderNumberOf(row),
    confirmBy:
      row.payment_method === 'cash' && row.status === 'PENDING' ? (row.confirm_by?.toISOString() ?? null) : null,
    createdAt: row.created_at.toISOString(),
    name: row.name,
    price: Number(row.price),
    image: row.image,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    buyer: { name: row.shipping_info.name, email: row.shipping_info.email, phone: row.shipping_info.phone },
    shippingInfo: row.shipping_info,
  };
}
