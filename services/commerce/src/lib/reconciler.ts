import type { EventContext } from '@art/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommerceTables, PaymentRow } from '../db/schema.js';
import { validateConnectIpsTxn } from '../payments/connectips.js';
import { checkEsewaStatus } from '../payments/esewa.js';
import { toPaisa } from '../payments/handoff.js';
import { retrieveStripeSession } from '../payments/stripe.js';
import type { PaymentProviders } from '../plugins/payments.js';
import { type Cancellation, cancelItems } from './order-cancellation.js';
import { completePayment, failPayment } from './payment-completion.js';
import { sendStripeRefunds } from './refund-sender.js';
import type { StockClient } from './stock-client.js';

export interface ReconcilerDeps {
  db: Kysely<CommerceTables>;
  stock: StockClient;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  paymentAfterMs: number;
  /** A `reserving` order older than this lost its answer from catalogue. */
  reservingAfterMs: number;
  batch: number;
  nprPerUsd: number;
}

const SYSTEM: EventContext = { actor: { userId: null, role: null } };

/** What the provider says of an attempt: paid, definitely not paid, or not known yet. */
type ProviderVerdict =
  | { paid: true; reference: string | null; paymentIntent?: string | null }
  | { paid: false; final: boolean; reason: string };

async function askProvider(providers: PaymentProviders, payment: PaymentRow): Promise<ProviderVerdict> {
  if (payment.provider === 'esewa') {
    const status = await checkEsewaStatus(providers.esewa, {
      transactionUuid: payment.attempt_id,
      totalAmount: Number(payment.amount),
    });
    if (status.status === 'COMPLETE') return { paid: true, reference: status.refId };
    const final = ['NOT_FOUND', 'CANCELED', 'FULL_REFUND'].includes(status.status);
    return { paid: false, final, reason: `eSewa status ${status.status}` };
  }
  if (payment.provider === 'connect_ips') {
    if (!providers.connectIps) return { paid: false, final: false, reason: 'ConnectIPS is not configured' };
    const validation = await validateConnectIpsTxn(providers.connectIps, {
      txnId: payment.attempt_id,
      amountPaisa: toPaisa(Number(payment.amount)),
    });
    if (validation.status === 'SUCCESS') return { paid: true, reference: payment.attempt_id };
    // ConnectIPS answers FAILED also for a transaction still being paid: only the order's timeout ends it.
    return { paid: false, final: false, reason: `ConnectIPS: ${validation.description}` };
  }
  if (!payment.provider_ref) return { paid: false, final: true, reason: 'no Checkout Session was created' };
  const session = await retrieveStripeSession(providers.stripe.client, payment.provider_ref);
  if (session.paid) return { paid: true, reference: payment.provider_ref, paymentIntent: session.paymentIntent };
  return { paid: false, final: session.status === 'expired', reason: `Stripe session ${session.status}` };
}

/** Placed online orders still waiting for their payment: they hold their pieces until pay_by. */
const unpaidOrders = (db: Kysely<CommerceTables>) =>
  db.selectFrom('orders').where('state', '=', 'placed').where('payment_status', '=', 'pending');

/** Placed cash orders with a piece their artist has not answered: held until confirm_by. */
const unansweredCashOrders = (db: Kysely<CommerceTables>) =>
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

/**
 * Cancels an order whose hold ended, under its row lock so a payment or an artist's answer arriving
 * now is either seen or waits. `stillUnpaid` leaves alone an order paid since it was listed.
 * Returns how many items it cancelled.
 */
async function cancelLapsedHold(
  db: Kysely<CommerceTables>,
  orderId: string,
  cancellation: Cancellation,
  { stillUnpaid }: { stillUnpaid: boolean },
) {
  return db.transaction().execute(async (trx) => {
    let locked = trx.selectFrom('orders').selectAll().where('id', '=', orderId);
    if (stillUnpaid) locked = locked.where('payment_status', '=', 'pending');
    const current = await locked.forUpdate().executeTakeFirst();
    if (!current) return 0;
    return cancelItems(trx, current, cancellation, SYSTEM);
  });
}

/**
 * One pass over what may have been left half-way: orders whose stock answer was lost, payments
 * nobody came back from, online orders past their time. Each step is safe to run twice and on two
 * replicas at once (every change is conditional on the state it starts from).
 */
