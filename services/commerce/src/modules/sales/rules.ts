import type { OrderStatus } from '@art/contracts';

/** The history's step for each move an artist makes (cancelling has its own). */
export const STEP_OF = { CONFIRMED: 'confirmed', SHIPPED: 'shipped', DELIVERED: 'delivered' } as const;

/** What an artist may move an item to from where it is; cancelling a paid item refunds it. */
export function artistMoveAllowed(from: OrderStatus, to: OrderStatus, paid: boolean, online: boolean): boolean {
  if (to === 'CONFIRMED') return from === 'PENDING' && (!online || paid);
  if (to === 'SHIPPED') return from === 'CONFIRMED';
  if (to === 'DELIVERED') return from === 'SHIPPED';
  if (to === 'CANCELLED') return from === 'PENDING' || from === 'CONFIRMED';
  return false;
}
