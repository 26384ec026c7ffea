import type { EventContext } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { applyHoldChanges, markReservations } from './hold-changes.js';

type Trx = Transaction<CatalogueTables>;

/**
 * The order's pieces of `artworkIds` are sold: paid online, or a cash order the artist confirmed.
 * Each open, unsettled reservation is settled once and its hold ends (held − its quantity), so a
 * one-piece work with no stock left turns from on hold to sold and leaves the store. A released
 * reservation (a payment that came after its order was cancelled) and one already settled (a
 * replay, or a confirmation after the payment) change nothing. Answers how many were settled.
 */
export async function settleHolds(
  trx: Trx,
  orderId: string,
  artworkIds: readonly string[],
  context: EventContext,
): Promise<number> {
  const settled = await markReservations(trx, orderId, artworkIds, 'settled_at');
  if (settled.size === 0) return 0;
  await applyHoldChanges(
    trx,
    [...settled.keys()],
    (id) => ({ held: sql<number>`greatest(held - ${settled.get(id)?.quantity ?? 1}, 0)` }),
    context,
  );
  return settled.size;
}
