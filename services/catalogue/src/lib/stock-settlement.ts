import { ArtworkUpdated } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { artworkSnapshot } from './artwork-events.js';
import { isUuid } from './artwork-records.js';
import { categoryIdsOf } from './stock-reservations.js';
import { inStoreSql } from './store-rule.js';

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
  // Locked in id order, as a reservation locks them, so the two never deadlock.
  await trx.selectFrom('artworks').select('id').where('id', 'in', toSettle).orderBy('id').forUpdate().execute();
  for (const id of toSettle) {
    const held = sql<number>`greatest(held - ${quantities.get(id) ?? 1}, 0)`;
    const row = await trx
      .updateTable('artworks')
      .set({
        held,
        in_store: inStoreSql(sql<number>`stock`, held),
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row) await writeEvent(trx, ArtworkUpdated, artworkSnapshot(row, categoryIdsOf(row)), context);
  }
  return toSettle.length;
}
