import type { CheckoutFailureReason } from '@art/contracts';
import { commerceEndpoints as endpoints } from '@art/contracts/endpoints';
import { type EventContext, endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentRow } from '../../db/schema.js';
import { completeRefund, sendStripeRefunds } from '../refunds/service.js';
import { validateConnectIpsTxn } from './providers/connectips.js';
import { checkEsewaStatus, readEsewaReturn } from './providers/esewa.js';
import { toPaisa } from './providers/handoff.js';
import { readStripeWebhook } from './providers/stripe.js';
import { attemptOf as findAttempt } from './queries.js';
import { buyerOrigin, outcomePage } from './rules.js';
import { startPaymentAttempt } from './service/attempts.js';
import { completePayment, failPayment } from './service/completion.js';

/**
 * Paying online: the hand-off to each provider, the browser's way back from it, and Stripe's
 * webhook. A return URL only tells us to look: every payment is confirmed with the provider
 * (eSewa's status check, ConnectIPS's validatetxn, Stripe's signed webhook) before it counts.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const db = app.db;
  const providers = () => app.payments;
  // The failure page is told a code (CHECKOUT_FAILURE_REASONS), never words: it shows its own text.
  // Back to the origin the buyer started from (checked when the attempt began), else PUBLIC_URL.
  const back = (
    reply: FastifyReply,
    outcome: 'success' | 'failure',
    payment: PaymentRow | null | undefined,
    reason?: CheckoutFailureReason,
  ) =>
    reply
      .code(303)
      .header('location', outcomePage(originFor(payment), outcome, payment?.order_id ?? null, reason))
      .send();
  const originFor = (payment: PaymentRow | null | undefined) => {
    const stored = payment?.return_origin;
    return stored && providers().origins.includes(stored) ? stored : providers().publicUrl;
  };

  const attemptOf = (provider: PaymentRow['provider'], attemptId: string) => findAttempt(db, provider, attemptId);

  async function settle(
    payment: PaymentRow,
    paid: boolean,
    providerRef: string | null,
    reason: string,
    context: EventContext,
    paymentIntent: string | null = null,
  ) {
    if (paid) {
      await completePayment(
        db,
        payment.id,
        { reference: providerRef, paymentIntent, nprPerUsd: app.config.NPR_PER_USD },
        context,
      );
    } else await failPayment(db, payment.id, reason, context);
    // A payment for more than is owed now leaves a refund: a card's goes to Stripe at once.
    if (paid) await sendStripeRefunds(db, providers(), app.log, payment.order_id);
  }

  async function startPaying(request: FastifyRequest, orderId: string, only?: 'stripe') {
    const handoff = await startPaymentAttempt(
      db,
      providers(),
      { buyerId: viewerOf(request).id, orderId, origin: buyerOrigin(request, providers().origins) },
      only,
    );
    return { status: 'success', data: handoff };
  }

  endpointRoute(app, endpoints.paymentHandoff, {
    handler: (request) => startPaying(request, request.body.order_id),
  });

  endpointRoute(app, endpoints.stripeCheckout, {
    handler: (request) => startPaying(request, request.body.order_id, 'stripe'),
  });

  endpointRoute(app, endpoints.esewaReturn, {
    handler: async (request, reply) => {
      const answer = readEsewaReturn(providers().esewa, request.query.data);
      if (!answer.ok) {
        request.log.warn({ reason: answer.reason }, 'an eSewa return was refused');
        return back(reply, 'failure', null, 'unverified-answer');
      }
      const payment = await attemptOf('esewa', answer.transactionUuid);
      if (!payment) return back(reply, 'failure', null, 'unknown-payment');
      if (toPaisa(answer.totalAmount) !== toPaisa(Number(payment.amount))) {
        request.log.warn({ paymentId: payment.id }, 'an eSewa return named another amount');
        return back(reply, 'failure', payment, 'amount-mismatch');
      }
      if (payment.status === 'paid') return back(reply, 'success', payment);
      const status = await checkEsewaStatus(providers().esewa, {
        transactionUuid: answer.transactionUuid,
        totalAmount: Number(payment.amount),
      }).catch((error: Error) => {
        request.log.warn(
          { err: error, paymentId: payment.id },
          'eSewa status check failed; the reconciler will ask again',
        );
        return null;
      });
      if (status?.status === 'COMPLETE') {
        await settle(payment, true, status.refId ?? answer.transactionCode, '', eventContextOf(request));
        return back(reply, 'success', payment);
      }
      if (status === null || status.status === 'PENDING' || status.status === 'AMBIGUOUS') {
        return back(reply, 'success', payment);
      }
      await settle(payment, false, null, `eSewa status ${status.status}`, eventContextOf(request));
      return back(reply, 'failure', payment, 'not-completed');
    },
  });

  endpointRoute(app, endpoints.esewaFailure, {
    handler: async (request, reply) => {
      const payment = await attemptOf('esewa', request.query.attempt);
      if (!payment) return back(reply, 'failure', null, 'unknown-payment');
      // A failure URL proves nothing (anyone can open it), so eSewa is asked before the attempt is closed.
      const status = await checkEsewaStatus(providers().esewa, {
        transactionUuid: payment.attempt_id,
        totalAmount: Number(payment.amount),
      }).catch(() => null);
      if (status?.status === 'COMPLETE') {
        await settle(payment, true, status.refId, '', eventContextOf(request));
        return back(reply, 'success', payment);
      }
      if (status) await settle(payment, false, null, 'cancelled at eSewa', eventContextOf(request));
      return back(reply, 'failure', payment, 'cancelled');
    },
  });

  async function connectIpsReturn(
    request: FastifyRequest,
    reply: FastifyReply,
    txnId: string,
    outcome: 'success' | 'failure',
  ) {
    const payment = await attemptOf('connect_ips', txnId);
    const settings = providers().connectIps;
    if (!payment || !settings) return back(reply, 'failure', null, 'unknown-payment');
    if (payment.status === 'paid') return back(reply, 'success', payment);
    const validation = await validateConnectIpsTxn(settings, {
      txnId: payment.attempt_id,
      amountPaisa: toPaisa(Number(payment.amount)),
    }).catch((error: Error) => {
      request.log.warn({ err: error, paymentId: payment.id }, 'validatetxn failed; the reconciler will ask again');
      return null;
    });
    if (validation?.status === 'SUCCESS') {
      await settle(payment, true, payment.attempt_id, '', eventContextOf(request));
      return back(reply, 'success', payment);
    }
    if (validation && outcome === 'failure') {
      await settle(payment, false, null, `ConnectIPS: ${validation.description}`, eventContextOf(request));
    }
    return back(reply, 'failure', payment, 'not-completed');
  }

  endpointRoute(app, endpoints.connectIpsSuccess, {
    handler: (request, reply) => connectIpsReturn(request, reply, request.query.TXNID, 'success'),
  });

  endpointRoute(app, endpoints.connectIpsFailure, {
    handler: (request, reply) => connectIpsReturn(request, reply, request.query.TXNID, 'failure'),
  });

  endpointRoute(app, endpoints.stripeCancel, {
    handler: async (request, reply) => {
      const payment = await attemptOf('stripe', request.query.attempt);
      return back(reply, 'failure', payment, 'cancelled');
    },
  });

  // The webhook's signature covers the exact bytes Stripe sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    endpointRoute(raw, endpoints.stripeWebhook, {
      handler: async (request, reply) => {
        const { client, settings } = providers().stripe;
        let event: ReturnType<typeof readStripeWebhook>;
        try {
          event = readStripeWebhook(
            client,
            settings,
            request.body as Buffer,
            String(request.headers['stripe-signature']),
          );
        } catch (error) {
          request.log.warn({ err: error }, 'a Stripe webhook with a bad signature was refused');
          return reply
            .code(400)
            .send({ status: 'bad-signature', message: endpoints.stripeWebhook.messages.badSignature });
        }
        if (event.type.startsWith('checkout.session.')) {
          const session = event.data.object as {
            id: string;
            payment_status?: string;
            client_reference_id?: string | null;
            metadata?: Record<string, string> | null;
            payment_intent?: string | null;
          };
          const attemptId = session.client_reference_id ?? session.metadata?.attemptId;
          const payment = attemptId ? await attemptOf('stripe', attemptId) : undefined;
          if (payment) {
            const context = { requestId: request.id };
            const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
            const paid =
              (event.type === 'checkout.session.completed' ||
                event.type === 'checkout.session.async_payment_succeeded') &&
              session.payment_status === 'paid';
            const failed =
              event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed';
            if (paid) await settle(payment, true, session.id, '', context, paymentIntent);
            else if (failed) await settle(payment, false, null, `Stripe: ${event.type}`, context);
          } else {
            request.log.warn({ eventId: event.id }, 'a Stripe event for no known payment');
          }
        }
        if (event.type === 'charge.refunded') {
          // Each of our refunds on the charge names itself in its metadata; a replay finds it refunded already.
          const charge = event.data.object as { refunds?: { data?: StripeRefundFacts[] } | null };
          for (const refund of charge.refunds?.data ?? []) {
            const refundId = refund.metadata?.refundId;
            if (!refundId || refund.status !== 'succeeded' || !UUID.test(refundId)) continue;
            await completeRefund(db, refundId, refund.id, { requestId: request.id });
          }
        }
        return { received: true };
      },
    });
  });
}

type StripeRefundFacts = { id: string; status?: string | null; metadata?: Record<string, string> | null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
