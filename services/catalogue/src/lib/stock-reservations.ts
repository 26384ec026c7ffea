import { ArtworkUpdated, type StockReservationRequest, type StockReservationResult } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { ArtworkRow, CatalogueTables, UnavailableArtwork } from '../db/schema.js';
import { artworkSnapshot, categoryIdsOf } from './artwork-events.js';
import { isUuid } from './artwork-records.js';
import { applyHoldChanges, markReservations } from './hold-changes.js';
import { inStoreSql } from './store-rule.js';

type Trx = Transaction<CatalogueTables>;

/** Why an artwork cannot be reserved; the words commerce shows the buyer. */
export type UnavailableReason = 'not-found' | 'own-artwork' | 'not-for-sale' | 'sold-out';

/** The form's stock bound (artworks_stock_range): a release never pushes stock above it. */
const STOCK_MAX = 50;

/**
 * Whether one piece of `row` can go to `buyerId`; null when it can. Missing or deleted, the buyer's
 * own, not for sale (price 0, user art, or kept out of the store), or no piece left.
 */
export function unavailableReason(row: ArtworkRow | undefined, buyerId: string): UnavailableReason | null {
  if (!row || row.deleted_at) return 'not-found';
  if (row.author_id === buyerId) return 'own-artwork';
  if (Number(row.price) <= 0 || row.kind !== 'artist') return 'not-for-sale';
  if (row.stock <= 0) return 'sold-out';
  if (!row.in_store) return 'not-for-sale';
  return null;
}

/**
 * Takes one piece of every artwork of the request for the order, or nothing. Runs in the caller's
 * transaction: the order's key is locked first (a repeated request waits, then answers the stored
 * outcome), then the artworks in id order (two buyers never deadlock). Each piece taken is an
 * ArtworkUpdated through the outbox with the new stock, like an edit. Answers the outcome and
 * whether anything changed (the caller then drops the cached listings).
 */
export async function reserveStock(
  trx: Trx,
  request: StockReservationRequest,
  context: EventContext,
): Promise<{ result: StockReservationResult; changed: boolean }> {
  const { orderId, buyerId } = request;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`stock-reservation:${orderId}`}, 0))`.execute(trx);
  const stored = await trx
    .selectFrom('reservation_outcomes')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (stored) {
    const result: StockReservationResult =
      stored.status === 'reserved'
        ? { status: 'reserved', orderId }
        : { status: 'refused', orderId, unavailable: stored.unavailable };
    return { result, changed: false };
  }

  const ids = [...new Set(request.artworkIds)];
  const uuids = ids.filter(isUuid).sort();
  const rows =
    uuids.length === 0
      ? []
      : await trx.selectFrom('artworks').selectAll().where('id', 'in', uuids).orderBy('id').forUpdate().execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unavailable: UnavailableArtwork[] = ids.flatMap((artworkId) => {
    const reason = unavailableReason(byId.get(artworkId), buyerId);
    return reason ? [{ artworkId, reason }] : [];
  });

  if (unavailable.length > 0) {
    await trx
      .insertInto('reservation_outcomes')
      .values({ order_id: orderId, status: 'refused', unavailable: JSON.stringify(unavailable) })
      .execute();
    return { result: { status: 'refused', orderId, unavailable }, changed: false };
  }

  for (const locked of rows) {
    const row = await trx
      .updateTable('artworks')
      .set({
        stock: sql<number>`stock - 1`,
        held: sql<number>`held + 1`,
        in_store: inStoreSql(sql<number>`stock - 1`, sql<number>`held + 1`),
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeEvent(trx, ArtworkUpdated, artworkSnapshot(row, categoryIdsOf(row)), context);
  }
  await trx
    .insertInto('stock_reservations')
    .values(rows.map((row) => ({ order_id: orderId, artwork_id: row.id, buyer_id: buyerId, quantity: 1 })))
    .execute();
  await trx.insertInto('reservation_outcomes').values({ order_id: orderId, status: 'reserved' }).execute();
  return { result: { status: 'reserved', orderId }, changed: true };
}

/**
 * Gives back the pieces of `artworkIds` held for the order, once each: a reservation already
 * released (or never made) is skipped. A piece whose reservation was not settled was on hold, so
 * its hold ends too; a settled one (paid or confirmed, then cancelled) was sold and only its stock
 * comes back. The artworks are locked in id order, as a reservation locks them. A deleted artwork
 * gets no stock back (nor an event). Answers how many were released.
 */
export async function releaseStock(
  trx: Trx,
  orderId: string,
  artworkIds: readonly string[],
  context: EventContext,
): Promise<number> {
  const released = await markReservations(trx, orderId, artworkIds, 'released_at');
  if (released.size === 0) return 0;
  await applyHoldChanges(
    trx,
    [...released.keys()],
    (id) => {
      const reservation = released.get(id);
      const back = reservation?.quantity ?? 1;
      const unheld = reservation?.settled_at ? 0 : back;
      return {
        stock: sql<number>`least(stock + ${back}, ${STOCK_MAX})`,
        held: sql<number>`greatest(held - ${unheld}, 0)`,
      };
    },
    context,
  );
  return released.size;
}
