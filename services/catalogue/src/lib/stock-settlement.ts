import type { EventContext } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { isUuid } from './artwork-records.js';
import { applyHoldChanges } from './hold-changes.js';

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
  const ids = [...new Set(artworkIds)].filter(isUuid).sort();
  if (ids.length === 0) return 0;
  const settled = await trx
    .updateTable('stock_reservations')
    .set({ settled_at: new Date() })
    .where('order_id', '=', orderId)
    .where('artwork_id', 'in', ids)
    .where('released_at', 'is', null)
    .where('settled_at', 'is', null)
    .returning(['artwork_id', 'quantity'])
    .execute();
  if (settled.length === 0) return 0;
  const quantities = new Map(settled.map((row) => [row.artwork_id, row.quantity]));
  const toSettle = ids.filter((id) => quantities.has(id));
  await applyHoldChanges(
    trx,
    toSettle,
    (id) => ({ held: sql<number>`greatest(held - ${quantities.get(id) ?? 1}, 0)` }),
    context,
  );
  return toSettle.length;
}
