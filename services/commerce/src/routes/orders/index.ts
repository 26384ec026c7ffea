import { ErrorResponse, OrderList, OrderPayload, OrderPlacedResponse, OrderView, StatusMessage } from '@art/contracts';
import { badRequest, conflict, eventContextOf, notFound, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { commerceDb } from '../../lib/database.js';
import { cancelItems } from '../../lib/order-cancellation.js';
import { placementDepsOf, placeOrder } from '../../lib/order-placement.js';
import { buyerOrder, buyerOrders } from '../../lib/order-view.js';

const signedIn = [{ jwt: [] }];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  503: ErrorResponse,
};
const Uuid = Type.String({ format: 'uuid' });
export const ORDER_CANCELLED = 'Order has been Cancelled';
const NOT_CANCELLABLE = 'Only a pending order can be cancelled';
const PAYMENT_METHODS = ['cash', 'esewa', 'connect_ips', 'stripe'] as const;
export const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method: Cash on Delivery, eSewa, ConnectIPS or Card';

/** The buyer's side: place, list, read and cancel orders. */
export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = commerceDb(app);

  app.post(
    '/user/order',
    {
      // Before the schema's own check, so a buyer reads which methods there are, not ajv's words.
      preValidation: async (request) => {
        const method = (request.body as { paymentMethod?: unknown } | null)?.paymentMethod;
        if (!PAYMENT_METHODS.includes(method as never)) throw badRequest(PAYMENT_METHOD_MESSAGE, 'payment-method');
      },
      preHandler: requireViewer,
      schema: {
        tags: ['orders'],
        summary:
          'Place an order: shipping checked in the spec’s order, totals computed here, stock reserved at catalogue',
        operationId: 'commercePlaceOrder',
        security: signedIn,
        body: OrderPayload,
        response: { 201: OrderPlacedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(
        placementDepsOf(app),
        viewerOf(request).id,
        request.body,
        eventContextOf(request),
      );
      request.log.info(
        { orderId: placed.orderId, paymentMethod: placed.paymentMethod, dropped: placed.dropped?.length ?? 0 },
        'order placed',
      );
      return reply.code(201).send({ status: 'success', ...placed });
    },
  );

  app.get(
    '/user/order',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['orders'],
        summary: "The signed-in buyer's orders, newest first",
        operationId: 'commerceListOrders',
        security: signedIn,
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          skip: Type.Integer({ minimum: 0, default: 0 }),
        }),
        response: { 200: OrderList, ...errors },
      },
    },
    async (request) => ({
      status: 'success',
      data: { result: await buyerOrders(db, viewerOf(request).id, request.query.limit, request.query.skip) },
    }),
  );

  app.get(
    '/user/order/:id',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['orders'],
        summary: 'One of the buyer’s orders with its payment status and history (the return pages show it)',
        operationId: 'commerceGetOrder',
        security: signedIn,
        params: Type.Object({ id: Uuid }),
        response: { 200: Type.Object({ status: Type.String(), data: OrderView }), ...errors },
      },
    },
    async (request) => {
      const order = await buyerOrder(db, viewerOf(request).id, request.params.id);
      if (!order) throw notFound('Order not found');
      return { status: 'success', data: order };
    },
  );

  async function cancel(
    buyerId: string,
    orderId: string,
    itemIds: string[] | 'all',
    context: ReturnType<typeof eventContextOf>,
  ) {
    const cancelled = await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .where('state', '=', 'placed')
        .forUpdate()
        .executeTakeFirst();
      // Someone else's order reads as none: its existence is not the caller's business.
      if (!order || order.buyer_id !== buyerId) throw notFound('Order not found');
      return cancelItems(
        trx,
        order,
        {
          itemIds,
          from: ['PENDING'],
          reason: 'buyer',
          note: 'cancelled by the buyer',
          nprPerUsd: app.config.NPR_PER_USD,
        },
        context,
      );
    });
    if (cancelled === 0) throw conflict(NOT_CANCELLABLE, 'not-cancellable');
    app.outbox.kick();
  }

  app.post(
    '/user/order/itemcancel',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['orders'],
        summary: 'Cancel one item of an order while it is PENDING (owner only)',
        operationId: 'commerceCancelOrderItem',
        security: signedIn,
        body: Type.Object({ order_id: Uuid, item_id: Uuid }),
        response: { 200: StatusMessage, ...errors },
      },
    },
    async (request) => {
      await cancel(viewerOf(request).id, request.body.order_id, [request.body.item_id], eventContextOf(request));
      return { status: 'success', message: ORDER_CANCELLED };
    },
  );

  app.post(
    '/user/order/cancel',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['orders'],
        summary: 'Cancel every PENDING item of an order (owner only)',
        operationId: 'commerceCancelOrder',
        security: signedIn,
        body: Type.Object({ order_id: Uuid }),
        response: { 200: StatusMessage, ...errors },
      },
    },
    async (request) => {
      await cancel(viewerOf(request).id, request.body.order_id, 'all', eventContextOf(request));
      return { status: 'success', message: ORDER_CANCELLED };
    },
  );
}
