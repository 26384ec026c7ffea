import { ContentHidden, isOperatorRole, MemberWarned, ReportResolved } from '@art/contracts';
import { moderationEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, conflict, endpointRoute, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingOperator, byOperator } from '../audit/operator.js';
import { recordAction } from '../audit/queries.js';
import { memberById } from '../members/queries.js';
import { suspendInTransaction } from '../suspensions/service.js';
import { caseById, caseCount, casesByStatus, lockCase, reporterIdsOf, settleCase } from './queries.js';
import { type CaseAction, OUTCOME_OF } from './rules.js';
import { caseViews } from './views.js';

type CaseMessages = {
  notFound: string;
  alreadyResolved: string;
  noOwner?: string;
  operatorAccount?: string;
  alreadySuspended?: string;
};

type DecisionEndpoint =
  | typeof endpoints.dismissReportCase
  | typeof endpoints.hideReportedContent
  | typeof endpoints.warnReportedMember
  | typeof endpoints.suspendReportedMember;

/** The report queue: cases grouped per target, and the four ways to settle one. */
export async function reportRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.reportCases, {
    handler: async (request) => {
      const status = request.query.status ?? 'open';
      const [rows, total] = await Promise.all([
        casesByStatus(db, status, request.query.limit, request.query.skip),
        caseCount(db, status),
      ]);
      return { status: 'success', data: { result: await caseViews(db, rows), total } };
    },
  });

  endpointRoute(app, endpoints.reportCase, {
    handler: async (request) => {
      const row = await caseById(db, request.params.caseId);
      if (!row) throw notFound(endpoints.reportCase.messages.notFound);
      const [view] = await caseViews(db, [row]);
      return { status: 'success', data: view };
    },
  });

  const settle = async (
    request: FastifyRequest<{ Params: { caseId: string }; Body: { reason: string } }>,
    action: CaseAction,
    messages: CaseMessages,
  ) => {
    const operator = await actingOperator(db, request);
    const { caseId } = request.params;
    const reason = request.body.reason.trim();
    const outcome = OUTCOME_OF[action];
    await db.transaction().execute(async (trx) => {
      const held = await lockCase(trx, caseId);
      if (!held) throw notFound(messages.notFound);
      if (held.status !== 'open') throw conflict(messages.alreadyResolved, 'already-resolved');
      const ownerId = held.owner_id;
      if (action !== 'dismiss' && !ownerId) throw new AppError(409, 'no-owner', messages.noOwner ?? messages.notFound);
      if (ownerId && action === 'hide') {
        await writeEvent(
          trx,
          ContentHidden,
          { caseId, targetType: held.target_type, targetId: held.target_id, ownerId, reason },
          operator.context,
        );
      }
      if (ownerId && (action === 'warn' || action === 'suspend')) {
        const member = await memberById(trx, ownerId);
        if (action === 'warn') {
          if (member && isOperatorRole(member.role)) {
            throw new AppError(409, 'operator-account', messages.operatorAccount ?? messages.notFound);
          }
          await writeEvent(trx, MemberWarned, { caseId, userId: ownerId, reason }, operator.context);
        } else {
          await suspendInTransaction(trx, operator, { id: ownerId, role: member?.role ?? null }, reason, caseId, {
            operatorAccount: messages.operatorAccount ?? '',
            alreadySuspended: messages.alreadySuspended ?? '',
          });
        }
      }
      await settleCase(trx, caseId, { outcome, reason, by: operator.id, byName: operator.name });
      await writeEvent(
        trx,
        ReportResolved,
        {
          caseId,
          targetType: held.target_type,
          targetId: held.target_id,
          outcome,
          reporterIds: await reporterIdsOf(trx, caseId),
        },
        operator.context,
      );
      await recordAction(
        trx,
        byOperator(operator, {
          action: `report.${action}`,
          targetType: held.target_type,
          targetId: held.target_id,
          subjectUserId: ownerId,
          reason,
          before: { caseId, status: 'open' },
          after: { caseId, status: 'resolved', outcome },
        }),
      );
    });
    const row = await caseById(db, caseId);
    if (!row) throw notFound(messages.notFound);
    const [view] = await caseViews(db, [row]);
    return view;
  };

  // The four decisions differ only in their action and the word of success.
  const decisionRoute = (endpoint: DecisionEndpoint, action: CaseAction, done: string) =>
    endpointRoute(app, endpoint, {
      handler: async (request) => ({
        status: 'success',
        message: done,
        data: await settle(request, action, endpoint.messages),
      }),
    });
  decisionRoute(endpoints.dismissReportCase, 'dismiss', endpoints.dismissReportCase.messages.dismissed);
  decisionRoute(endpoints.hideReportedContent, 'hide', endpoints.hideReportedContent.messages.hidden);
  decisionRoute(endpoints.warnReportedMember, 'warn', endpoints.warnReportedMember.messages.warned);
  decisionRoute(endpoints.suspendReportedMember, 'suspend', endpoints.suspendReportedMember.messages.suspended);
}
