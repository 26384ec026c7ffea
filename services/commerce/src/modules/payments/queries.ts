import type { Insertable, Kysely } from 'kysely';
import type { CommerceTables, PaymentRow, PaymentsTable } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/** The order's paid payments, oldest first: a refund comes from the first with money left on it. */
export function paidPaymentsOf(trx: Db, orderId: string): Promise<PaymentRow[]> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .orderBy('updated_at')
    .execute();
}

/** Ends the order's attempts still open: the amount they ask is no longer what is owed. */
export async function failPendingAttempts(trx: Db, orderId: string, reason: string) {
  await trx
    .updateTable('payments')
    .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

/** Stripe's PaymentIntent of a paid session, once looked up: refunds are made against it. */
export async function setPaymentIntent(db: Db, paymentId: string, paymentIntent: string) {
  await db.updateTable('payments').set({ payment_intent: paymentIntent }).where('id', '=', paymentId).execute();
}

/** One attempt, by the id the provider knows it by. */
export function attemptOf(
  db: Db,
  provider: PaymentRow['provider'],
  attemptId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('attempt_id', '=', attemptId)
    .executeTakeFirst();
}

export async function insertPayment(db: Db, payment: Insertable<PaymentsTable>) {
  await db.insertInto('payments').values(payment).execute();
}

/** Stripe's Checkout Session of the attempt, once it is created. */
export async function setSessionId(db: Db, paymentId: string, sessionId: string) {
  await db.updateTable('payments').set({ provider_ref: sessionId }).where('id', '=', paymentId).execute();
}

/**
 * The attempt is paid: it moves to `paid` only from pending or failed, in the statement that
 * checks it, so a replayed callback or webhook changes nothing. Answers the row when this call
 * moved it. A null reference or PaymentIntent keeps what the row has.
 */
export function markAttemptPaid(
  trx: Db,
  paymentId: string,
  confirmation: { reference: string | null; paymentIntent?: string | null },
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set((eb) => ({
      status: 'paid',
      provider_ref: confirmation.reference ?? eb.ref('provider_ref'),
      payment_intent: confirmation.paymentIntent ?? eb.ref('payment_intent'),
      failure_reason: null,
      updated_at: new Date(),
    }))
    .where('id', '=', paymentId)
    .where('status', 'in', ['pending', 'failed'])
    .returningAll()
    .executeTakeFirst();
}

/** The attempt ended unpaid, only from pending; answers the row when this call moved it. */
export function markAttemptFailed(trx: Db, paymentId: string, reason: string): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Attempts still pending that started before `startedBefore`, oldest first: the provider is asked about them. */
export function stalePendingPayments(db: Db, startedBefore: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', startedBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** The order's attempts still pending. */
export function pendingAttemptsOf(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}
