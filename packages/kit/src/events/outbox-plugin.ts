import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { daysToMs, loadEventsConfig } from './events-config.js';
import { listenForCommittedEvents } from './outbox-listener.js';
import { type OutboxLag, outboxLag } from './outbox-maintenance.js';
import { type OutboxRelay, startOutboxRelay } from './outbox-relay.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRelay;
    /** What waits in the outbox; /health reports it. */
    outboxLag(): Promise<OutboxLag>;
  }
}

/**
 * Runs the outbox relay of this instance (the active one among the replicas publishes); stopped
 * before the bus and database close. Every replica listens for committed events, so whichever is
 * active publishes them at once; the poll catches what a lost connection let slip. Settings not
 * passed come from OUTBOX_* variables.
 */
export const outboxPlugin = fp(
  async (app: FastifyInstance, options: { intervalMs?: number; maxAttempts?: number; retentionDays?: number }) => {
    const settings = loadEventsConfig();
    const relay = startOutboxRelay({
      db: app.db,
      bus: app.bus,
      logger: app.log.child({ component: 'outbox' }) as never,
      intervalMs: options.intervalMs,
      maxAttempts: options.maxAttempts ?? settings.OUTBOX_MAX_ATTEMPTS,
      retentionMs: daysToMs(options.retentionDays ?? settings.OUTBOX_RETENTION_DAYS),
    });
    const listener = await listenForCommittedEvents({
      url: app.databaseUrl,
      logger: app.log.child({ component: 'outbox-listener' }),
      onCommit: () => relay.eventsCommitted(),
    });
    app.decorate('outbox', relay);
    app.decorate('outboxLag', () => outboxLag(app.db));
    app.addHook('onClose', async () => {
      await listener.close();
      await relay.stop();
    });
  },
  { name: 'outbox', dependencies: ['database', 'bus'] },
);
