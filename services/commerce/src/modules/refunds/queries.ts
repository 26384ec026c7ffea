import { type Insertable, type Kysely, sql } from 'kysely';
import type { CommerceTables, RefundRow, RefundsTable } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/** What of a payment has gone back already (or is owed back), in its own currency and in NPR. */
export async function refundedOf(trx: Db, paymentId: string) {
  const refunded = await trx
    .selectFrom('refunds')
    .select([sql<string>`coalesce(sum(amount), 0)`.as('amount'), sql<string>`coalesce(sum(amount_npr), 0)`.as('npr')])
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return { amount: Number(refunded.amount), amountNpr: Number(refunded.npr) };
}

export async function insertRefund(trx: Db, refund: Insertable<RefundsTable>) {
  await trx.insertInto('refunds').values(refund).execute();
}

/**
 * The money is back: pending → refunded in one conditional statement, so a replay changes
 * nothing. Answers the refund when this call settled it.
 */
export function settleRefund(
  trx: Db,
  refundId: string,
  settled: { reference: string; by: string | null },
): Promise<RefundRow | undefined> {
  return trx
    .updateTable('refunds')
    .set({ status: 'refunded', provider_ref: settled.reference, refunded_at: new Date(), refunded_by: settled.by })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Whether the order still has money owed back. */
export async function hasPendingRefund(trx: Db, orderId: string): Promise<boolean> {
  const pending = await trx
    .selectFrom('refunds')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return pending !== undefined;
}

/** Card refunds recorded but not sent to Stripe yet (of one order, or all of them), oldest first. */
export function unsentCardRefunds(db: Db, orderId?: string) {
  let query = db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.amount', 'p.id as payment_id', 'p.payment_intent', 'p.provider_ref'])
    .where('r.provider', '=', 'stripe')
    .where('r.status', '=', 'pending')
    .where('r.provider_ref', 'is', null)
    .orderBy('r.created_at')
    .limit(100);
  if (orderId) query = query.where('r.order_id', '=', orderId);
  return query.execute();
}

/** Stripe's refund id, only while the webhook has not settled it already (it writes its own reference). */
export async function setSentReference(db: Db, refundId: string, reference: string) {
  await db
    .updateTable('refunds')
    .set({ provider_ref: reference })
    .where('id', '=', refundId)
    .where('provider_ref', 'is', null)
    .execute();
}

export function findRefund(db: Db, refundId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
}

/** The refunds in one status, oldest first, each with its order's number. */
export function refundsWithNumbers(db: Db, status: RefundRow['status'], limit: number, skip: number) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select('o.number')
    .where('r.status', '=', status)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .offset(skip)
    .execute();
}

/** One refund with its order's number. */
export function refundWithNumber(db: Db, refundId: string) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select('o.number')
    .where('r.id', '=', refundId)
    .executeTakeFirstOrThrow();
}
