import {
  busPlugin,
  busSettingsOf,
  createServer,
  databasePlugin,
  healthPlugin,
  metricsPlugin,
  openapiPlugin,
  redisPlugin,
  requestUserPlugin,
} from '@art/kit';
import type { NotificationConfig } from './config.js';
import { migrations } from './db/migrations.js';
import { identityClient } from './identity-mails/identity-client.js';
import { catalogueConsumerPlugin } from './plugins/catalogue-consumer.js';
import { commerceConsumerPlugin } from './plugins/commerce-consumer.js';
import { identityConsumerPlugin } from './plugins/identity-consumer.js';
import { livePushPlugin } from './plugins/live-push.js';
import { mailQueuePlugin } from './plugins/mail-queue.js';
import { mailWorkerPlugin } from './plugins/mail-worker.js';
import { socialConsumerPlugin } from './plugins/social-consumer.js';
import { mailLogRoutes } from './routes/mail-log/index.js';
import { notificationRoutes } from './routes/notifications/index.js';

/**
 * Notification: identity, catalogue, social and commerce events in, mails and in-app notifications out (the list under
 * /api/notifications, and `new-notification` pushed to the live socket). Plugins close in reverse order, so on shutdown
 * the consumers stop first, then the last pushes go out, the worker finishes its sends, then Redis, NATS and
 * PostgreSQL close.
 */
export async function buildApp(config: NotificationConfig) {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL });

  // external
  await app.register(databasePlugin, { url: config.DATABASE_URL, migrations, migrate: config.MIGRATE_ON_START });
  await app.register(busPlugin, busSettingsOf(config));
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(openapiPlugin, { title: 'notification' });
  await app.register(healthPlugin);
  await app.register(metricsPlugin); // GET /metrics (in-cluster only)
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });

  // app: the mail queue, its worker, and the events that fill it
  const queueOptions = { redisUrl: config.REDIS_URL, prefix: config.MAIL_QUEUE_PREFIX };
  await app.register(mailQueuePlugin, { ...queueOptions, retryDelayMs: config.MAIL_RETRY_DELAY_MS });
  await app.register(mailWorkerPlugin, {
    ...queueOptions,
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
  // notifications stored by the consumers are pushed to the live socket once their event committed
  await app.register(livePushPlugin, { key: config.LIVE_SOCKET_KEY });
  await app.register(identityConsumerPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(catalogueConsumerPlugin, {
    supportEmail: config.SUPPORT_EMAIL,
    media: { publicUrl: config.PUBLIC_URL, publicMediaUrl: config.PUBLIC_MEDIA_URL },
  });
  await app.register(socialConsumerPlugin, { fanOutLimit: config.POST_FANOUT_LIMIT });
  await app.register(commerceConsumerPlugin, { publicUrl: config.PUBLIC_URL });

  // routes
  await app.register(mailLogRoutes, { internalToken: config.INTERNAL_TOKEN });
  await app.register(notificationRoutes, { prefix: '/api' });

  return app;
}
