import { commerceEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { sendStripeRefunds } from '../refunds/service.js';
import { soldItems } from './queries.js';
import { moveSale } from './service.js';
import { saleView } from './views.js';

/** The artist's side: the items sold from their studio and moving each one along. */
export async function salesRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.artistSales, {
    handler: async (request) => {
      const rows = await soldItems(db, viewerOf(request).id, request.query.limit, request.query.skip);
      return { status: 'success', data: { result: rows.map(saleView) } };
    },
  });

  endpointRoute(app, endpoints.moveSale, {
    handler: async (request) => {
      const { item_id: itemId, status: to } = request.body;
      const refundedOrder = await moveSale(
        db,
        {
          artistId: viewerOf(request).id,
          itemId,
          to,
          nprPerUsd: app.config.NPR_PER_USD,
          notFound: endpoints.moveSale.messages.notFound,
        },
        eventContextOf(request),
      );
      // A paid item cancelled: its card refund goes to Stripe now (the reconciler retries a failure).
      if (refundedOrder) await sendStripeRefunds(db, app.payments, request.log, refundedOrder);
      return { status: 'success', message: `Order item is now ${to}` };
    },
  });
}