export async function reconcileOnce(deps: ReconcilerDeps) {
  const { db, log } = deps;
  const summary = { settledReservations: 0, paid: 0, failed: 0, timedOut: 0, cashTimedOut: 0, refundsSent: 0 };
  const confirm = (verdict: { reference: string | null; paymentIntent?: string | null }) => ({
    reference: verdict.reference,
    paymentIntent: verdict.paymentIntent ?? null,
    nprPerUsd: deps.nprPerUsd,
  });
  const cancelAll = (reason: 'placement-failed' | 'payment-timeout' | 'cash-timeout', note: string) => ({
    itemIds: 'all' as const,
    from: ['PENDING' as const],
    reason,
    note,
    nprPerUsd: deps.nprPerUsd,
  });

  const reserving = await db
    .selectFrom('orders')
    .selectAll()
    .where('state', '=', 'reserving')
    .where('created_at', '<', new Date(Date.now() - deps.reservingAfterMs))
    .limit(deps.batch)
    .execute();
  for (const order of reserving) {
    const items = await db.selectFrom('order_items').select('artwork_id').where('order_id', '=', order.id).execute();
    try {
      // Asked again with the same order: catalogue answers what it decided, or decides now.
      const outcome = await deps.stock.reserve({
        orderId: order.id,
        buyerId: order.buyer_id,
        artworkIds: items.map((item) => item.artwork_id),
      });
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('orders')
          .set({ state: 'refused', updated_at: new Date() })
          .where('id', '=', order.id)
          .where('state', '=', 'reserving')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0 || outcome.status !== 'reserved') return;
        // The buyer was told the order failed: what catalogue took is given back.
        await cancelItems(trx, order, cancelAll('placement-failed', 'placement failed half-way'), SYSTEM);
      });
      summary.settledReservations += 1;
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'a half-placed order could not be settled yet');
    }
  }

  const pending = await db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', new Date(Date.now() - deps.paymentAfterMs))
    .orderBy('created_at')
    .limit(deps.batch)
    .execute();
  // Asked in this pass already: the overdue step below does not ask the provider a second time.
  const answered = new Set<string>();
  for (const payment of pending) {
    try {
      const verdict = await askProvider(deps.providers, payment);
      answered.add(payment.id);
      if (verdict.paid) {
        if (await completePayment(db, payment.id, confirm(verdict), SYSTEM)) summary.paid += 1;
      } else if (verdict.final) {
        if (await failPayment(db, payment.id, verdict.reason, SYSTEM)) summary.failed += 1;
      }
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'a pending payment could not be checked yet');
    }
  }

  const overdue = await unpaidOrders(db).selectAll().where('pay_by', '<', new Date()).limit(deps.batch).execute();
  for (const order of overdue) {
    // A payment still open at its provider is asked about first: it may have gone through.
    const stillPending = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
    for (const payment of stillPending.filter((open) => !answered.has(open.id))) {
      const verdict = await askProvider(deps.providers, payment).catch(() => null);
      if (verdict?.paid) await completePayment(db, payment.id, confirm(verdict), SYSTEM);
    }
    const cancelled = await cancelLapsedHold(db, order.id, cancelAll('payment-timeout', 'not paid in time'), {
      stillUnpaid: true,
    });
    if (cancelled > 0) summary.timedOut += 1;
  }

  // A cash order its artist neither confirmed nor cancelled in time lets its pieces go.
  const unanswered = await unansweredCashOrders(db)
    .selectAll()
    .where('confirm_by', '<', new Date())
    .limit(deps.batch)
    .execute();
  for (const order of unanswered) {
    const cancelled = await cancelLapsedHold(
      db,
      order.id,
      cancelAll('cash-timeout', 'not confirmed by the artist in time'),
      { stillUnpaid: false },
    );
    if (cancelled > 0) summary.cashTimedOut += 1;
  }

  summary.refundsSent = await sendStripeRefunds(db, deps.providers, log);
  return summary;
}

/**
 * When the next hold ends (an unpaid online order's pay_by, an unanswered cash order's
 * confirm_by): the reconciler's next pass is then, not a whole interval later, so a lapsed hold
 * is back for sale within a second.
 */
export async function nextDeadline(db: Kysely<CommerceTables>): Promise<Date | null> {
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
  const times = [unpaid?.at, unanswered?.at].filter((at): at is Date => at instanceof Date);
  return times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}
