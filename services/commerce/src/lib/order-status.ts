import type { OrderStatus } from '@art/contracts';

/** How far an item has come; the order shows its least advanced live item. */
const PROGRESS: Record<OrderStatus, number> = {
  PENDING: 0,
  CONFIRMED: 1,
  SHIPPED: 2,
  DELIVERED: 3,
  REFUNDED: 4,
  CANCELLED: 5,
};

/** The order's own status from its items': cancelled or refunded only when every item is. */
export function orderStatusOf(items: readonly { status: OrderStatus }[]): OrderStatus {
  const live = items.filter((item) => item.status !== 'CANCELLED' && item.status !== 'REFUNDED');
  if (live.length === 0) return items.some((item) => item.status === 'REFUNDED') ? 'REFUNDED' : 'CANCELLED';
  return live.reduce((least, item) => (PROGRESS[item.status] < PROGRESS[least] ? item.status : least), live[0].status);
}

/** What an artist may move an item to from where it is; cancelling a paid item refunds it. */
export function artistMoveAllowed(from: OrderStatus, to: OrderStatus, paid: boolean, online: boolean): boolean {
  if (to === 'CONFIRMED') return from === 'PENDING' && (!online || paid);
  if (to === 'SHIPPED') return from === 'CONFIRMED';
  if (to === 'DELIVERED') return from === 'SHIPPED';
  if (to === 'CANCELLED') return from === 'PENDING' || from === 'CONFIRMED';
  return false;
}
