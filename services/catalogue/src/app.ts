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
import type { CatalogueConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { artworksPlugin } from './plugins/artworks.js';
import { cachePlugin } from './plugins/cache.js';
import { consumersPlugin } from './plugins/consumers.js';
import { directoryPlugin } from './plugins/directory.js';
import { engagementPlugin } from './plugins/engagement.js';
import { exhibitionsPlugin } from './plugins/exhibitions.js';
import { listingsPlugin } from './plugins/listings.js';
import { searchPlugin } from './plugins/search.js';
import { stockPlugin } from './plugins/stock.js';
import { artworksRoutes } from './routes/artworks/index.js';
import { categoriesRoutes } from './routes/categories/index.js';
import { directoryRoutes } from './routes/directory/index.js';
import { engagementRoutes } from './routes/engagement/index.js';
import { exhibitionsRoutes } from './routes/exhibitions/index.js';
import { internalRoutes } from './routes/internal/index.js';
import { listingsRoutes } from './routes/listings/index.js';
import { searchRoutes } from './routes/search/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: CatalogueConfig;
  }
}

/**
 * The catalogue: categories, artworks and their images, likes and comments on artworks, listings,
 * search, sliders, exhibitions, inquiries, and the studios directory (a projection of identity's
 * users and social's follows).
 */
export async function buildApp(config: CatalogueConfig, server: Partial<ServerOptions> = {}) {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL, ...server });
  app.decorate('config', config);

  // external
  await app.register(databasePlugin, { url: config.DATABASE_URL, migrations, migrate: config.MIGRATE_ON_START });
  await app.register(busPlugin, {
    ...busSettingsOf(config),
    streams: [{ base: 'CATALOGUE', subjectRoot: 'catalogue' }],
  });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(outboxPlugin, {});
  await app.register(openapiPlugin, { title: 'catalogue' });
  await app.register(healthPlugin);
  await app.register(metricsPlugin); // GET /metrics (in-cluster only)
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });
  // Per-form limits are checked where each form is read; these are the outer bounds.
  await app.register(multipart, {
    limits: {
      fileSize: config.ARTWORK_IMAGE_MAX_BYTES + 1,
      files: config.ARTWORK_IMAGE_LIMIT + 1,
      fields: 80,
      fieldSize: 64 * 1024,
    },
  });
  await app.register(storagePlugin, config);

  // app: domain services
  // Artworks are public content: a block hides them both ways, a private account does not (so
  // the audience reads no privacy here, and liking a private member's artwork is allowed).
  await app.register(audiencePlugin, { blocks: { table: 'blocks' } });
  await app.register(cachePlugin);
  await app.register(artworksPlugin);
  await app.register(listingsPlugin);
  await app.register(engagementPlugin);
  await app.register(directoryPlugin);
  await app.register(searchPlugin);
  await app.register(exhibitionsPlugin);
  await app.register(stockPlugin);
  // Consumers last: they close first on shutdown, before what they write with.
  await app.register(consumersPlugin);

  // routes: the gateway forwards the public paths as they are, /api included
  await app.register(categoriesRoutes, { prefix: '/api' });
  await app.register(artworksRoutes, { prefix: '/api' });
  await app.register(listingsRoutes, { prefix: '/api' });
  await app.register(engagementRoutes, { prefix: '/api' });
  await app.register(directoryRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(exhibitionsRoutes, { prefix: '/api' });
  // commerce's stock calls (internal token; the gateway routes no /internal path)
  await app.register(internalRoutes, { internalToken: config.INTERNAL_TOKEN });

  return app;
}

export type CatalogueApp = Awaited<ReturnType<typeof buildApp>>;
