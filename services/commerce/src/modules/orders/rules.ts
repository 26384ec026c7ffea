import type { OrderStatus, PaymentStatus } from '@art/contracts';
import type { OrderRow } from '../../db/schema.js';

/** How far an item has come; the order shows its least advanced live item. */
const PROGRESS: Record<OrderStatus, number> = {
  PENDING: 0,
  CONFIRMED: 1,
  SHIPPED: 2,
  DELIVERED: 3,
  REFUND_PENDING: 4,
  REFUNDED: 5,
  CANCELLED: 6,
};

const ENDED: readonly OrderStatus[] = ['CANCELLED', 'REFUND_PENDING', 'REFUNDED'];

/** The order's own status from its items': a refund still owed shows before one made, and both before a cancel. */
export function orderStatusOf(items: readonly { status: OrderStatus }[]): OrderStatus {
  const live = items.filter((item) => !ENDED.includes(item.status));
  if (live.length === 0) {
    if (items.some((item) => item.status === 'REFUND_PENDING')) return 'REFUND_PENDING';
    return items.some((item) => item.status === 'REFUNDED') ? 'REFUNDED' : 'CANCELLED';
  }
  return live.reduce((least, item) => (PROGRESS[item.status] < PROGRESS[least] ? item.status : least), live[0].status);
}

/** The buyer's money is with us for this order (part may have gone back already). */
export function moneyReceived(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'partially-refunded';
}

/** Items as the money rules read them (amountOwed, refundDue): bigint prices arrive as text. */
export function pricedItems(items: readonly { price: string | number; status: OrderStatus }[]) {
  return items.map((item) => ({ price: Number(item.price), status: item.status }));
}

/**
 * Until when the order holds its pieces: an unpaid online order until pay_by, a cash order the
 * artist has not answered until confirm_by, while a piece is still PENDING; otherwise null.
 */
export function holdEndOf(
  order: Pick<OrderRow, 'payment_method' | 'payment_status' | 'pay_by' | 'confirm_by'>,
  items: readonly { status: string }[],
): Date | null {
  if (!items.some((item) => item.status === 'PENDING')) return null;
  if (order.payment_method === 'cash') return order.confirm_by;
  return order.payment_status === 'pending' ? order.pay_by : null;
}
