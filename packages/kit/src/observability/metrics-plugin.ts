import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxLag } from '../events/outbox-maintenance.js';
import { unauthorized } from '../http/errors.js';
import { type CountedQueue, consumerMetrics, outboxMetrics, queueMetrics } from './metrics-collectors.js';
import { processMetrics } from './process-metrics.js';
import { UNOBSERVED_ROUTES } from './unobserved-routes.js';

export interface Metrics {
  /** This app's registry, for a metric of a service's own. */
  registry: Registry;
  /** Reports the queue's jobs by state (bullmq_queue_jobs) at each scrape. */
  registerQueue(queue: CountedQueue): void;
  /** A gauge whose value `read` gives at each scrape (e.g. socket_connections). */
  gauge(name: string, help: string, read: () => number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /**
   * When set, GET /metrics needs `Authorization: Bearer <token>`: for the gateway, whose port is
   * public. Services leave it unset; only the cluster reaches them (their NetworkPolicies).
   */
  bearerToken?: string;
  /** Longest wait for one dependency's figures (outbox, NATS, Redis) during a scrape. */
  collectTimeoutMs?: number;
}

/** Checks `Authorization: Bearer <token>` in constant time. */
function requireBearer(token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('The metrics need the bearer token');
    }
  };
}

/**
 * GET /metrics in Prometheus text format: the process's metrics, request rate, errors and latency
 * per route (http_requests_total, http_request_duration_seconds, labelled with the route pattern so
 * that the number of series stays bounded; an unknown path is "unmatched"), and what is read at
 * scrape time: the outbox backlog, the lag and dead letters of the process's consumers, the
 * registered BullMQ queues and any gauge a service adds. Probes and scrapes are not counted.
 * Register it early, before the plugins that register queues or gauges with it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions = {}) => {
    const timeoutMs = options.collectTimeoutMs ?? 1000;
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route pattern and status code',
      labelNames,
      registers: [registry],
    });

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (route === undefined || !UNOBSERVED_ROUTES.has(route)) {
        const labels = { method: request.method, route: route ?? 'unmatched', status_code: String(reply.statusCode) };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
      }
      done();
    });

    // Read at scrape time from what the app has when it is scraped (registered before or after this).
    outboxMetrics(
      registry,
      () => (app as unknown as { outboxLag(): Promise<OutboxLag> }).outboxLag(),
      timeoutMs,
      () => app.hasDecorator('outboxLag'),
    );
    consumerMetrics(registry, () => (app.hasDecorator('bus') ? app.bus : null), timeoutMs);
    const queues = new Set<CountedQueue>();
    queueMetrics(registry, queues, timeoutMs);

    app.decorate('metrics', {
      registry,
      registerQueue: (queue: CountedQueue) => {
        queues.add(queue);
      },
      gauge: (name: string, help: string, read: () => number) => {
        const gauge: Gauge = new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            gauge.set(read());
          },
        });
      },
    } satisfies Metrics);

    app.get(
      '/metrics',
      {
        schema: { hide: true } as never,
        logLevel: 'warn',
        ...(options.bearerToken ? { preHandler: requireBearer(options.bearerToken) } : {}),
      },
      async (_request, reply) => {
        const text = (await Promise.all([processMetrics().metrics(), registry.metrics()])).join('\n');
        return reply.type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics' },
);
