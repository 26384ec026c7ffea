import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  errorPage,
  type ListenOptions,
  listen,
  page,
  pressButton,
  readBody,
  redirect,
  sameText,
  sendHtml,
  sendJson,
} from './http.js';
import { listOf, parseStripeForm, type StripeParams, textAt } from './stripe-form.js';

/** The API version stripe-node v20 pins; events carry it as Stripe's would. */
const API_VERSION = '2026-02-25.clover';
/** Stripe refuses a USD Checkout Session below $0.50. */
const USD_MINIMUM_CENTS = 50;

export type StripeStandInSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
};

export type StripeStandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: null;
  status: 'succeeded';
};

/** The charge behind a paid session's PaymentIntent, with the refunds made against it. */
export type StripeStandInCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  refunds: { object: 'list'; data: StripeStandInRefund[]; has_more: false; url: string };
  status: 'succeeded';
};

export type StripeStandInEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: string | null };
} & (
  | { type: 'checkout.session.completed'; data: { object: StripeStandInSession } }
  | { type: 'charge.refunded'; data: { object: StripeStandInCharge } }
);

export type WebhookDelivery = { eventId: string; status: number | null; error: string | null };

export type StripeStandInOptions = ListenOptions & {
  secretKey?: string;
  webhookSecret: string;
  webhookUrl?: string;
};

export type StripeStandIn = {
  url: string;
  secretKey: string;
  sessions: Map<string, StripeStandInSession>;
  /** By PaymentIntent id: the charge each paid session made, with its refunds. */
  charges: Map<string, StripeStandInCharge>;
  events: StripeStandInEvent[];
  deliveries: WebhookDelivery[];
  setWebhookUrl(url: string): void;
  /** Sends the last event again, freshly signed, as Stripe does when it retries a delivery. */
  resendLastWebhook(): Promise<WebhookDelivery>;
  close(): Promise<void>;
};

type Line = { name: string; unit_amount: number; quantity: number };

type StripeError = { status: number; type: string; message: string; param?: string; code?: string };

