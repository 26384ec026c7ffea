import { commerceEndpoints as endpoints } from '@art/contracts/endpoints';
import { conflict, type EventContext, endpointRoute, eventContextOf, notFound, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { buyerOrder, buyerOrders, cancelForBuyer } from './service.js';

/** The buyer's side: list, read and cancel orders (placing one is the checkout's). */
export async function orderRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.listOrders, {
    handler: async (request) => ({
      status: 'success',
      data: { result: await buyerOrders(db, viewerOf(request).id, request.query.limit, request.query.skip) },
    }),
  });

  endpointRoute(app, endpoints.getOrder, {
    handler: async (request) => {
      const order = await buyerOrder(db, viewerOf(request).id, request.params.id);
      if (!order) throw notFound(endpoints.getOrder.messages.notFound);
      return { status: 'success', data: order };
    },
  });

  const { messages } = endpoints.cancelOrder;

  async function cancel(buyerId: string, orderId: string, itemIds: string[] | 'all', context: EventContext) {
    const cancelled = await cancelForBuyer(
      db,
      { buyerId, orderId, itemIds, nprPerUsd: app.config.NPR_PER_USD, notFound: messages.notFound },
      context,
    );
    if (cancelled === 0) throw conflict(messages.notCancellable, 'not-cancellable');
  }

  endpointRoute(app, endpoints.cancelOrderItem, {
    handler: async (request) => {
      await cancel(viewerOf(request).id, request.body.order_id, [request.body.item_id], eventContextOf(request));
      return { status: 'success', message: messages.cancelled };
    },
  });

  endpointRoute(app, endpoints.cancelOrder, {
    handler: async (request) => {
      await cancel(viewerOf(request).id, request.body.order_id, 'all', eventContextOf(request));
      return { status: 'success', message: messages.cancelled };
    },
  });
}
