import type { OrderStatus, PaymentStatus } from '@art/contracts';

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

/** What an artist may move an item to from where it is; cancelling a paid item refunds it. */
export function artistMoveAllowed(from: OrderStatus, to: OrderStatus, paid: boolean, online: boolean): boolean {
  if (to === 'CONFIRMED') return from === 'PENDING' && (!online || paid);
  if (to === 'SHIPPED') return from === 'CONFIRMED';
  if (to === 'DELIVERED') return from === 'SHIPPED';
  if (to === 'CANCELLED') return from === 'PENDING' || from === 'CONFIRMED';
  return false;
}
