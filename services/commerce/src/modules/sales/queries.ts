import type { OrderStatus } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { CommerceTables, OrderItemRow } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/** The items of placed orders that an artist sold, newest first, with the order each belongs to. */
export function soldItems(db: Db, artistId: string, limit: number, skip: number) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .select(['o.number', 'o.created_at', 'o.payment_method', 'o.payment_status', 'o.shipping_info', 'o.confirm_by'])
    .where('i.artist_id', '=', artistId)
    .where('o.state', '=', 'placed')
    .orderBy('o.created_at', 'desc')
    .orderBy('i.id')
    .limit(limit)
    .offset(skip)
    .execute();
}

export type SoldItemRow = Awaited<ReturnType<typeof soldItems>>[number];

/** One item, locked until the transaction ends: two moves of it cannot both pass the check. */
export function lockItem(trx: Db, itemId: string): Promise<OrderItemRow | undefined> {
  return trx.selectFrom('order_items').selectAll().where('id', '=', itemId).forUpdate().executeTakeFirst();
}

export function moveItem(trx: Db, itemId: string, to: OrderStatus): Promise<OrderItemRow> {
  return trx
    .updateTable('order_items')
    .set({ status: to })
    .where('id', '=', itemId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
