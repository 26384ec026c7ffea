import { StudioRequestApproved, StudioRequestRejected } from '@art/contracts';
import { moderationEndpoints as endpoints } from '@art/contracts/endpoints';
import { conflict, endpointRoute, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { actingOperator, byOperator } from '../audit/operator.js';
import { recordAction } from '../audit/queries.js';
import { decideStudioRequest, lockStudioRequest, studioRequestById, studioRequestsByStatus } from './queries.js';
import { studioRequestView } from './views.js';

/** The studio request queue: approve (the member becomes an artist) or reject with a reason. */
export async function studioRequestRoutes(app: FastifyInstance) {
  const db = app.db;
  const sign = app.signStudioImage;

  endpointRoute(app, endpoints.studioRequests, {
    handler: async (request) => {
      const rows = await studioRequestsByStatus(db, request.query.status ?? 'pending');
      return { status: 'success', data: { result: rows.map((row) => studioRequestView(row, sign)) } };
    },
  });

  const decide = async (
    request: Parameters<typeof actingOperator>[1] & { params: { id: string } },
    decision: 'approved' | 'rejected',
    reason: string | null,
    messages: { notFound: string; alreadyDecided: string },
  ) => {
    const operator = await actingOperator(db, request);
    const id = request.params.id;
    await db.transaction().execute(async (trx) => {
      const held = await lockStudioRequest(trx, id);
      if (!held) throw notFound(messages.notFound);
      if (held.status !== 'pending') throw conflict(messages.alreadyDecided, 'already-decided');
      await decideStudioRequest(trx, id, { status: decision, by: operator.id, byName: operator.name, reason });
      if (decision === 'approved') {
        await writeEvent(trx, StudioRequestApproved, { requestId: id, userId: held.user_id }, operator.context);
      } else {
        await writeEvent(
          trx,
          StudioRequestRejected,
          { requestId: id, userId: held.user_id, reason: reason ?? '' },
          operator.context,
        );
      }
      await recordAction(
        trx,
        byOperator(operator, {
          action: decision === 'approved' ? 'studio-request.approve' : 'studio-request.reject',
          targetType: 'studio-request',
          targetId: id,
          subjectUserId: held.user_id,
          reason,
          before: { status: 'pending' },
          after: { status: decision },
        }),
      );
    });
    const row = await studioRequestById(db, id);
    if (!row) throw notFound(messages.notFound);
    return studioRequestView(row, sign);
  };

  const approve = endpoints.approveStudioRequest.messages;
  endpointRoute(app, endpoints.approveStudioRequest, {
    handler: async (request) => ({
      status: 'success',
      message: approve.approved,
      data: await decide(request, 'approved', null, approve),
    }),
  });

  const reject = endpoints.rejectStudioRequest.messages;
  endpointRoute(app, endpoints.rejectStudioRequest, {
    handler: async (request) => ({
      status: 'success',
      message: reject.rejected,
      data: await decide(request, 'rejected', request.body.reason.trim(), reject),
    }),
  });
}
