import { AppealSubmitted, UserUpdated } from '@art/contracts';
import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, badRequest, conflict, type EventContext, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toSnapshot } from '../accounts/views.js';
import { normalizeEmail } from '../registration/rules.js';
import { announceSessionsEnded, recordSessionsEnded } from '../sessions/end-sessions.js';
import { insertAppeal } from './queries.js';

/**
 * Suspensions are moderation's decisions (moderation.account.suspended / reinstated); identity
 * acts on them: sign-in refused with the reason (sessions/sign-in-rules.ts), every session ended
 * (the live socket drops the member's sockets on identity.session.revoked), and the snapshot says
 * `suspended`, so every area hides the member's content. A suspended member may appeal once per
 * suspension, proven with e-mail and password since they cannot sign in.
 */
export interface Suspensions {
  suspend(decision: { userId: string; reason: string }, context: EventContext): Promise<void>;
  reinstate(decision: { userId: string }, context: EventContext): Promise<void>;
  appeal(body: { email: string; password: string; text: string }, context: EventContext): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    suspensions: Suspensions;
  }
}

export const suspensionsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const { messages } = endpoints.appeal;

    app.decorate('suspensions', {
      async suspend({ userId, reason }, context) {
        const ended = await db.transaction().execute(async (trx) => {
          const user = await app.users.byId(userId, trx);
          if (!user) return null;
          if (user.suspended_at !== null) {
            // Suspended again while suspended (a redelivery, a second case): the reason is the latest.
            if (user.suspension_reason !== reason) {
              const row = await app.users.update(trx, userId, { suspension_reason: reason });
              await writeEvent(trx, UserUpdated, toSnapshot(row), context);
            }
            return null;
          }
          const row = await app.users.update(
            trx,
            userId,
            { suspended_at: new Date(), suspension_reason: reason },
            { endSessions: true },
          );
          await writeEvent(trx, UserUpdated, toSnapshot(row), context);
          await recordSessionsEnded(trx, { userId, sessionVersion: row.session_version, reason: 'suspended' }, context);
          return row;
        });
        if (ended) await announceSessionsEnded(app, ended);
      },

      async reinstate({ userId }, context) {
        await db.transaction().execute(async (trx) => {
          const user = await app.users.byId(userId, trx);
          if (!user || user.suspended_at === null) return;
          const row = await app.users.update(trx, userId, { suspended_at: null, suspension_reason: null });
          await writeEvent(trx, UserUpdated, toSnapshot(row), context);
        });
      },

      async appeal({ email, password, text }, context) {
        const user = await app.users.byEmail(normalizeEmail(email));
        // Checked whether or not the account exists, so the time taken tells nothing.
        const matches = await app.passwords.matches(user?.password_hash ?? null, password);
        if (!user || !matches) throw new AppError(401, 'error', messages.wrongCredentials);
        if (user.suspended_at === null) throw conflict(messages.notSuspended);
        if (!text.trim()) throw badRequest(messages.textEmpty);
        await db.transaction().execute(async (trx) => {
          const appealId = await insertAppeal(trx, {
            userId: user.id,
            suspendedAt: user.suspended_at as Date,
            text: text.trim(),
          });
          if (!appealId) throw conflict(messages.alreadyAppealed);
          await writeEvent(
            trx,
            AppealSubmitted,
            { appealId, userId: user.id, text: text.trim() },
            { ...context, actor: { userId: user.id, role: user.role } },
          );
        });
      },
    } satisfies Suspensions);
  },
  { name: 'suspensions', dependencies: ['users-repository', 'passwords', 'outbox', 'session-versions'] },
);
