import { ArtworkUpdated } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type { CatalogueTables, StockReservationsTable } from '../db/schema.js';
import { artworkSnapshot, categoryIdsOf } from './artwork-events.js';
import { isUuid } from './artwork-records.js';
import { inStoreSql } from './store-rule.js';

/** An artwork's new held count, and its new stock when pieces come back; as SQL on the row. */
export interface HoldChange {
  held: RawBuilder<number>;
  stock?: RawBuilder<number>;
}

/**
 * Applies each artwork's change of `ids` (sorted) and writes its ArtworkUpdated event, the store
 * listing following from the new stock and held. The artworks are locked in id order first, as a
 * reservation locks them, so the two never deadlock. A deleted artwork changes not (nor an event).
 */
export async function applyHoldChanges(
  trx: Transaction<CatalogueTables>,
  ids: readonly string[],
  changeOf: (id: string) => HoldChange,
  context: EventContext,
): Promise<void> {
  await trx.selectFrom('artworks').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  for (const id of ids) {
    const { held, stock } = changeOf(id);
    const row = await trx
      .updateTable('artworks')
      .set({
        ...(stock ? { stock } : {}),
        held,
        in_store: inStoreSql(stock ?? sql<number>`stock`, held),
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row) await writeEvent(trx, ArtworkUpdated, artworkSnapshot(row, categoryIdsOf(row)), context);
  }
}

export type MarkedReservation = Pick<Selectable<StockReservationsTable>, 'quantity' | 'settled_at'>;

/**
 * Marks the order's reservations of `artworkIds` settled or released, each once: one already
 * released is skipped, and so is one already settled when settling. Answers the reservations it
 * marked by artwork, in artwork id order (the order applyHoldChanges locks them in).
 */
export async function markReservations(
  trx: Transaction<CatalogueTables>,
  orderId: string,
  artworkIds: readonly string[],
  mark: 'settled_at' | 'released_at',
): Promise<Map<string, MarkedReservation>> {
  const ids = [...new Set(artworkIds)].filter(isUuid).sort();
  const reservations = new Map<string, MarkedReservation>();
  if (ids.length === 0) return reservations;
  let update = trx
    .updateTable('stock_reservations')
    .set({ [mark]: new Date() })
    .where('order_id', '=', orderId)
    .where('artwork_id', 'in', ids)
    .where('released_at', 'is', null);
  if (mark === 'settled_at') update = update.where('settled_at', 'is', null);
  const marked = await update.returning(['artwork_id', 'quantity', 'settled_at']).execute();
  const byArtwork = new Map(marked.map((row) => [row.artwork_id, row]));
  for (const id of ids) {
    const reservation = byArtwork.get(id);
    if (reservation) reservations.set(id, reservation);
  }
  return reservations;
}
