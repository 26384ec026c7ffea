import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { withTimeout } from '../timeout.js';

export interface OutboxLag {
  pending: number;
  parked: number;
  oldestPendingSeconds: number | null;
}

async function state(probe: () => Promise<unknown>, timeoutMs: number): Promise<string> {
  try {
    await withTimeout(probe, timeoutMs);
    return 'up';
  } catch (error) {
    return `down: ${(error as Error).message}`;
  }
}

/**
 * `/ready` is what a load balancer asks: this instance's listener answers, its own database
 * answers, and it is not shutting down. Redis and NATS stay out of it on purpose: when they are
 * down every instance would leave rotation together, during the very outage the outbox and the
 * fail-open limits exist to ride through.
 *
 * `/health` answers 200 while the process lives and reports PostgreSQL, Redis, NATS and the
 * outbox's lag as information. Each probe is bounded (probeTimeoutMs), so a hanging dependency
 * never makes a liveness probe time out.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, options: { probeTimeoutMs?: number; readyTimeoutMs?: number } = {}) => {
    const probeTimeoutMs = options.probeTimeoutMs ?? 1000;
    const readyTimeoutMs = options.readyTimeoutMs ?? 2000;
    const draining = () => app.hasDecorator('isDraining') && app.isDraining();

    app.get('/health', { schema: { hide: true } as never, logLevel: 'warn' }, async () => {
      const dependencies: Record<string, string> = {};
      const outbox: { lag?: OutboxLag | string } = {};
      await Promise.all([
        app.hasDecorator('db') &&
          state(() => sql`select 1`.execute(app.db), probeTimeoutMs).then((s) => {
            dependencies.postgres = s;
          }),
        app.hasDecorator('redis') &&
          // ioredis queues commands while reconnecting; its own status says "down" at once.
          (app.redis.status === 'ready'
            ? state(() => app.redis.ping(), probeTimeoutMs)
            : Promise.resolve(`down: ${app.redis.status}`)
          ).then((s) => {
            dependencies.redis = s;
          }),
        app.hasDecorator('bus') &&
          (app.bus.nc.isClosed()
            ? Promise.resolve('down: closed')
            : state(() => app.bus.jsm.getAccountInfo(), probeTimeoutMs)
          ).then((s) => {
            dependencies.nats = s;
          }),
        app.hasDecorator('outboxLag') &&
          withTimeout(() => (app as unknown as { outboxLag(): Promise<OutboxLag> }).outboxLag(), probeTimeoutMs)
            .then((lag) => {
              outbox.lag = lag;
            })
            .catch((error: Error) => {
              outbox.lag = `unknown: ${error.message}`;
            }),
      ]);
      return {
        status: 'success',
        message: draining() ? 'alive, shutting down' : 'alive',
        dependencies,
        ...(outbox.lag === undefined ? {} : { outbox: outbox.lag }),
      };
    });

    app.get('/ready', { schema: { hide: true } as never, logLevel: 'warn' }, async (_request, reply) => {
      if (draining()) return reply.code(503).send({ status: 'not-ready', message: { shutdown: 'draining' } });
      const checks: Record<string, string> = { listener: 'up' };
      if (app.hasDecorator('db')) checks.postgres = await state(() => sql`select 1`.execute(app.db), readyTimeoutMs);
      const ready = Object.values(checks).every((s) => s === 'up');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'success' : 'not-ready', message: checks });
    });
  },
  { name: 'health' },
);
