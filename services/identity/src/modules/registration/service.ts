import { UserRegistered, UserVerified, VerificationRequested } from '@art/contracts';
import { identityEndpoints } from '@art/contracts/endpoints';
import { AppError, badRequest, conflict, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { IdentityTables, UserRow } from '../../db/schema.js';
import { DuplicateEmail } from '../accounts/queries.js';
import { toSnapshot } from '../accounts/views.js';
import { refuseCommonPassword } from '../passwords/rules.js';
import { minutesFromNow, newVerificationCode, sameSecret, sha256 } from '../secrets/codes.js';
import { countWrongCode, insertVerificationCode, lockOpenCode, retireOpenCodes, useCode } from './queries.js';
import { MESSAGES, normalizeEmail, type RegistrationInput, registrationProblem } from './rules.js';

export const INVALID_CODE = 'The code you entered is invalid';
export const UNKNOWN_EMAIL = 'The email you entered is not associated with any account.';
export const ALREADY_VERIFIED = 'Your email is already verified. Please login.';

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
  async (app: FastifyInstance, options: { codeTtlMinutes: number; maxAttempts: number }) => {
    const db = app.db;

    async function issueCode(trx: Transaction<IdentityTables>, user: UserRow, context: EventContext) {
      await retireOpenCodes(trx, user.id);
      const code = newVerificationCode();
      const codeId = await insertVerificationCode(trx, {
        userId: user.id,
        codeHash: sha256(code),
        codeSealed: app.sealer.seal(code),
        expiresAt: minutesFromNow(options.codeTtlMinutes),
      });
      // The event names the record; the mail worker fetches the code when it sends the mail.
      await writeEvent(trx, VerificationRequested, { userId: user.id, codeId }, context);
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
              language: input.language,
              // The form sends the page's language; an API call without one leaves English unchosen.
              language_chosen: input.language !== undefined,
            });
            const withActor = { ...context, actor: { userId: created.id, role: created.role } };
            await writeEvent(trx, UserRegistered, toSnapshot(created), withActor);
            await issueCode(trx, created, withActor);
            return created;
          });
          return user;
        } catch (error) {
          // Two sign-ups with one e-mail at the same moment: the unique index decides.
          if (error instanceof DuplicateEmail)
            throw conflict('An account with this email already exists. Please login.');
          throw error;
        }
      },

      async verifyEmail(code, owner, context) {
        if ('email' in owner && !owner.email.trim()) throw badRequest(identityEndpoints.verifyEmail.messages.whose);
        const typed = code.trim();
        if (!/^\d{6}$/.test(typed)) throw new AppError(400, 'error', INVALID_CODE);
        const user = await db.transaction().execute(async (trx) => {
          const account = await ownerOf(owner, trx);
          // An unknown address gets the same answer as a wrong code: the form tells no one who has an account.
          if (!account) return null;
          const open = await lockOpenCode(trx, account.id);
          if (!open) return null;
          if (!sameSecret(open.code_hash, sha256(typed))) {
            const failedAttempts = open.failed_attempts + 1;
            await countWrongCode(trx, open.id, failedAttempts, failedAttempts >= options.maxAttempts);
            return null;
          }
          await useCode(trx, open.id);
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
        return user;
      },
    } satisfies Registration);
  },
  {
    name: 'registration',
    dependencies: ['users-repository', 'passwords', 'outbox', 'verified-emails', 'secrets'],
  },
);
