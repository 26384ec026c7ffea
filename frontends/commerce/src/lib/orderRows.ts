import type { OrderItemView, OrderView } from '@art/sdk/commerce';

/** One row of the orders page: an order item with the order it belongs to. */
export type OrderRow = { order: OrderView; item: OrderItemView };

/** Orders (newest first) as rows, one per item, in the order's own item order. */
export function orderRows(orders: readonly OrderView[]): OrderRow[] {
  return orders.flatMap((order) => order.orderItems.map((item) => ({ order, item })));
}

/** The buyer may cancel an item only while it is PENDING. */
export function isCancellable(item: Pick<OrderItemView, 'status'>): boolean {
  return item.status === 'PENDING';
}

/**
 * A failed or abandoned online payment can be tried again while the order waits for it.
 */
export function canPayAgain(order: Pick<OrderView, 'orderStatus' | 'paymentMethod' | 'paymentStatus'>): boolean {
  return (
    order.orderStatus === 'PENDING' &&
    order.paymentMethod !== 'cash' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
  );
}
