import { PasswordChanged, PasswordResetRequested } from '@art/contracts';
import { badRequest, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../db/schema.js';
import { refuseCommonPassword } from '../lib/common-passwords.js';
import { announceSessionsEnded, recordSessionsEnded } from '../lib/end-sessions.js';
import { MESSAGES, newPasswordProblems, normalizeEmail } from '../lib/registration-rules.js';
import type { Sealer } from '../lib/sealed-secret.js';
import { minutesFromNow, newResetToken, sha256 } from '../lib/secrets.js';

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
  async (app: FastifyInstance, options: { tokenTtlMinutes: number; sealer: Sealer }) => {
    const db = app.db as Kysely<IdentityTables>;

    async function openToken(token: string) {
      if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
      return db
        .selectFrom('reset_tokens')
        .select(['id', 'user_id'])
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
    }

    app.decorate('passwordReset', {
      async request(email, context) {
        if (!email.trim()) throw badRequest(MESSAGES.emailEmpty);
        const user = await app.users.byEmail(normalizeEmail(email));
        if (!user) throw notFound(EMAIL_NOT_FOUND);
        const token = newResetToken();
        const expiresAt = minutesFromNow(options.tokenTtlMinutes);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('reset_tokens')
            .set({ used_at: new Date(), token_sealed: null })
            .where('user_id', '=', user.id)
            .where('used_at', 'is', null)
            .execute();
          const row = await trx
            .insertInto('reset_tokens')
            .values({
              user_id: user.id,
              token_hash: sha256(token),
              token_sealed: options.sealer.seal(token),
              expires_at: expiresAt,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The event names the record; the mail worker fetches the token when it sends the mail.
          await writeEvent(
            trx,
            PasswordResetRequested,
            { userId: user.id, tokenId: row.id },
            { ...context, actor: { userId: user.id, role: user.role } },
          );
        });
        app.outbox.kick();
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
          const claimed = await trx
            .updateTable('reset_tokens')
            .set({ used_at: new Date() })
            .where('id', '=', open.id)
            .where('used_at', 'is', null)
            .returning('id')
            .executeTakeFirst();
          if (!claimed) return null;
          await trx
            .updateTable('reset_tokens')
            .set({ used_at: new Date() })
            .where('user_id', '=', open.user_id)
            .where('used_at', 'is', null)
            .execute();
          await trx
            .updateTable('reset_tokens')
            .set({ token_sealed: null })
            .where('user_id', '=', open.user_id)
            .where('token_sealed', 'is not', null)
            .execute();
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
  { name: 'password-reset', dependencies: ['users-repository', 'passwords', 'outbox', 'session-versions'] },
);
