import { UserRegistered, UserVerified, VerificationRequested } from '@art/contracts';
import { AppError, badRequest, conflict, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables, UserRow } from '../db/schema.js';
import { MESSAGES, normalizeEmail, type RegistrationInput, registrationProblem } from '../lib/registration-rules.js';
import { minutesFromNow, newVerificationCode, sha256 } from '../lib/secrets.js';
import { toSnapshot } from '../lib/user-view.js';
import { DuplicateEmail } from './users-repository.js';

export const INVALID_CODE = 'The code you entered is invalid';
export const UNKNOWN_EMAIL = 'The email you entered is not associated with any account.';
export const ALREADY_VERIFIED = 'Your email is already verified. Please login.';

export interface Registration {
  register(input: RegistrationInput, context: EventContext): Promise<UserRow>;
  verifyEmail(code: string, context: EventContext): Promise<UserRow>;
  resendCode(email: string, context: EventContext): Promise<UserRow>;
  /** Makes a fresh code for the user (earlier ones stop working) and asks for the mail. */
  issueCode(trx: Transaction<IdentityTables>, user: UserRow, context: EventContext): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registration: Registration;
  }
}

export const registrationPlugin = fp(
  async (app: FastifyInstance, options: { codeTtlMinutes: number }) => {
    const db = app.db as Kysely<IdentityTables>;

    async function issueCode(trx: Transaction<IdentityTables>, user: UserRow, context: EventContext) {
      await trx
        .updateTable('verification_codes')
        .set({ used_at: new Date() })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      const expiresAt = minutesFromNow(options.codeTtlMinutes);
      // The verify link carries only the code, so an open code must be unique; on the rare
      // collision another one is drawn.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const code = newVerificationCode();
        const row = await trx
          .insertInto('verification_codes')
          .values({ user_id: user.id, code_hash: sha256(code), expires_at: expiresAt })
          .onConflict((oc) => oc.column('code_hash').where('used_at', 'is', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) continue;
        await writeEvent(
          trx,
          VerificationRequested,
          { userId: user.id, name: user.name, email: user.email, code, expiresAt: expiresAt.toISOString() },
          context,
        );
        return code;
      }
      throw new Error('could not draw a free verification code');
    }

    app.decorate('registration', {
      issueCode,

      async register(input, context) {
        const problem = registrationProblem(input);
        if (problem) throw badRequest(problem);
        const email = normalizeEmail(input.email);
        if (await app.users.byEmail(email)) throw conflict('An account with this email already exists. Please login.');
        const passwordHash = await app.passwords.hash(input.password);
        try {
          const user = await db.transaction().execute(async (trx) => {
            const created = await app.users.create(trx, {
              email,
              name: input.name.trim(),
              password_hash: passwordHash,
            });
            const withActor = { ...context, actor: { userId: created.id, role: created.role } };
            await writeEvent(trx, UserRegistered, toSnapshot(created), withActor);
            await issueCode(trx, created, withActor);
            return created;
          });
          app.outbox.kick();
          return user;
        } catch (error) {
          // Two sign-ups with one e-mail at the same moment: the unique index decides.
          if (error instanceof DuplicateEmail)
            throw conflict('An account with this email already exists. Please login.');
          throw error;
        }
      },

      async verifyEmail(code, context) {
        if (!/^\d{6}$/.test(code.trim())) throw new AppError(400, 'error', INVALID_CODE);
        const user = await db.transaction().execute(async (trx) => {
          const open = await trx
            .updateTable('verification_codes')
            .set({ used_at: new Date() })
            .where('code_hash', '=', sha256(code.trim()))
            .where('used_at', 'is', null)
            .where('expires_at', '>', new Date())
            .returning('user_id')
            .executeTakeFirst();
          if (!open) return null;
          const verified = await app.users.update(trx, open.user_id, { email_verified: true });
          await writeEvent(
            trx,
            UserVerified,
            { userId: verified.id, name: verified.name, email: verified.email },
            { ...context, actor: { userId: verified.id, role: verified.role } },
          );
          return verified;
        });
        if (!user) throw new AppError(400, 'error', INVALID_CODE);
        app.outbox.kick();
        return user;
      },

      async resendCode(email, context) {
        if (!email.trim()) throw badRequest(MESSAGES.emailEmpty);
        const user = await app.users.byEmail(normalizeEmail(email));
        if (!user) throw notFound(UNKNOWN_EMAIL);
        if (user.email_verified) throw new AppError(400, 'error', ALREADY_VERIFIED);
        await db
          .transaction()
          .execute((trx) => issueCode(trx, user, { ...context, actor: { userId: user.id, role: user.role } }));
        app.outbox.kick();
        return user;
      },
    } satisfies Registration);
  },
  { name: 'registration', dependencies: ['users-repository', 'passwords', 'outbox'] },
);
