import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationDatabase } from '../db/tables.js';
import { studioOutcomeHandlers } from '../identity-events/studio-outcome.js';
import { identityMailHandlers } from '../identity-mails/identity-mail-handlers.js';
import { userProjectionHandlers } from '../projections/users.js';

export const IDENTITY_DURABLE = 'notification-identity';

/**
 * Reads identity's stream with a durable consumer: its events become mail jobs, its user
 * snapshots feed the `users` projection (a notification's sender), and an approved studio request
 * becomes a notification. Identity's other events are acknowledged and skipped by the kit.
 */
export const identityConsumerPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    // Identity owns the stream, but notification may start first: create it (same settings as
    // identity's) only when missing, so the durable can be bound and nothing published is missed.
    await ensureForeignStream(app.bus, 'IDENTITY', 'identity');
    const consumer: RunningConsumer = await startConsumer<NotificationDatabase>({
      bus: app.bus,
      db: app.consumerDb,
      logger: app.log.child({ component: 'identity-consumer' }) as never,
      durable: IDENTITY_DURABLE,
      stream: 'IDENTITY',
      filterSubject: 'identity.>',
      handlers: {
        ...identityMailHandlers({ mailQueue: app.mailQueue, publicUrl: options.publicUrl }),
        ...userProjectionHandlers(),
        ...studioOutcomeHandlers(),
      },
      ...OUTAGE_TOLERANT_DELIVERY,
    });
    // Registered last, so closed first: no new job is queued once the queue starts closing.
    app.addHook('onClose', async () => {
      await consumer.stop();
    });
  },
  { name: 'identity-consumer', dependencies: ['database', 'bus', 'mail-queue', 'live-push'] },
);
