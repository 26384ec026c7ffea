import {
  audiencePlugin,
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
import type { SocialConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { blocksPlugin } from './plugins/blocks.js';
import { consumersPlugin } from './plugins/consumers.js';
import { feedPlugin } from './plugins/feed.js';
import { followsPlugin } from './plugins/follows.js';
import { postsPlugin } from './plugins/posts.js';
import { blocksRoutes } from './routes/blocks/index.js';
import { commentsRoutes } from './routes/comments/index.js';
import { feedRoutes } from './routes/feed/index.js';
import { followsRoutes } from './routes/follows/index.js';
import { postsRoutes } from './routes/posts/index.js';
import { reportsRoutes } from './routes/reports/index.js';
import { studiosRoutes } from './routes/studios/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: SocialConfig;
  }
}

/**
 * The social area: posts with their likes, comments and hides, the feeds, follows and follow
 * requests, studios to follow, reports and blocks, and a projection of identity's users.
 */
export async function buildApp(config: SocialConfig, server: Partial<ServerOptions> = {}) {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL, ...server });
  app.decorate('config', config);

  // external
  await app.register(databasePlugin, { url: config.DATABASE_URL, migrations, migrate: config.MIGRATE_ON_START });
  await app.register(busPlugin, {
    ...busSettingsOf(config),
    streams: [{ base: 'SOCIAL', subjectRoot: 'social' }],
  });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(outboxPlugin, {});
  await app.register(openapiPlugin, { title: 'social' });
  await app.register(healthPlugin);
  await app.register(metricsPlugin); // GET /metrics (in-cluster only)
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });
  // The post form is checked where it is read; these are the outer bounds.
  await app.register(multipart, {
    limits: { fileSize: config.POST_IMAGE_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  await app.register(storagePlugin, config);

  // app: domain services. Each asks the audience (app.audience, the kit's one rule) before it shows
  // or touches a member's content: social's own blocks and approved follows, and the privacy
  // setting of its projection of identity's users.
  await app.register(audiencePlugin, {
    blocks: { table: 'blocks' },
    follows: { table: 'follows' },
    privacy: { table: 'users' },
  });
  await app.register(postsPlugin);
  await app.register(feedPlugin);
  await app.register(followsPlugin);
  await app.register(blocksPlugin);
  // Consumers last: they close first on shutdown, before what they write with.
  await app.register(consumersPlugin);

  // routes: the gateway forwards the public paths as they are, /api included
  await app.register(postsRoutes, { prefix: '/api' });
  await app.register(feedRoutes, { prefix: '/api' });
  await app.register(commentsRoutes, { prefix: '/api' });
  await app.register(followsRoutes, { prefix: '/api' });
  await app.register(studiosRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(blocksRoutes, { prefix: '/api' });

  return app;
}

export type SocialApp = Awaited<ReturnType<typeof buildApp>>;
