import { UserRegistered, UserVerified, VerificationRequested } from '@art/contracts';
import { AppError, badRequest, conflict, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables, UserRow } from '../db/schema.js';
import { refuseCommonPassword } from '../lib/common-passwords.js';
import { MESSAGES, normalizeEmail, type RegistrationInput, registrationProblem } from '../lib/registration-rules.js';
import type { Sealer } from '../lib/sealed-secret.js';
import { minutesFromNow, newVerificationCode, sameSecret, sha256 } from '../lib/secrets.js';
import { toSnapshot } from '../lib/user-view.js';
import { DuplicateEmail } from './users-repository.js';

export const INVALID_CODE = 'The code you entered is invalid';
export const UNKNOWN_EMAIL = 'The email you entered is not associated with any account.';
export const ALREADY_VERIFIED = 'Your email is already verified. Please login.';
export const VERIFY_WHO = 'Please enter the email address the verification code was sent to';

/** Whose code it is: the signed-in account, else the account of the e-mail the code went to. */
export type CodeOwner = { userId: string } | { email: string };

export interface Registration {
  register(input: RegistrationInput, context: EventContext): Promise<UserRow>;
  /**
   * Checks the code against that one account's open code. A wrong code counts against it; at the
   * limit the code is spent and only a new one (resend) can verify the account.
   */
  verifyEmail(code: string, owner: CodeOwner, context: EventContext): Promise<UserRow>;
  resendCode(email: string, context: EventContext): Promise<UserRow>;
  /** Makes a fresh code for the user (earlier ones stop working) and asks for the mail. */
  issueCode(trx: Transaction<IdentityTables>, user: UserRow, context: EventContext): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registration: Registration;
  }
}

export const registrationPlugin = fp(
  async (app: FastifyInstance, options: { codeTtlMinutes: number; maxAttempts: number; sealer: Sealer }) => {
    const db = app.db as Kysely<IdentityTables>;

    async function issueCode(trx: Transaction<IdentityTables>, user: UserRow, context: EventContext) {
      await trx
        .updateTable('verification_codes')
        .set({ used_at: new Date(), code_sealed: null })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      const code = newVerificationCode();
      const row = await trx
        .insertInto('verification_codes')
        .values({
          user_id: user.id,
          code_hash: sha256(code),
          code_sealed: options.sealer.seal(code),
          expires_at: minutesFromNow(options.codeTtlMinutes),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The event names the record; the mail worker fetches the code when it sends the mail.
      await writeEvent(trx, VerificationRequested, { userId: user.id, codeId: row.id }, context);
    }

    async function ownerOf(owner: CodeOwner, trx: Transaction<IdentityTables>) {
      return 'userId' in owner
        ? app.users.byId(owner.userId, trx)
        : app.users.byEmail(normalizeEmail(owner.email), trx);
    }

    app.decorate('registration', {
      issueCode,

      async register(input, context) {
        const problem = registrationProblem(input);
        if (problem) throw badRequest(problem);
        refuseCommonPassword(input.password);
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

      async verifyEmail(code, owner, context) {
        if ('email' in owner && !owner.email.trim()) throw badRequest(VERIFY_WHO);
        const typed = code.trim();
        if (!/^\d{6}$/.test(typed)) throw new AppError(400, 'error', INVALID_CODE);
        const user = await db.transaction().execute(async (trx) => {
          const account = await ownerOf(owner, trx);
          // An unknown address gets the same answer as a wrong code: the form tells no one who has an account.
          if (!account) return null;
          // Locked, so parallel guesses are counted one after the other.
          const open = await trx
            .selectFrom('verification_codes')
            .select(['id', 'code_hash', 'failed_attempts'])
            .where('user_id', '=', account.id)
            .where('used_at', 'is', null)
            .where('expires_at', '>', new Date())
            .orderBy('created_at', 'desc')
            .forUpdate()
            .executeTakeFirst();
          if (!open) return null;
          if (!sameSecret(open.code_hash, sha256(typed))) {
            const spent = open.failed_attempts + 1 >= options.maxAttempts;
            await trx
              .updateTable('verification_codes')
              .set({
                failed_attempts: open.failed_attempts + 1,
                ...(spent ? { used_at: new Date(), code_sealed: null } : {}),
              })
              .where('id', '=', open.id)
              .execute();
            return null;
          }
          await trx
            .updateTable('verification_codes')
            .set({ used_at: new Date(), code_sealed: null })
            .where('id', '=', open.id)
            .execute();
          const verified = await app.users.update(trx, account.id, { email_verified: true });
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
        // The member may be signed in already, with a token that says "not verified".
        await app.verifiedEmails.announce(user.id);
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
  { name: 'registration', dependencies: ['users-repository', 'passwords', 'outbox', 'verified-emails'] },
);
