import type { OrderStatus, OrderStep, PaymentStatus } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CommerceTables, OrderItemRow, OrderRow } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/** Every item of one order, as stored. */
export function orderItemsOf(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
}

/** The statuses of one order's items (what the order's own status is made of). */
export function itemStatusesOf(db: Db, orderId: string) {
  return db.selectFrom('order_items').select('status').where('order_id', '=', orderId).execute();
}

/** The prices and statuses of one order's items: what the money rules read. */
export function itemPricesOf(db: Db, orderId: string) {
  return db.selectFrom('order_items').select(['price', 'status']).where('order_id', '=', orderId).execute();
}

export function findOrder(db: Db, orderId: string): Promise<OrderRow> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** A placed order (half-placed and refused ones are no orders). */
export function findPlacedOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('state', '=', 'placed').executeTakeFirst();
}

/** A placed order, locked until the transaction ends: a payment or an answer arriving now waits. */
export function lockPlacedOrder(trx: Db, orderId: string): Promise<OrderRow | undefined> {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('state', '=', 'placed')
    .forUpdate()
    .executeTakeFirst();
}

/** The order, locked until the transaction ends. */
export function lockOrder(trx: Db, orderId: string): Promise<OrderRow> {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

export function orderBuyerOf(db: Db, orderId: string) {
  return db.selectFrom('orders').select('buyer_id').where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function setPaymentStatus(trx: Db, orderId: string, status: PaymentStatus) {
  await trx
    .updateTable('orders')
    .set({ payment_status: status, updated_at: new Date() })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Moves the order's items that are still in one of `from` (all of them, or those of `itemIds`) to
 * `to`, in one statement that checks where they are; answers the items it moved.
 */
export function moveOrderItems(
  trx: Db,
  orderId: string,
  move: { itemIds: readonly string[] | 'all'; from: readonly OrderStatus[]; to: OrderStatus },
): Promise<OrderItemRow[]> {
  let update = trx
    .updateTable('order_items')
    .set({ status: move.to })
    .where('order_id', '=', orderId)
    .where('status', 'in', move.from);
  if (move.itemIds !== 'all') update = update.where('id', 'in', move.itemIds);
  return update.returningAll().execute();
}

/** These items become `to`, whatever they are now. */
export async function setItemsStatus(trx: Db, itemIds: readonly string[], to: OrderStatus) {
  await trx.updateTable('order_items').set({ status: to }).where('id', 'in', itemIds).execute();
}

export type HistoryEntry = {
  orderId: string;
  itemId: string | null;
  status: OrderStatus;
  step: OrderStep;
  note: string;
};

/** Every status change lands in the append-only history in the transaction that made it. */
export async function recordHistory(trx: Db, entries: HistoryEntry[], context: EventContext) {
  if (entries.length === 0) return;
  await trx
    .insertInto('order_history')
    .values(
      entries.map((entry) => ({
        order_id: entry.orderId,
        item_id: entry.itemId,
        status: entry.status,
        step: entry.step,
        note: entry.note,
        actor_id: context.actor?.userId ?? null,
      })),
    )
    .execute();
}

/** The buyer's placed orders, newest first. */
export function buyerOrderRows(db: Db, buyerId: string, limit: number, skip: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('state', '=', 'placed')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(skip)
    .execute();
}

/** One of the buyer's placed orders; someone else's reads as none. */
export function buyerOrderRow(db: Db, buyerId: string, orderId: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('buyer_id', '=', buyerId)
    .where('state', '=', 'placed')
    .executeTakeFirst();
}

/** The items, history and refunds of these orders: three queries whatever their count. */
export async function orderDetailsOf(db: Db, orderIds: readonly string[]) {
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('name')
    .execute();
  const history = await db
    .selectFrom('order_history')
    .select(['order_id', 'item_id', 'status', 'step', 'note', 'at'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .execute();
  return { items, history, refunds };
}

export type HistoryRow = Awaited<ReturnType<typeof orderDetailsOf>>['history'][number];

/** The refund is made: its items still waiting for it become REFUNDED. */
export async function markItemsRefunded(trx: Db, itemIds: readonly string[]) {
  await trx
    .updateTable('order_items')
    .set({ status: 'REFUNDED' })
    .where('id', 'in', itemIds)
    .where('status', '=', 'REFUND_PENDING')
    .execute();
}
