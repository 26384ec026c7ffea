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
} from '@art/kit';
import type { CommerceConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { consumersPlugin } from './plugins/consumers.js';
import { paymentsPlugin } from './plugins/payments.js';
import { reconcilerPlugin } from './plugins/reconciler.js';
import { stockPlugin } from './plugins/stock.js';
import { cartRoutes } from './routes/cart/index.js';
import { checkoutRoutes } from './routes/checkout/index.js';
import { orderRoutes } from './routes/orders/index.js';
import { paymentRoutes } from './routes/payments/index.js';
import { refundRoutes } from './routes/refunds/index.js';
import { salesRoutes } from './routes/sales/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: CommerceConfig;
  }
}

/**
 * The commerce area: carts, orders with their status history, payments (cash, eSewa, ConnectIPS,
 * Stripe) and the projections of identity's members, catalogue's artworks and social's blocks they need.
 */
export async function buildApp(config: CommerceConfig, server: Partial<ServerOptions> = {}) {
  const app = createServer({ name: config.SERVICE_NAME, logLevel: config.LOG_LEVEL, ...server });
  app.decorate('config', config);

  // external
  await app.register(databasePlugin, { url: config.DATABASE_URL, migrations, migrate: config.MIGRATE_ON_START });
  await app.register(busPlugin, {
    ...busSettingsOf(config),
    streams: [{ base: 'COMMERCE', subjectRoot: 'commerce' }],
  });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(outboxPlugin, {});
  await app.register(openapiPlugin, { title: 'commerce' });
  await app.register(healthPlugin);
  await app.register(metricsPlugin); // GET /metrics (in-cluster only)
  await app.register(requestUserPlugin, { internalToken: config.INTERNAL_TOKEN });

  // app: domain services
  // Who may trade with whom: a block between buyer and artist stops it, both ways.
  await app.register(audiencePlugin, { blocks: { table: 'blocks' } });
  await app.register(stockPlugin);
  await app.register(paymentsPlugin);
  await app.register(reconcilerPlugin);
  // Consumers last: they close first on shutdown, before what they write with.
  await app.register(consumersPlugin);

  // routes: the gateway forwards the public paths as they are, /api included
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(salesRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(refundRoutes, { prefix: '/api' });

  return app;
}

export type CommerceApp = Awaited<ReturnType<typeof buildApp>>;
