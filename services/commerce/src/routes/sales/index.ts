import { ErrorResponse, isArtistRole, OrderItemsMoved, SaleView, StatusMessage } from '@art/contracts';
import { conflict, eventContextOf, forbidden, notFound, requireViewer, viewerOf, writeEvent } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { commerceDb } from '../../lib/database.js';
import { cancelItems } from '../../lib/order-cancellation.js';
import { orderedItem, orderNumberOf, recordHistory } from '../../lib/order-records.js';
import { artistMoveAllowed, moneyReceived } from '../../lib/order-status.js';
import { artistSales } from '../../lib/order-view.js';
import { sendStripeRefunds } from '../../lib/refund-sender.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
/** Sales are a studio's: a plain member has none to see or move (the Sales tab shows for artists only). */
export const STUDIO_ONLY = 'Only a studio can manage its sales';
const STEP_OF = { CONFIRMED: 'confirmed', SHIPPED: 'shipped', DELIVERED: 'delivered' } as const;
const ArtistMove = Type.Union([
  Type.Literal('CONFIRMED'),
  Type.Literal('SHIPPED'),
  Type.Literal('DELIVERED'),
  Type.Literal('CANCELLED'),
]);

/** The artist's side: the items sold from their studio and moving each one along. */
export async function salesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = commerceDb(app);

  app.get(
    '/studio/sales',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['sales'],
        summary: "Items of placed orders for the signed-in artist's artworks, newest first (studios only)",
        operationId: 'commerceArtistSales',
        security: signedIn,
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          skip: Type.Integer({ minimum: 0, default: 0 }),
        }),
        response: {
          200: Type.Object({ status: Type.String(), data: Type.Object({ result: Type.Array(SaleView) }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (!isArtistRole(viewer.role)) throw forbidden(STUDIO_ONLY);
      return {
        status: 'success',
        data: { result: await artistSales(db, viewer.id, request.query.limit, request.query.skip) },
      };
    },
  );

  app.post(
    '/studio/sales/status',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['sales'],
        summary: 'Move a sold item: PENDING → CONFIRMED → SHIPPED → DELIVERED, or cancel it before it ships',
        operationId: 'commerceMoveSale',
        security: signedIn,
        body: Type.Object({ item_id: Type.String({ format: 'uuid' }), status: ArtistMove }),
        response: { 200: StatusMessage, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (!isArtistRole(viewer.role)) throw forbidden(STUDIO_ONLY);
      const context = eventContextOf(request);
      const { item_id: itemId, status: to } = request.body;
      const refundedOrder = await db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('order_items')
          .selectAll()
          .where('id', '=', itemId)
          .forUpdate()
          .executeTakeFirst();
        if (!item || item.artist_id !== viewer.id) throw notFound('Order item not found');
        const order = await trx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', item.order_id)
          .executeTakeFirstOrThrow();
        const paid = moneyReceived(order.payment_status);
        if (!artistMoveAllowed(item.status, to, paid, order.payment_method !== 'cash')) {
          throw conflict(`An item that is ${item.status} cannot become ${to}`, 'invalid-transition');
        }
        if (to === 'CANCELLED') {
          await cancelItems(
            trx,
            order,
            {
              itemIds: [item.id],
              from: ['PENDING', 'CONFIRMED'],
              reason: 'artist',
              note: 'cancelled by the artist',
              nprPerUsd: app.config.NPR_PER_USD,
            },
            context,
          );
          return order.id;
        }
        const moved = await trx
          .updateTable('order_items')
          .set({ status: to })
          .where('id', '=', item.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordHistory(
          trx,
          [{ orderId: order.id, itemId: item.id, status: to, step: STEP_OF[to], note: 'moved by the artist' }],
          context,
        );
        // The buyer hears of it; catalogue settles a cash order's hold on CONFIRMED.
        await writeEvent(
          trx,
          OrderItemsMoved,
          {
            orderId: order.id,
            orderNumber: orderNumberOf(order),
            buyerId: order.buyer_id,
            status: to,
            items: [orderedItem(moved)],
          },
          context,
        );
        return null;
      });
      app.outbox.kick();
      // A paid item cancelled: its card refund goes to Stripe now (the reconciler retries a failure).
      if (refundedOrder) await sendStripeRefunds(db, app.payments, request.log, refundedOrder);
      return { status: 'success', message: `Order item is now ${to}` };
    },
  );
}
