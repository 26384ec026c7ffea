import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { engagementNotificationHandlers } from '../catalogue-events/engagement-notifications.js';
import { inquiryMailHandlers } from '../catalogue-events/inquiry-mails.js';
import type { NotificationDatabase } from '../db/tables.js';
import type { MediaOrigin } from '../mail/own-media-url.js';

export const CATALOGUE_DURABLE = 'notification-catalogue';

/**
 * Reads catalogue's stream with one durable consumer: inquiries become mails, likes and comments
 * become notifications for the artwork's author. Catalogue's other events are acknowledged and
 * skipped by the kit.
 */
export const catalogueConsumerPlugin = fp(
  async (app: FastifyInstance, options: { supportEmail: string; media: MediaOrigin }) => {
    // Catalogue owns the stream; notification may start first.
    await ensureForeignStream(app.bus, 'CATALOGUE', 'catalogue');
    const consumer: RunningConsumer = await startConsumer<NotificationDatabase>({
      bus: app.bus,
      db: app.consumerDb,
      logger: app.log.child({ component: 'catalogue-consumer' }) as never,
      durable: CATALOGUE_DURABLE,
      stream: 'CATALOGUE',
      filterSubject: 'catalogue.>',
      handlers: {
        ...inquiryMailHandlers({ mailQueue: app.mailQueue, supportEmail: options.supportEmail, media: options.media }),
        ...engagementNotificationHandlers(),
      },
      ...OUTAGE_TOLERANT_DELIVERY,
    });
    app.addHook('onClose', async () => {
      await consumer.stop();
    });
  },
  { name: 'catalogue-consumer', dependencies: ['database', 'bus', 'mail-queue', 'live-push'] },
);
