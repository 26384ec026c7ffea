import { ErrorResponse, isOperatorRole, RefundList, RefundView } from '@art/contracts';
import { AppError, conflict, eventContextOf, notFound, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { commerceDb } from '../../lib/database.js';
import { orderNumberOf } from '../../lib/order-records.js';
import { completeRefund, refundView } from '../../lib/refunds.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
export const OPERATOR_ONLY = 'Only the marketplace’s operators can see and settle refunds';

function requireOperator(request: FastifyRequest) {
  const viewer = viewerOf(request);
  if (!isOperatorRole(viewer.role)) throw new AppError(403, 'operator-only', OPERATOR_ONLY);
  return viewer;
}

/**
 * Operators' side of refunds: eSewa and ConnectIPS have no refund call, so the money goes back by
 * hand and an operator marks it with the transfer's reference (their screens come with the
 * moderation issue). Card refunds are Stripe's to confirm (charge.refunded).
 */
export async function refundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = commerceDb(app);

  app.get(
    '/operator/refunds',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['refunds'],
        summary: 'Refunds owed or made, oldest first (operators only)',
        operationId: 'commerceOperatorRefunds',
        security: signedIn,
        querystring: Type.Object({
          status: Type.Union([Type.Literal('pending'), Type.Literal('refunded')], { default: 'pending' }),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          skip: Type.Integer({ minimum: 0, default: 0 }),
        }),
        response: { 200: RefundList, ...errors },
      },
    },
    async (request) => {
      requireOperator(request);
      const rows = await db
        .selectFrom('refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .selectAll('r')
        .select('o.number')
        .where('r.status', '=', request.query.status)
        .orderBy('r.created_at')
        .orderBy('r.id')
        .limit(request.query.limit)
        .offset(request.query.skip)
        .execute();
      return { status: 'success', data: { result: rows.map((row) => refundView(row, orderNumberOf(row))) } };
    },
  );

  app.post(
    '/operator/refunds/:id/refunded',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['refunds'],
        summary: 'Mark an eSewa or ConnectIPS refund as paid back, with the transfer’s reference (operators only)',
        operationId: 'commerceMarkRefunded',
        security: signedIn,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ reference: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }),
        response: { 200: Type.Object({ status: Type.String(), data: RefundView }), ...errors },
      },
    },
    async (request) => {
      requireOperator(request);
      const refund = await db.selectFrom('refunds').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!refund) throw notFound('Refund not found');
      if (refund.provider === 'stripe') {
        throw new AppError(409, 'card-refund', 'Card refunds are made and confirmed by Stripe');
      }
      const done = await completeRefund(db, refund.id, request.body.reference.trim(), eventContextOf(request));
      if (!done) throw conflict('This refund is already marked as paid back', 'already-refunded');
      app.outbox.kick();
      const row = await db
        .selectFrom('refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .selectAll('r')
        .select('o.number')
        .where('r.id', '=', refund.id)
        .executeTakeFirstOrThrow();
      return { status: 'success', data: refundView(row, orderNumberOf(row)) };
    },
  );
}
