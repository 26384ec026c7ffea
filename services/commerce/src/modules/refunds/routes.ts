import { commerceEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, conflict, endpointRoute, eventContextOf, notFound } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { orderNumberOf } from '../orders/views.js';
import { findRefund, refundsWithNumbers, refundWithNumber } from './queries.js';
import { completeRefund } from './service.js';
import { refundView } from './views.js';

/**
 * Operators' side of refunds: eSewa and ConnectIPS have no refund call, so the money goes back by
 * hand and an operator marks it with the transfer's reference (their screens come with the
 * moderation issue). Card refunds are Stripe's to confirm (charge.refunded).
 */
export async function refundRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.operatorRefunds, {
    handler: async (request) => {
      const rows = await refundsWithNumbers(db, request.query.status, request.query.limit, request.query.skip);
      return { status: 'success', data: { result: rows.map((row) => refundView(row, orderNumberOf(row))) } };
    },
  });

  const { messages } = endpoints.markRefunded;
  endpointRoute(app, endpoints.markRefunded, {
    handler: async (request) => {
      const refund = await findRefund(db, request.params.id);
      if (!refund) throw notFound(messages.notFound);
      if (refund.provider === 'stripe') throw new AppError(409, 'card-refund', messages.cardRefund);
      const done = await completeRefund(db, refund.id, request.body.reference.trim(), eventContextOf(request));
      if (!done) throw conflict(messages.alreadyRefunded, 'already-refunded');
      const row = await refundWithNumber(db, refund.id);
      return { status: 'success', data: refundView(row, orderNumberOf(row)) };
    },
  });
}
