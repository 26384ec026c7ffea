import type { EventContext } from '@art/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommerceTables, PaymentRow } from '../../../db/schema.js';
import { type Cancellation, cancelItems } from '../../orders/service.js';
import { validateConnectIpsTxn } from '../../payments/providers/connectips.js';
import { checkEsewaStatus } from '../../payments/providers/esewa.js';
import { toPaisa } from '../../payments/providers/handoff.js';
import { retrieveStripeSession } from '../../payments/providers/stripe.js';
import { pendingAttemptsOf, stalePendingPayments } from '../../payments/queries.js';
import { completePayment, failPayment } from '../../payments/service/completion.js';
import type { PaymentProviders } from '../../payments/service/index.js';
import { sendStripeRefunds } from '../../refunds/service.js';
import type { StockClient } from '../../stock/service.js';
import {
  earliestHoldEnds,
  lockLapsedOrder,
  lostReservations,
  orderedArtworksOf,
  overdueCashOrders,
  overdueUnpaidOrders,
  refuseReservation,
} from '../queries.js';

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
    const current = await lockLapsedOrder(trx, orderId, stillUnpaid);
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

  const reserving = await lostReservations(db, new Date(Date.now() - deps.reservingAfterMs), deps.batch);
  for (const order of reserving) {
    const items = await orderedArtworksOf(db, order.id);
    try {
      // Asked again with the same order: catalogue answers what it decided, or decides now.
      const outcome = await deps.stock.reserve({
        orderId: order.id,
        buyerId: order.buyer_id,
        artworkIds: items.map((item) => item.artwork_id),
      });
      await db.transaction().execute(async (trx) => {
        const refused = await refuseReservation(trx, order.id);
        if (!refused || outcome.status !== 'reserved') return;
        // The buyer was told the order failed: what catalogue took is given back.
        await cancelItems(trx, order, cancelAll('placement-failed', 'placement failed half-way'), SYSTEM);
      });
      summary.settledReservations += 1;
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'a half-placed order could not be settled yet');
    }
  }

  const pending = await stalePendingPayments(db, new Date(Date.now() - deps.paymentAfterMs), deps.batch);
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

  const overdue = await overdueUnpaidOrders(db, deps.batch);
  for (const order of overdue) {
    // A payment still open at its provider is asked about first: it may have gone through.
    const stillPending = await pendingAttemptsOf(db, order.id);
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
  const unanswered = await overdueCashOrders(db, deps.batch);
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
  const times = (await earliestHoldEnds(db)).filter((at): at is Date => at instanceof Date);
  return times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}
