import { defineService } from '@art/kit';
import { commerceConsumers } from './consumers.js';
import type { CommerceTables } from './db/schema.js';
import { migrations } from './migrations/index.js';
import { cartRoutes } from './modules/cart/routes.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { paymentsPlugin } from './modules/payments/service/index.js';
import { reconcilerPlugin } from './modules/reconciler/service/index.js';
import { refundRoutes } from './modules/refunds/routes.js';
import { salesRoutes } from './modules/sales/routes.js';
import { stockPlugin } from './modules/stock/service.js';

/**
 * The commerce area: carts, orders with their status history, payments (cash, eSewa, ConnectIPS,
 * Stripe) and the projections of identity's members, catalogue's artworks and social's blocks they need.
 */
export const buildApp = defineService<CommerceTables>({
  area: 'commerce',
  migrations,
  stream: { base: 'COMMERCE', subjectRoot: 'commerce' },
  // Who may trade with whom: a block between buyer and artist stops it, both ways.
  audience: { blocks: { table: 'blocks' } },
  async modules(app) {
    await app.register(stockPlugin);
    await app.register(paymentsPlugin);
    await app.register(reconcilerPlugin);
  },
  consumers: commerceConsumers,
  async routes(app) {
    await app.register(cartRoutes, { prefix: '/api' });
    await app.register(checkoutRoutes, { prefix: '/api' });
    await app.register(orderRoutes, { prefix: '/api' });
    await app.register(salesRoutes, { prefix: '/api' });
    await app.register(paymentRoutes, { prefix: '/api' });
    await app.register(refundRoutes, { prefix: '/api' });
  },
});

export type CommerceApp = Awaited<ReturnType<typeof buildApp>>;
