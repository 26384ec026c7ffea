import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../db/tables.js';
import { identityMailHandlers } from '../identity-mails/identity-mail-handlers.js';

export const IDENTITY_DURABLE = 'notification-identity';

/**
 * Reads identity's stream with a durable consumer and turns its events into mail jobs. Events of
 * identity that are not about mail are acknowledged and skipped by the kit.
 */
export const identityConsumerPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    // Identity owns the stream, but notification may start first: create it (same settings as
    // identity's) only when missing, so the durable can be bound and nothing published is missed.
    await ensureForeignStream(app.bus, 'IDENTITY', 'identity');
    const consumer: RunningConsumer = await startConsumer<NotificationDatabase>({
      bus: app.bus,
      db: app.db as Kysely<NotificationDatabase>,
      logger: app.log.child({ component: 'identity-consumer' }) as never,
      durable: IDENTITY_DURABLE,
      stream: 'IDENTITY',
      filterSubject: 'identity.>',
      handlers: identityMailHandlers({ mailQueue: app.mailQueue, publicUrl: options.publicUrl }),
      ...OUTAGE_TOLERANT_DELIVERY,
    });
    // Registered last, so closed first: no new job is queued once the queue starts closing.
    app.addHook('onClose', async () => {
      await consumer.stop();
    });
  },
  { name: 'identity-consumer', dependencies: ['database', 'bus', 'mail-queue'] },
);
