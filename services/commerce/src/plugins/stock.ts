import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type StockClient, stockClient } from '../lib/stock-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockClient;
  }
}

/** Catalogue's stock calls, configured once. */
export const stockPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'stock',
      stockClient({
        catalogueUrl: app.config.CATALOGUE_URL,
        internalToken: app.config.INTERNAL_TOKEN,
        timeoutMs: app.config.STOCK_TIMEOUT_MS,
      }),
    );
  },
  { name: 'stock' },
);
