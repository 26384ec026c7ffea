import {
  type Context,
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  type TextMapGetter,
  type TextMapSetter,
  trace,
} from '@opentelemetry/api';
import type { MsgHdrs } from 'nats';

/** The W3C trace context of a moment, as stored with an outbox row and sent in headers. */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/**
 * The active trace context as headers for an outgoing call (`traceparent`, and `tracestate` when
 * there is one); empty outside any span, so a call made outside a request starts its own trace.
 */
export function traceHeaders(from: Context = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(from, carrier);
  return carrier;
}

/** The context a carrier (stored row, headers) names, or the root when it names none. */
export function contextFromCarrier(carrier: TraceCarrier | null | undefined): Context {
  if (!carrier?.traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

const natsGetter: TextMapGetter<MsgHdrs | undefined> = {
  get: (headers, key) => headers?.get(key) || undefined,
  keys: (headers) => headers?.keys() ?? [],
};

const natsSetter: TextMapSetter<MsgHdrs> = {
  set: (headers, key, value) => headers.set(key, value),
};

/** The context a NATS message's headers carry (the relay puts it there). */
export const contextFromNatsHeaders = (headers: MsgHdrs | undefined): Context =>
  propagation.extract(ROOT_CONTEXT, headers, natsGetter);

export const injectIntoNatsHeaders = (from: Context, headers: MsgHdrs): void =>
  propagation.inject(from, headers, natsSetter);

/** `trace_id` and `span_id` of the active span for a log line; nothing outside a span. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
}
