import { type Insertable, type Kysely, sql } from 'kysely';
import type { CommerceTables, OrderItemsTable, OrdersTable } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/**
 * One buyer's placements queue here until the transaction ends, so two at once cannot both slip
 * under the hold cap.
 */
export async function queueBuyerPlacements(trx: Db, buyerId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`buyer-holds:${buyerId}`}, 0))`.execute(trx);
}

/** The pieces a buyer holds now: PENDING items of orders being placed or placed. */
export async function heldPieces(trx: Db, buyerId: string): Promise<number> {
  const held = await trx
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select((eb) => eb.fn.countAll<string>().as('pieces'))
    .where('o.buyer_id', '=', buyerId)
    .where('o.state', 'in', ['reserving', 'placed'])
    .where('i.status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(held.pieces);
}

/** Writes the order and its items; answers the order's number (int8 as text). */
export async function insertOrder(
  trx: Db,
  order: Insertable<OrdersTable>,
  items: Insertable<OrderItemsTable>[],
): Promise<string> {
  const inserted = await trx.insertInto('orders').values(order).returning('number').executeTakeFirstOrThrow();
  await trx.insertInto('order_items').values(items).execute();
  return inserted.number;
}

/** Catalogue refused the stock: the order is no order. */
export async function markOrderRefused(db: Db, orderId: string) {
  await db.updateTable('orders').set({ state: 'refused', updated_at: new Date() }).where('id', '=', orderId).execute();
}

/** The stock is held: `reserving` → `placed`; false when the reconciler settled the order first. */
export async function markOrderPlaced(trx: Db, orderId: string): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ state: 'placed', updated_at: new Date() })
    .where('id', '=', orderId)
    .where('state', '=', 'reserving')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}
