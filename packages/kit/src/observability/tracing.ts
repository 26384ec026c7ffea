import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { Type } from 'typebox';
import { baseConfigProperties, loadConfig } from '../config.js';

/** The name every span of the kit is made under (the instrumentation scope). */
export const KIT_TRACER_NAME = '@art/kit';

export const kitTracer = () => trace.getTracer(KIT_TRACER_NAME);

export interface TracingOptions {
  serviceName: string;
  /** OTLP/HTTP base URL; without it spans are made (their ids go into logs) but sent nowhere. */
  endpoint?: string;
  /** Share of new traces kept; a caller's decision (the traceparent's sampled flag) is followed. */
  samplerRatio?: number;
  /** Instead of the OTLP exporter (tests give an in-memory one). */
  spanProcessors?: SpanProcessor[];
}

const TracingConfig = Type.Object({
  OTEL_EXPORTER_OTLP_ENDPOINT: baseConfigProperties.OTEL_EXPORTER_OTLP_ENDPOINT,
  OTEL_TRACES_SAMPLER_RATIO: baseConfigProperties.OTEL_TRACES_SAMPLER_RATIO,
});

/** The tracing settings of the process's environment (validated with the rest of a service's config). */
export function tracingSettingsFromEnv(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(TracingConfig, env);
  return { endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, samplerRatio: config.OTEL_TRACES_SAMPLER_RATIO };
}

/**
 * Keeps `ratio` of the traces that start here (by trace id, so every service decides alike) and
 * follows the caller's decision for the rest: a sampled traceparent is traced through, an
 * unsampled one is not (OTEL_TRACES_SAMPLER_RATIO: 0.1 in production, 1 in development).
 */
export function tracesSampler(ratio: number): Sampler {
  return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
}

let provider: NodeTracerProvider | null = null;

/**
 * The OTLP exporter, loaded only when there is a collector to send to: it is some 200 modules,
 * which every process without one (every test process, every service started by a test) would
 * otherwise load for nothing. Required (its CommonJS build), so that startTracing stays synchronous.
 */
function otlpExporter(url: string): SpanExporter {
  const load = createRequire(import.meta.url);
  const { OTLPTraceExporter } = load(
    '@opentelemetry/exporter-trace-otlp-http',
  ) as typeof import('@opentelemetry/exporter-trace-otlp-http');
  return new OTLPTraceExporter({ url });
}

/**
 * Registers the process's tracer provider, once: the first caller's settings hold, later calls
 * are no-ops (tests build several servers in one process). Context lives in AsyncLocalStorage
 * (NodeTracerProvider's context manager), so it follows awaits from a request or an event into
 * the database calls and events that come of it. Only W3C trace context is propagated: nothing
 * here reads baggage, and taking it from callers would only widen what they can inject.
 * The exporter batches (OTEL_BSP_* variables tune it); no auto-instrumentation: the spans are
 * made where the kit knows what they mean (requests, publishes, consumed events).
 */
export function startTracing(options: TracingOptions): void {
  if (provider) return;
  const spanProcessors =
    options.spanProcessors ??
    (options.endpoint
      ? [new BatchSpanProcessor(otlpExporter(`${options.endpoint.replace(/\/+$/, '')}/v1/traces`))]
      : []);
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    sampler: tracesSampler(options.samplerRatio ?? 1),
    spanProcessors,
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
}

/**
 * Sends the spans still batched and stops the exporter: the last step of a graceful stop. A
 * collector that does not answer gets `timeoutMs`, not the exporter's own 30 s: a stop must end
 * within the platform's grace period, and lost spans are the lesser loss.
 */
export async function shutdownTracing(timeoutMs = 3000): Promise<void> {
  const current = provider;
  if (!current) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    current.shutdown().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