/** The Stripe-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>. */
export function stripeSignatureHeader(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_stand_in';
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, StripeStandInSession>();
  // Kept beside the session: Stripe returns line items only on request (expand), not on the session.
  const linesOf = new Map<string, Line[]>();
  const charges = new Map<string, StripeStandInCharge>();
  const events: StripeStandInEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  // Stripe answers a retried POST with the first answer, so a client retry never makes a second session.
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  let baseUrl = '';

  function apiError(res: ServerResponse, error: StripeError) {
    const { status, ...rest } = error;
    sendJson(res, status, { error: rest });
  }

  function authorized(req: IncomingMessage): boolean {
    return sameText(req.headers.authorization ?? '', `Bearer ${secretKey}`);
  }

  /** Answers a retried POST with its first answer; true when it did (the caller stops there). */
  function replayed(req: IncomingMessage, res: ServerResponse, body: string): boolean {
    const key = req.headers['idempotency-key'];
    const earlier = typeof key === 'string' ? idempotent.get(`${req.url} ${key}`) : undefined;
    if (!earlier) return false;
    if (earlier.body !== body) {
      apiError(res, {
        status: 400,
        type: 'idempotency_error',
        message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      });
    } else {
      sendJson(res, earlier.status, earlier.answer, { 'idempotent-replayed': 'true' });
    }
    return true;
  }

  function remember(req: IncomingMessage, body: string, status: number, answer: unknown) {
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string') idempotent.set(`${req.url} ${key}`, { body, status, answer });
  }

  async function createSession(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    if (replayed(req, res, body)) return;
    const made = sessionFrom(parseStripeForm(body));
    let status = 200;
    let answer: unknown = made;
    if ('status' in made) {
      const { status: errorStatus, ...error } = made;
      status = errorStatus;
      answer = { error };
    } else {
      sessions.set(made.session.id, made.session);
      linesOf.set(made.session.id, made.lines);
      answer = made.session;
    }
    remember(req, body, status, answer);
    sendJson(res, status, answer);
  }

  /**
   * POST /v1/refunds as Stripe takes it (form-encoded payment_intent, amount, metadata): refused
   * above what the charge has left to refund; the refund succeeds at once and a signed
   * charge.refunded follows, carrying the charge with every refund made on it.
   */
  async function createRefund(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    if (replayed(req, res, body)) return;
    const params = parseStripeForm(body);
    const intent = textAt(params, 'payment_intent') ?? '';
    const charge = charges.get(intent);
    const refuse = (error: StripeError) => {
      const { status, ...rest } = error;
      remember(req, body, status, { error: rest });
      apiError(res, error);
    };
    if (!charge) {
      return refuse({
        status: 400,
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${intent}'`,
      });
    }
    const left = charge.amount - charge.amount_refunded;
    const rawAmount = textAt(params, 'amount');
    if (rawAmount !== undefined && !/^[1-9]\d*$/.test(rawAmount)) {
      return refuse({
        status: 400,
        type: 'invalid_request_error',
        param: 'amount',
        message: 'amount must be a positive whole number of cents.',
      });
    }
    const amount = rawAmount === undefined ? left : Number(rawAmount);
    if (amount > left || left === 0) {
      return refuse({
        status: 400,
        type: 'invalid_request_error',
        code: left === 0 ? 'charge_already_refunded' : 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    const metadata: Record<string, string> = {};
    if (typeof params.metadata === 'object') {
      for (const [k, v] of Object.entries(params.metadata)) if (typeof v === 'string') metadata[k] = v;
    }
    const refund: StripeStandInRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: Math.floor(Date.now() / 1000),
      currency: charge.currency,
      metadata,
      payment_intent: intent,
      reason: null,
      status: 'succeeded',
    };
    charge.refunds.data.unshift(refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    remember(req, body, 200, refund);
    sendJson(res, 200, refund);
    const key = req.headers['idempotency-key'];
    const event: StripeStandInEvent = {
      ...eventBase(typeof key === 'string' ? key : null),
      type: 'charge.refunded',
      data: { object: structuredClone(charge) },
    };
    events.push(event);
    // After the answer, as Stripe's webhooks come on their own.
    void deliver(event);
  }

  function eventBase(idempotencyKey: string | null) {
    return {
      id: stripeId('evt'),
      object: 'event' as const,
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false as const,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: idempotencyKey },
    };
  }

  function sessionFrom(params: StripeParams): { session: StripeStandInSession; lines: Line[] } | StripeError {
    const invalid = (message: string, param?: string): StripeError => ({
      status: 400,
      type: 'invalid_request_error',
      message,
      param,
    });
    if (textAt(params, 'mode') !== 'payment') return invalid('The stand-in supports only mode=payment.', 'mode');
    const items = listOf(params.line_items);
    if (!items.length) return invalid('line_items is required in payment mode.', 'line_items');
    const lines: Line[] = [];
    let currency: string | undefined;
    for (const [i, item] of items.entries()) {
      const param = `line_items[${i}]`;
      const itemCurrency = textAt(item, 'price_data', 'currency')?.toLowerCase();
      const unitAmount = textAt(item, 'price_data', 'unit_amount');
      const name = textAt(item, 'price_data', 'product_data', 'name');
      const quantity = textAt(item, 'quantity');
      if (!itemCurrency || !unitAmount || !name)
        return invalid('The stand-in needs price_data with currency, unit_amount and product_data.name.', param);
      if (!/^\d+$/.test(unitAmount))
        return invalid('unit_amount must be a whole number of cents.', `${param}[price_data][unit_amount]`);
      if (!quantity || !/^[1-9]\d*$/.test(quantity))
        return invalid('quantity must be a positive integer.', `${param}[quantity]`);
      if (currency && currency !== itemCurrency) return invalid('All line items must share one currency.', param);
      currency = itemCurrency;
      lines.push({ name, unit_amount: Number(unitAmount), quantity: Number(quantity) });
    }
    const total = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
    if (currency === 'usd' && total < USD_MINIMUM_CENTS) {
      return invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", 'line_items');
    }
    const metadata: Record<string, string> = {};
    const rawMetadata = params.metadata;
    if (typeof rawMetadata === 'object') {
      for (const [k, v] of Object.entries(rawMetadata)) {
        if (typeof v !== 'string') return invalid('metadata values must be strings.', `metadata[${k}]`);
        metadata[k] = v;
      }
    }
    const id = stripeId('cs_test');
    const created = Math.floor(Date.now() / 1000);
    const session: StripeStandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: textAt(params, 'cancel_url') ?? null,
      client_reference_id: textAt(params, 'client_reference_id') ?? null,
      created,
      currency: currency!,
      customer: null,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: textAt(params, 'success_url') ?? null,
      url: `${baseUrl}/pay/${id}`,
    };
    return { session, lines };
  }

  async function deliver(event: StripeStandInEvent): Promise<WebhookDelivery> {
    const delivery: WebhookDelivery = { eventId: event.id, status: null, error: null };
    if (!webhookUrl) {
      delivery.error = 'no webhook URL set';
    } else {
      const payload = JSON.stringify(event, null, 2);
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignatureHeader(options.webhookSecret, payload),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        delivery.status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        delivery.error = String(error);
      }
    }
    deliveries.push(delivery);
    return delivery;
  }

  async function finish(res: ServerResponse, session: StripeStandInSession, pay: boolean) {
    if (session.status !== 'open') return errorPage(res, 409, `This Checkout Session is ${session.status}.`);
    if (!pay) {
      if (!session.cancel_url) return sendHtml(res, 200, '<!doctype html><p>Payment canceled.</p>');
      return redirect(res, session.cancel_url);
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = stripeId('pi');
    session.url = null;
    const chargeId = stripeId('ch');
    charges.set(session.payment_intent, {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      captured: true,
      created: Math.floor(Date.now() / 1000),
      currency: session.currency,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: session.payment_intent,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
      status: 'succeeded',
    });
    const event: StripeStandInEvent = {
      ...eventBase(null),
      type: 'checkout.session.completed',
      data: { object: structuredClone(session) },
    };
    events.push(event);
    // Delivered before the redirect so tests are deterministic; real Stripe races the two, and the
    // merchant must accept either order (the success page may arrive before the webhook).
    await deliver(event);
    if (!session.success_url) return sendHtml(res, 200, '<!doctype html><p>Payment complete.</p>');
    redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  }

  function hostedPage(res: ServerResponse, session: StripeStandInSession) {
    if (session.status !== 'open') return errorPage(res, 409, `This Checkout Session is ${session.status}.`);
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    sendHtml(
      res,
      200,
      page(
        'Stripe Checkout (stand-in)',
        [
          ...(linesOf.get(session.id) ?? []).map((line): [string, string] => [line.name, `× ${line.quantity}`]),
          ['Total', amount],
        ],
        [
          { label: 'Pay', action: `/pay/${session.id}/pay`, testId: 'stripe-pay' },
          { label: 'Cancel', action: `/pay/${session.id}/cancel`, testId: 'stripe-cancel' },
        ],
      ),
    );
  }

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const api = /^\/v1\/checkout\/sessions(?:\/([\w-]+))?$/.exec(url.pathname);
    const hosted = /^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (url.pathname === '/v1/refunds' && req.method === 'POST') {
      if (!authorized(req)) {
        return apiError(res, { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      }
      return createRefund(req, res);
    }
    if (api) {
      if (!authorized(req)) {
        return apiError(res, { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      }
      if (req.method === 'POST' && !api[1]) return createSession(req, res);
      const session = api[1] ? sessions.get(api[1]) : undefined;
      if (req.method === 'GET' && session) return sendJson(res, 200, session);
      if (req.method === 'GET' && api[1]) {
        return apiError(res, {
          status: 404,
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'session',
          message: `No such checkout.session: '${api[1]}'`,
        });
      }
    }
    if (hosted) {
      const session = sessions.get(hosted[1]);
      if (!session) return errorPage(res, 404, 'Unknown Checkout Session.');
      if (req.method === 'GET' && !hosted[2]) return hostedPage(res, session);
      if (req.method === 'POST' && hosted[2]) return finish(res, session, hosted[2] === 'pay');
    }
    apiError(res, {
      status: 404,
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    });
  }, options);
  baseUrl = server.url;

  return {
    url: server.url,
    secretKey,
    sessions,
    charges,
    events,
    deliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async resendLastWebhook() {
      const last = events.at(-1);
      if (!last) throw new Error('no event to resend yet');
      return deliver(last);
    },
    close: server.close,
  };
}

/**
 * Does what the customer's browser does: opens the Checkout page, presses Pay, and returns the
 * success_url Stripe redirects to (after the webhook went out), without following it.
 */
export async function payStripe(sessionUrl: string): Promise<string> {
  return pressOnCheckout(sessionUrl, 'stripe-pay');
}

/** Like payStripe, but presses Cancel: returns the cancel_url. */
export async function cancelStripe(sessionUrl: string): Promise<string> {
  return pressOnCheckout(sessionUrl, 'stripe-cancel');
}

async function pressOnCheckout(sessionUrl: string, testId: string): Promise<string> {
  const response = await fetch(sessionUrl);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`the Checkout page answered ${response.status}: ${html}`);
  return pressButton(sessionUrl, html, testId);
}
