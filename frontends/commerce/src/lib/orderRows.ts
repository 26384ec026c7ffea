import type { OrderItemView, OrderView } from '@art/sdk/commerce';

/** One row of the orders page: an order item with the order it belongs to. */
export type OrderRow = { order: OrderView; item: OrderItemView };

/** The buyer may cancel an item only while it is PENDING. */
export function isCancellable(item: Pick<OrderItemView, 'status'>): boolean {
  return item.status === 'PENDING';
}
