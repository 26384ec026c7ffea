import type { Kysely } from 'kysely';
import type { CommerceTables, OrderRow } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/** Orders still `reserving` since before `startedBefore`: catalogue's answer was lost. */
export function lostReservations(db: Db, startedBefore: Date, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('state', '=', 'reserving')
    .where('created_at', '<', startedBefore)
    .limit(limit)
    .execute();
}

/** The artworks an order asked catalogue for. */
export function orderedArtworksOf(db: Db, orderId: string) {
  return db.selectFrom('order_items').select('artwork_id').where('order_id', '=', orderId).execute();
}

/** A lost reservation is settled once: `reserving` → `refused`; false when placement got there first. */
export async function refuseReservation(trx: Db, orderId: string): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ state: 'refused', updated_at: new Date() })
    .where('id', '=', orderId)
    .where('state', '=', 'reserving')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** Placed online orders still waiting for their payment: they hold their pieces until pay_by. */
const unpaidOrders = (db: Db) =>
  db.selectFrom('orders').where('state', '=', 'placed').where('payment_status', '=', 'pending');

/** Placed cash orders with a piece their artist has not answered: held until confirm_by. */
const unansweredCashOrders = (db: Db) =>
  db
    .selectFrom('orders')
    .where('state', '=', 'placed')
    .where('payment_method', '=', 'cash')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_items')
          .select('id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.status', '=', 'PENDING'),
      ),
    );

/** Unpaid online orders past pay_by. */
export function overdueUnpaidOrders(db: Db, limit: number): Promise<OrderRow[]> {
  return unpaidOrders(db).selectAll().where('pay_by', '<', new Date()).limit(limit).execute();
}

/** Cash orders their artist has not answered by confirm_by. */
export function overdueCashOrders(db: Db, limit: number): Promise<OrderRow[]> {
  return unansweredCashOrders(db).selectAll().where('confirm_by', '<', new Date()).limit(limit).execute();
}

/**
 * The order whose hold ended, locked until the transaction ends, so a payment or an artist's
 * answer arriving now is either seen or waits; with `stillUnpaid`, none when it was paid since.
 */
export function lockLapsedOrder(trx: Db, orderId: string, stillUnpaid: boolean): Promise<OrderRow | undefined> {
  let locked = trx.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (stillUnpaid) locked = locked.where('payment_status', '=', 'pending');
  return locked.forUpdate().executeTakeFirst();
}

/** The earliest pay_by of an unpaid online order and confirm_by of an unanswered cash order. */
export async function earliestHoldEnds(db: Db): Promise<(Date | null | undefined)[]> {
  const unpaid = await unpaidOrders(db)
    .select('pay_by as at')
    .where('pay_by', 'is not', null)
    .orderBy('pay_by')
    .limit(1)
    .executeTakeFirst();
  const unanswered = await unansweredCashOrders(db)
    .select('confirm_by as at')
    .where('confirm_by', 'is not', null)
    .orderBy('confirm_by')
    .limit(1)
    .executeTakeFirst();
  return [unpaid?.at, unanswered?.at];
}
