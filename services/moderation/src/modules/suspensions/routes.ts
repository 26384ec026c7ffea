import { AccountReinstated, AppealRejected } from '@art/contracts';
import { moderationEndpoints as endpoints } from '@art/contracts/endpoints';
import { conflict, endpointRoute, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { actingOperator, byOperator } from '../audit/operator.js';
import { recordAction } from '../audit/queries.js';
import { memberById } from '../members/queries.js';
import {
  appealById,
  appealsByStatus,
  currentSuspensions,
  latestAppealsOf,
  openAppealOf,
  suspensionOf,
} from './queries.js';
import { suspendInTransaction } from './service.js';
import { appealView, suspensionView } from './views.js';

/** Suspensions (made here or from a report case), lifted here; appeals rejected or granted by lifting. */
export async function suspensionRoutes(app: FastifyInstance) {
  const db = app.db;

  const suspensionWithAppeal = async (userId: string) => {
    const rows = (await currentSuspensions(db)).filter((row) => row.user_id === userId);
    const [appeal] = await latestAppealsOf(db, [userId]);
    const row = rows[0];
    return row ? suspensionView(row, appeal) : null;
  };

  endpointRoute(app, endpoints.suspensions, {
    handler: async () => {
      const rows = await currentSuspensions(db);
      const appeals = await latestAppealsOf(
        db,
        rows.map((row) => row.user_id),
      );
      const byUser = new Map(appeals.map((appeal) => [appeal.user_id, appeal]));
      // An appeal shows beside a suspension only if it came after it began.
      return {
        status: 'success',
        data: {
          result: rows.map((row) => {
            const appeal = byUser.get(row.user_id);
            return suspensionView(row, appeal && appeal.submitted_at >= row.since ? appeal : undefined);
          }),
        },
      };
    },
  });

  const suspend = endpoints.suspendMember.messages;
  endpointRoute(app, endpoints.suspendMember, {
    handler: async (request) => {
      const operator = await actingOperator(db, request);
      const { userId } = request.params;
      const reason = request.body.reason.trim();
      const member = await memberById(db, userId);
      if (!member) throw notFound(suspend.memberNotFound);
      await db.transaction().execute(async (trx) => {
        await suspendInTransaction(trx, operator, { id: userId, role: member.role }, reason, null, suspend);
        await recordAction(
          trx,
          byOperator(operator, {
            action: 'member.suspend',
            targetType: 'user',
            targetId: userId,
            subjectUserId: userId,
            reason,
            before: { suspended: false },
            after: { suspended: true },
          }),
        );
      });
      const view = await suspensionWithAppeal(userId);
      if (!view) throw new Error('the suspension just made is not there');
      return { status: 'success', message: suspend.suspended, data: { ...view, appeal: null } };
    },
  });

  const reinstate = endpoints.reinstateMember.messages;
  endpointRoute(app, endpoints.reinstateMember, {
    handler: async (request) => {
      const operator = await actingOperator(db, request);
      const { userId } = request.params;
      const reason = request.body.reason.trim();
      const grantedId = await db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('suspensions')
          .selectAll()
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!held) {
          if (!(await memberById(trx, userId))) throw notFound(reinstate.memberNotFound);
          throw conflict(reinstate.notSuspended, 'not-suspended');
        }
        await trx.deleteFrom('suspensions').where('user_id', '=', userId).execute();
        await trx.updateTable('members').set({ suspended: false }).where('id', '=', userId).execute();
        // Lifting the suspension is granting the appeal against it.
        const appeal = await openAppealOf(trx, userId);
        if (appeal) {
          await trx
            .updateTable('appeals')
            .set({
              status: 'granted',
              decided_at: new Date(),
              decided_by: operator.id,
              decided_by_name: operator.name,
              decision_reason: reason,
            })
            .where('id', '=', appeal.id)
            .execute();
        }
        await writeEvent(trx, AccountReinstated, { userId, reason }, operator.context);
        await recordAction(
          trx,
          byOperator(operator, {
            action: 'member.reinstate',
            targetType: 'user',
            targetId: userId,
            subjectUserId: userId,
            reason,
            before: { suspended: true, reason: held.reason, since: held.since.toISOString(), caseId: held.case_id },
            after: { suspended: false, ...(appeal ? { appealId: appeal.id, appeal: 'granted' } : {}) },
          }),
        );
        return appeal?.id ?? null;
      });
      const appeal = grantedId ? await appealById(db, grantedId) : undefined;
      return {
        status: 'success',
        message: reinstate.reinstated,
        data: { userId, appeal: appeal ? appealView(appeal) : null },
      };
    },
  });

  endpointRoute(app, endpoints.appeals, {
    handler: async (request) => {
      const rows = await appealsByStatus(db, request.query.status ?? 'open');
      return { status: 'success', data: { result: rows.map(appealView) } };
    },
  });

  const rejectAppeal = endpoints.rejectAppeal.messages;
  endpointRoute(app, endpoints.rejectAppeal, {
    handler: async (request) => {
      const operator = await actingOperator(db, request);
      const { id } = request.params;
      const reason = request.body.reason.trim();
      await db.transaction().execute(async (trx) => {
        const held = await trx.selectFrom('appeals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!held) throw notFound(rejectAppeal.notFound);
        if (held.status !== 'open') throw conflict(rejectAppeal.alreadyDecided, 'already-decided');
        await trx
          .updateTable('appeals')
          .set({
            status: 'rejected',
            decided_at: new Date(),
            decided_by: operator.id,
            decided_by_name: operator.name,
            decision_reason: reason,
          })
          .where('id', '=', id)
          .execute();
        const suspension = await suspensionOf(trx, held.user_id);
        await writeEvent(trx, AppealRejected, { appealId: id, userId: held.user_id, reason }, operator.context);
        await recordAction(
          trx,
          byOperator(operator, {
            action: 'appeal.reject',
            targetType: 'appeal',
            targetId: id,
            subjectUserId: held.user_id,
            reason,
            before: { status: 'open' },
            after: { status: 'rejected', suspended: suspension !== undefined },
          }),
        );
      });
      const row = await appealById(db, id);
      if (!row) throw notFound(rejectAppeal.notFound);
      return { status: 'success', message: rejectAppeal.rejected, data: appealView(row) };
    },
  });
}
