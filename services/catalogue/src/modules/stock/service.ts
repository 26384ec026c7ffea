import type { StockReservationRequest, StockReservationResult } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reserveStock } from './queries.js';

export interface Stock {
  /**
   * Commerce's reservation for an order: one piece of each artwork, or nothing (`refused`, with
   * the reason per artwork). Asked again for the same order, the stored outcome is answered.
   */
  reserve(request: StockReservationRequest, context: EventContext): Promise<StockReservationResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stock: Stock;
  }
}

/**
 * Stock held for orders. A reservation changes the artworks as an edit does (version, outbox
 * event, cached listings dropped after the commit), so no listing shows a piece that is gone;
 * an artwork whose last piece is taken leaves the store (`in_store` false) by the form's own rule.
 * Releases come from `commerce.order.cancelled` (handlers.ts).
 */
export const stockPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const stock: Stock = {
      async reserve(request, context) {
        const { result, changed } = await db.transaction().execute((trx) => reserveStock(trx, request, context));
        if (changed) await app.catalogueCache?.invalidateArtworks();
        return result;
      },
    };
    app.decorate('stock', stock);
  },
  { name: 'stock', dependencies: ['database', 'outbox', 'cache'] },
);
