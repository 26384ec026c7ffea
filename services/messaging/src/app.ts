import {
  busPlugin,
  busSettingsOf,
  createServer,
  databasePlugin,
  healthPlugin,
  metricsPlugin,
  openapiPlugin,
  outboxPlugin,
  redisPlugin,
  requestUserPlugin,
  type ServerOptions,
  storagePlugin,
} from '@art/kit';
import multipart from '@fastify/multipart';
import type { MessagingConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { chatPlugin } from './plugins/chat.js';
import { consumersPlugin } from './plugins/consumers.js';
import { livePlugin } from './plugins/live.js';
import { socketEventsPlugin } from './plugins/socket-events.js';
import { messagesRoutes } from './routes/messages/index.js';
import { roomsRoutes } from './routes/rooms/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: MessagingConfig;
  }
}

/**
 * The messaging area: chat rooms (one-to-one and groups), their messages and pictures, the live
 * socket (socket.io with the Redis adapter) and the projections of identity's users and social's
 * blocks.
 */
export async function buildApp(config: MessagingConfig, server: Partial<ServerOptions> = {}) {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL, ...server });
  app.decorate('config', config);

  // external
  await app.register(databasePlugin, { url: config.DATABASE_URL, migrations, migrate: config.MIGRATE_ON_START });
  await app.register(busPlugin, {
    ...busSettingsOf(config),
    streams: [{ base: 'MESSAGING', subjectRoot: 'messaging' }],
  });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(outboxPlugin, {});
  await app.register(openapiPlugin, { title: 'messaging' });
  await app.register(healthPlugin);
  await app.register(metricsPlugin); // GET /metrics (in-cluster only)
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });
  // The picture form is checked where it is read; these are the outer bounds.
  await app.register(multipart, {
    limits: { fileSize: config.CHAT_PICTURE_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024 },
  });
  await app.register(storagePlugin, config);

  // app: the live socket, the domain, then what the sockets may do
  await app.register(livePlugin);
  await app.register(chatPlugin);
  await app.register(socketEventsPlugin);
  // Consumers last: they close first on shutdown, before what they write with.
  await app.register(consumersPlugin);

  // routes: the gateway forwards the public paths as they are, /api included
  await app.register(roomsRoutes, { prefix: '/api' });
  await app.register(messagesRoutes, { prefix: '/api' });

  return app;
}

export type MessagingApp = Awaited<ReturnType<typeof buildApp>>;
