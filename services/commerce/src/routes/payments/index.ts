import { type CheckoutFailureReason, ErrorResponse, PaymentHandoff } from '@art/contracts';
import { type EventContext, eventContextOf, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { PaymentRow } from '../../db/schema.js';
import { commerceDb } from '../../lib/database.js';
import { outcomePage, startPaymentAttempt } from '../../lib/payment-attempts.js';
import { completePayment, failPayment } from '../../lib/payment-completion.js';
import { sendStripeRefunds } from '../../lib/refund-sender.js';
import { completeRefund } from '../../lib/refunds.js';
import { buyerOrigin } from '../../lib/return-origin.js';
import { validateConnectIpsTxn } from '../../payments/connectips.js';
import { checkEsewaStatus, readEsewaReturn } from '../../payments/esewa.js';
import { toPaisa } from '../../payments/handoff.js';
import { readStripeWebhook } from '../../payments/stripe.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse };
const HandoffResponse = Type.Object({ status: Type.String(), data: PaymentHandoff });
const OrderBody = Type.Object({ order_id: Type.String({ format: 'uuid' }) });
const AttemptQuery = Type.Object({ attempt: Type.String({ pattern: '^[0-9a-f]{16}$' }) });
const Redirect = { 303: Type.Null({ description: 'To /checkout/success or /checkout/failure with the order' }) };

/**
 * Paying online: the hand-off to each provider, the browser's way back from it, and Stripe's
 * webhook. A return URL only tells us to look: every payment is confirmed with the provider
 * (eSewa's status check, ConnectIPS's validatetxn, Stripe's signed webhook) before it counts.
 */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = commerceDb(app);
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

  async function attemptOf(provider: PaymentRow['provider'], attemptId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('attempt_id', '=', attemptId)
      .executeTakeFirst();
  }

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
    app.outbox.kick();
    // A payment for more than is owed now leaves a refund: a card's goes to Stripe at once.
    if (paid) await sendStripeRefunds(db, providers(), app.log, payment.order_id);
  }

  for (const [path, only, summary] of [
    [
      '/payment/handoff',
      undefined,
      'Start paying an online order: the form to post (eSewa, ConnectIPS) or the page to open (Stripe)',
    ],
    ['/save-stripe-token', 'stripe', 'Start paying an order by card: a Stripe Checkout Session, charged in USD'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: requireViewer,
        schema: {
          tags: ['payments'],
          summary,
          operationId: only ? 'commerceStripeCheckout' : 'commercePaymentHandoff',
          security: signedIn,
          body: OrderBody,
          response: { 200: HandoffResponse, ...errors },
        },
      },
      async (request) => {
        const handoff = await startPaymentAttempt(
          db,
          providers(),
          {
            buyerId: viewerOf(request).id,
            orderId: request.body.order_id,
            origin: buyerOrigin(request, providers().origins),
          },
          only,
        );
        return { status: 'success', data: handoff };
      },
    );
  }

  app.get(
    '/payment/esewa/return',
    {
      schema: {
        tags: ['payments'],
        security: [],
        summary: "eSewa's success redirect: the signed answer is verified, then confirmed with eSewa's status check",
        operationId: 'commerceEsewaReturn',
        querystring: Type.Object({ data: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: Redirect,
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/payment/esewa/failure',
    {
      schema: {
        tags: ['payments'],
        security: [],
        summary: "eSewa's failure redirect: the attempt ends; the order can be paid again while it is open",
        operationId: 'commerceEsewaFailure',
        querystring: AttemptQuery,
        response: Redirect,
      },
    },
    async (request, reply) => {
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
  );

  for (const [path, outcome] of [
    ['/payment/connectips/success', 'success'],
    ['/payment/connectips/failure', 'failure'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['payments'],
          security: [],
          summary: `ConnectIPS's ${outcome} redirect: the transaction is confirmed with validatetxn before it counts`,
          operationId: outcome === 'success' ? 'commerceConnectIpsSuccess' : 'commerceConnectIpsFailure',
          querystring: Type.Object({ TXNID: Type.String({ minLength: 1, maxLength: 20 }) }),
          response: Redirect,
        },
      },
      async (request, reply) => {
        const payment = await attemptOf('connect_ips', request.query.TXNID);
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
      },
    );
  }

  app.get(
    '/payment/stripe/cancel',
    {
      schema: {
        tags: ['payments'],
        security: [],
        summary: "Stripe Checkout's cancel URL: back to the failure page (the session is left to expire)",
        operationId: 'commerceStripeCancel',
        querystring: AttemptQuery,
        response: Redirect,
      },
    },
    async (request, reply) => {
      const payment = await attemptOf('stripe', request.query.attempt);
      return back(reply, 'failure', payment, 'cancelled');
    },
  );

  // The webhook's signature covers the exact bytes Stripe sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/payment/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          security: [],
          summary: "Stripe's signed events: a completed Checkout Session pays its order, once however often it is sent",
          operationId: 'commerceStripeWebhook',
          headers: Type.Object({ 'stripe-signature': Type.String({ minLength: 1 }) }),
          response: { 200: Type.Object({ received: Type.Boolean() }), 400: ErrorResponse },
        },
      },
      async (request, reply) => {
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
          return reply.code(400).send({ status: 'bad-signature', message: 'Invalid Stripe signature' });
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
            if (await completeRefund(db, refundId, refund.id, { requestId: request.id })) app.outbox.kick();
          }
        }
        return { received: true };
      },
    );
  });
}

type StripeRefundFacts = { id: string; status?: string | null; metadata?: Record<string, string> | null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
