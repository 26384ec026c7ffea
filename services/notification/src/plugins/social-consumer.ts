import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationDatabase } from '../db/tables.js';
import { socialNotificationHandlers } from '../social-events/social-notifications.js';

export const SOCIAL_DURABLE = 'notification-social';

/**
 * Reads social's stream with one durable consumer: likes, comments, new posts, follows, follow
 * requests and their approval become notifications, and follows feed the projection a new post's
 * fan-out reads. Social's other events are acknowledged and skipped by the kit.
 */
export const socialConsumerPlugin = fp(
  async (app: FastifyInstance, options: { fanOutLimit: number }) => {
    // Social owns the stream; notification may start first.
    await ensureForeignStream(app.bus, 'SOCIAL', 'social');
    const consumer: RunningConsumer = await startConsumer<NotificationDatabase>({
      bus: app.bus,
      db: app.consumerDb,
      logger: app.log.child({ component: 'social-consumer' }) as never,
      durable: SOCIAL_DURABLE,
      stream: 'SOCIAL',
      filterSubject: 'social.>',
      handlers: socialNotificationHandlers({ fanOutLimit: options.fanOutLimit }),
      ...OUTAGE_TOLERANT_DELIVERY,
    });
    app.addHook('onClose', async () => {
      await consumer.stop();
    });
  },
  { name: 'social-consumer', dependencies: ['database', 'bus', 'live-push'] },
);
