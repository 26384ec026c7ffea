import { PasswordResetRequested } from '@art/contracts';
import { badRequest, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../db/schema.js';
import { MESSAGES, newPasswordProblems, normalizeEmail } from '../lib/registration-rules.js';
import { minutesFromNow, newResetToken, sha256 } from '../lib/secrets.js';

export const EMAIL_NOT_FOUND = 'Email not found';
export const TOKEN_INVALID = 'Your token is invalid or expired. Please try again';

export interface PasswordReset {
  /** Mails a link with a fresh token (earlier links stop working). */
  request(email: string, context: EventContext): Promise<void>;
  /** Sets the new password; the token then stops working, as does every other open one. */
  reset(token: string, password: string, confirmation: string, context: EventContext): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordReset;
  }
}

export const passwordResetPlugin = fp(
  async (app: FastifyInstance, options: { tokenTtlMinutes: number; publicUrl: string }) => {
    const db = app.db as Kysely<IdentityTables>;
    const linkBase = `${options.publicUrl.replace(/\/$/, '')}/resetpassword/`;

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
            .set({ used_at: new Date() })
            .where('user_id', '=', user.id)
            .where('used_at', 'is', null)
            .execute();
          await trx
            .insertInto('reset_tokens')
            .values({ user_id: user.id, token_hash: sha256(token), expires_at: expiresAt })
            .execute();
          await writeEvent(
            trx,
            PasswordResetRequested,
            {
              userId: user.id,
              name: user.name,
              email: user.email,
              token,
              resetUrl: `${linkBase}${token}`,
              expiresAt: expiresAt.toISOString(),
            },
            { ...context, actor: { userId: user.id, role: user.role } },
          );
        });
        app.outbox.kick();
      },

      async reset(token, password, confirmation, _context) {
        // The token is checked first: with a dead link, fixing the password would not help.
        const open = await openToken(token);
        if (!open) throw notFound(TOKEN_INVALID);
        const problems = newPasswordProblems(password, confirmation);
        if (problems.length > 0) throw badRequest(problems);
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
          if (!claimed) return false;
          await trx
            .updateTable('reset_tokens')
            .set({ used_at: new Date() })
            .where('user_id', '=', open.user_id)
            .where('used_at', 'is', null)
            .execute();
          await app.users.update(trx, open.user_id, { password_hash: passwordHash });
          return true;
        });
        if (!changed) throw notFound(TOKEN_INVALID);
      },
    } satisfies PasswordReset);
  },
  { name: 'password-reset', dependencies: ['users-repository', 'passwords', 'outbox'] },
);
