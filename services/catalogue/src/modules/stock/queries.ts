import { ArtworkUpdated, type StockReservationRequest, type StockReservationResult } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type { CatalogueTables, StockReservationsTable, UnavailableArtwork } from '../../db/schema.js';
import { isUuid } from '../artworks/rules.js';
import { artworkSnapshot, categoryIdsOf } from '../artworks/views.js';
import { STOCK_MAX, unavailableReason } from './rules.js';

type Trx = Transaction<CatalogueTables>;

/** The store rule of artworks/rules.ts (isInStore) inside an UPDATE of artworks, with the new stock and held. */
const inStoreSql = (stock: RawBuilder<number>, held: RawBuilder<number>) =>
  sql<boolean>`kind = 'artist' and price > 0 and (${stock} > 0 or ${held} > 0)`;

/**
 * Takes one piece of every artwork of the request for the order, or nothing. Runs in the caller's
 * transaction: the order's key is locked first (a repeated request waits, then answers the stored
 * outcome), then the artworks in id order (two buyers never deadlock). Each piece taken is an
 * ArtworkUpdated through the outbox with the new stock, like an edit. Answers the outcome and
 * whether anything changed (the caller then drops the cached listings).
 */
/** Which of `userIds` an operator suspended. */
async function suspendedAmong(trx: Trx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('suspended', '=', true)
    .execute();
  return new Set(rows.map((row) => row.id));
}

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
  // A suspended member's works are not there for a buyer (the audience's rule), as hidden ones.
  const suspended = await suspendedAmong(trx, [...new Set(rows.map((row) => row.author_id))]);
  const byId = new Map(rows.filter((row) => !suspended.has(row.author_id)).map((row) => [row.id, row]));
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
  trx: Trx,
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
  trx: Trx,
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
