import { defineService } from '@art/kit';
import { notificationConsumers } from './consumers.js';
import type { NotificationDatabase } from './db/tables.js';
import { migrations } from './migrations/index.js';
import { reminderSchedulerPlugin } from './modules/exhibitions/service.js';
import { identityClient } from './modules/mail/identity-client.js';
import { mailLogRoutes, mailPreferenceRoutes } from './modules/mail/routes.js';
import { mailQueuePlugin, mailWorkerPlugin } from './modules/mail/service.js';
import { digestSchedulerPlugin } from './modules/new-works/service.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { livePushPlugin } from './modules/notifications/service.js';

/**
 * Notification: identity, catalogue, social and commerce events in, mails and in-app notifications
 * out (the list under /api/notifications, and `new-notification` pushed to the live socket). It owns
 * no stream. Plugins close in reverse order, so on shutdown the consumers stop first, then the last
 * pushes go out, the worker finishes its sends, then Redis, NATS and PostgreSQL close.
 */
export const buildApp = defineService<NotificationDatabase>({
  area: 'notification',
  migrations,
  async modules(app, config) {
    const queue = { redisUrl: config.REDIS_URL, prefix: config.MAIL_QUEUE_PREFIX };
    await app.register(mailQueuePlugin, { ...queue, retryDelayMs: config.MAIL_RETRY_DELAY_MS });
    await app.register(mailWorkerPlugin, {
      ...queue,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      concurrency: config.MAIL_WORKER_CONCURRENCY,
      publicUrl: config.PUBLIC_URL,
      identity: identityClient({
        baseUrl: config.IDENTITY_URL,
        internalToken: config.INTERNAL_TOKEN,
        timeoutMs: config.IDENTITY_TIMEOUT_MS,
      }),
    });
    // Notifications stored by the consumers are pushed to the live socket once their event committed.
    await app.register(livePushPlugin, { key: config.LIVE_SOCKET_KEY });
    // The daily mail of new works from followed studios: a scheduled run that queues mail jobs.
    await app.register(digestSchedulerPlugin, {
      ...queue,
      pattern: config.NEW_WORKS_DIGEST_CRON,
      timeZone: config.NEW_WORKS_DIGEST_TZ,
      publicUrl: config.PUBLIC_URL,
      internalToken: config.INTERNAL_TOKEN,
    });
    // Followed exhibitions' openings and closings, looked for every few minutes.
    await app.register(reminderSchedulerPlugin, {
      ...queue,
      everyMs: config.EXHIBITION_REMINDER_EVERY_MS,
      fanOutLimit: config.POST_FANOUT_LIMIT,
    });
  },
  consumers: notificationConsumers,
  async routes(app, config) {
    // For operators and tests (internal token; the gateway routes no /internal path).
    await app.register(mailLogRoutes, { internalToken: config.INTERNAL_TOKEN });
    await app.register(notificationRoutes, { prefix: '/api' });
    await app.register(mailPreferenceRoutes, { prefix: '/api', internalToken: config.INTERNAL_TOKEN });
  },
});

export type NotificationApp = Awaited<ReturnType<typeof buildApp>>;
