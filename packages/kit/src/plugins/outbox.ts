import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type OutboxRelay, startOutboxRelay } from '../outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRelay;
  }
}

/** Runs the outbox relay of this instance; stopped before the bus and database close. */
export const outboxPlugin = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    const relay = startOutboxRelay({
      db: app.db,
      bus: app.bus,
      logger: app.log.child({ component: 'outbox' }) as never,
      intervalMs: options.intervalMs,
    });
    app.decorate('outbox', relay);
    app.addHook('onClose', async () => {
      await relay.stop();
    });
  },
  { name: 'outbox', dependencies: ['database', 'bus'] },
);
