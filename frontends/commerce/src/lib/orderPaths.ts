/** The links the areas agreed on: the orders list, one order, its printable receipt. */
export const ORDERS_PATH = '/order';

export function orderPath(orderId: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
}

export function receiptPath(orderId: string): string {
  return `${orderPath(orderId)}/receipt`;
}

export type OrderPageView = 'order' | 'receipt';

/**
 * What `/order/:orderId/<rest>` shows: the order (nothing after its id), its receipt (`receipt`),
 * or nothing known (null: the page says it was not found).
 */
export function orderPageView(rest: string | undefined): OrderPageView | null {
  const tail = (rest ?? '').replace(/^\/+|\/+$/g, '');
  if (tail === '') return 'order';
  if (tail.toLowerCase() === 'receipt') return 'receipt';
  return null;
}
