import { PasswordChanged, PasswordResetRequested } from '@art/contracts';
import { badRequest, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, newPasswordProblems, normalizeEmail } from '../registration/rules.js';
import { minutesFromNow, newResetToken, sha256 } from '../secrets/codes.js';
import { announceSessionsEnded, recordSessionsEnded } from '../sessions/end-sessions.js';
import {
  claimResetToken,
  closeResetTokens,
  insertResetToken,
  openResetToken,
  retireOpenResetTokens,
} from './queries.js';
import { refuseCommonPassword } from './rules.js';

export const EMAIL_NOT_FOUND = 'Email not found';
export const TOKEN_INVALID = 'Your token is invalid or expired. Please try again';

export interface PasswordReset {
  /** Mails a link with a fresh token (earlier links stop working). */
  request(email: string, context: EventContext): Promise<void>;
  /**
   * Sets the new password; the token then stops working, as does every other open one, and every
   * session of the account ends.
   */
  reset(token: string, password: string, confirmation: string, context: EventContext): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordReset;
  }
}

export const passwordResetPlugin = fp(
  async (app: FastifyInstance, options: { tokenTtlMinutes: number }) => {
    const db = app.db;

    async function openToken(token: string) {
      if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
      return openResetToken(db, sha256(token));
    }

    app.decorate('passwordReset', {
      async request(email, context) {
        if (!email.trim()) throw badRequest(MESSAGES.emailEmpty);
        const user = await app.users.byEmail(normalizeEmail(email));
        if (!user) throw notFound(EMAIL_NOT_FOUND);
        const token = newResetToken();
        const expiresAt = minutesFromNow(options.tokenTtlMinutes);
        await db.transaction().execute(async (trx) => {
          await retireOpenResetTokens(trx, user.id);
          const tokenId = await insertResetToken(trx, {
            userId: user.id,
            tokenHash: sha256(token),
            tokenSealed: app.sealer.seal(token),
            expiresAt,
          });
          // The event names the record; the mail worker fetches the token when it sends the mail.
          await writeEvent(
            trx,
            PasswordResetRequested,
            { userId: user.id, tokenId },
            { ...context, actor: { userId: user.id, role: user.role } },
          );
        });
      },

      async reset(token, password, confirmation, context) {
        // The token is checked first: with a dead link, fixing the password would not help.
        const open = await openToken(token);
        if (!open) throw notFound(TOKEN_INVALID);
        const problems = newPasswordProblems(password, confirmation);
        if (problems.length > 0) throw badRequest(problems);
        refuseCommonPassword(password);
        const passwordHash = await app.passwords.hash(password);
        const changed = await db.transaction().execute(async (trx) => {
          // Claimed with the same conditions again: of two requests with one token, one wins.
          if (!(await claimResetToken(trx, open.id))) return null;
          await closeResetTokens(trx, open.user_id);
          // Whoever knew the old password may hold a session: every one of them ends.
          const user = await app.users.update(
            trx,
            open.user_id,
            { password_hash: passwordHash },
            { endSessions: true },
          );
          const actor = { ...context, actor: { userId: user.id, role: user.role } };
          await writeEvent(trx, PasswordChanged, { userId: user.id }, actor);
          await recordSessionsEnded(
            trx,
            { userId: user.id, sessionVersion: user.session_version, reason: 'password-reset' },
            actor,
          );
          return user;
        });
        if (!changed) throw notFound(TOKEN_INVALID);
        await announceSessionsEnded(app, changed);
      },
    } satisfies PasswordReset);
  },
  {
    name: 'password-reset',
    dependencies: ['users-repository', 'passwords', 'outbox', 'session-versions', 'secrets'],
  },
);
