import { isOperatorRole, UserRegistered } from '@art/contracts';
import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, conflict, type EventContext, unauthorized, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema.js';
import { DuplicateEmail } from '../accounts/queries.js';
import { toSnapshot } from '../accounts/views.js';
import { isEmail, normalizeEmail } from '../registration/rules.js';
import { endAllSessions } from '../sessions/end-sessions.js';
import { refuseSuspended } from '../sessions/sign-in-rules.js';
import { type Challenges, challenges } from './challenges.js';
import {
  forgetSecondFactor,
  replaceRecoveryCodes,
  storeTotpSecret,
  unusedRecoveryCodes,
  useRecoveryCode,
  useTotpStep,
} from './queries.js';
import {
  CHALLENGE_TTL_SECONDS,
  isTotpCode,
  newRecoveryCode,
  normalizeTypedCode,
  OPERATOR_ROLE,
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
} from './rules.js';
import { checkTotp, newTotpSecret, otpauthUri } from './totp.js';

export const EMAIL_TAKEN = 'This address is already used by an account: no operator was made';
export const EMAIL_INVALID = 'Please give a valid e-mail address';
export const NOT_AN_OPERATOR = 'No operator account has this address';

/** What an operator's right password answers instead of a session. */
export interface SecondFactorChallenge {
  status: 'second-factor';
  message: string;
  challenge: string;
  expiresIn: number;
  enrolment?: { secret: string; otpauthUri: string };
}

export interface Operators {
  /**
   * Makes an operator account (e-mail verified, no password) and mails a set-password link
   * through the reset flow. Refuses an address already used.
   */
  create(email: string, name: string, context: EventContext): Promise<UserRow>;
  /** An operator's right password: the challenge, with the secret to enrol while none is confirmed. */
  challenge(user: UserRow): Promise<SecondFactorChallenge>;
  /**
   * The challenge's code: the operator and, at enrolment, the recovery codes to show once.
   * 401 for a wrong code or a dead challenge.
   */
  complete(challenge: string, code: string): Promise<{ user: UserRow; recoveryCodes?: string[] }>;
  /** The operator's TOTP secret (the demo seed prints the demo operator's). */
  secretOf(user: UserRow): string | null;
  /**
   * A lost authenticator: forgets the secret and the recovery codes and ends every session, so the
   * next sign-in (password, then a new enrolment) is the only way back in. Refuses a non-operator.
   */
  resetSecondFactor(email: string, context: EventContext): Promise<UserRow>;
  /** Sets a confirmed TOTP secret (the demo seed's operator, whose secret npm start prints). */
  enrolWith(userId: string, secret: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operators: Operators;
  }
}

export const operatorsPlugin = fp(
  async (app: FastifyInstance, options: { prefix: string }) => {
    const db = app.db;
    const open: Challenges = challenges(app.redis, options.prefix);
    const { messages } = endpoints.loginSecondFactor;
    const secretOf = (user: UserRow) => (user.totp_secret_sealed ? app.sealer.open(user.totp_secret_sealed) : null);

    async function rightRecoveryCode(userId: string, code: string): Promise<boolean> {
      const typed = normalizeTypedCode(code);
      if (typed.length !== 10) return false;
      for (const row of await unusedRecoveryCodes(db, userId)) {
        if (await app.passwords.matches(row.code_hash, typed)) return useRecoveryCode(db, row.id);
      }
      return false;
    }

    app.decorate('operators', {
      async create(email, name, context) {
        const address = normalizeEmail(email);
        if (!isEmail(address)) throw new AppError(400, 'error', EMAIL_INVALID);
        if (await app.users.byEmail(address)) throw conflict(EMAIL_TAKEN);
        const operator = await db
          .transaction()
          .execute(async (trx) => {
            const created = await app.users.create(trx, {
              email: address,
              name: name.trim().slice(0, 120) || 'Operator',
              // No usable password: the operator sets one through the mailed link.
              password_hash: null,
              role: OPERATOR_ROLE,
              email_verified: true,
            });
            await writeEvent(trx, UserRegistered, toSnapshot(created), context);
            return created;
          })
          .catch((error) => {
            if (error instanceof DuplicateEmail) throw conflict(EMAIL_TAKEN);
            throw error;
          });
        await app.passwordReset.request(operator.email, context);
        return operator;
      },

      async challenge(user) {
        if (!isOperatorRole(user.role)) throw new Error('only an operator signs in with a second factor');
        let enrolment: SecondFactorChallenge['enrolment'];
        if (!user.totp_confirmed_at) {
          // The same secret until the first right code confirms it (the app may have it already).
          let secret = secretOf(user);
          if (!secret) {
            secret = newTotpSecret();
            await storeTotpSecret(db, user.id, app.sealer.seal(secret));
          }
          enrolment = { secret, otpauthUri: otpauthUri(secret, user.email, TOTP_ISSUER) };
        }
        return {
          status: 'second-factor',
          message: enrolment ? endpoints.login.messages.enrol : endpoints.login.messages.secondFactor,
          challenge: await open.open(user.id),
          expiresIn: CHALLENGE_TTL_SECONDS,
          ...(enrolment ? { enrolment } : {}),
        };
      },

      async complete(challenge, code) {
        if (!code.trim()) throw new AppError(400, 'error', messages.codeEmpty);
        const userId = await open.whose(challenge);
        if (!userId) throw unauthorized(messages.expired);
        const user = await app.users.byId(userId);
        if (!user || !isOperatorRole(user.role)) {
          await open.consume(challenge);
          throw unauthorized(messages.expired);
        }
        refuseSuspended(user, messages.suspended);
        const secret = secretOf(user);
        let right = false;
        if (secret && isTotpCode(code)) {
          const last = user.totp_last_step === null ? null : Number(user.totp_last_step);
          const step = await checkTotp(secret, code, last);
          right = step !== null && (await useTotpStep(db, user.id, step));
        } else if (user.totp_confirmed_at) {
          right = await rightRecoveryCode(user.id, code);
        }
        if (!right) {
          await open.failed(challenge);
          throw unauthorized(messages.wrongCode);
        }
        if (!(await open.consume(challenge))) throw unauthorized(messages.expired);
        if (user.totp_confirmed_at) return { user };
        // Enrolment confirmed by this code: the recovery codes, shown this once.
        const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        const hashes = await Promise.all(recoveryCodes.map((c) => app.passwords.hash(normalizeTypedCode(c))));
        await replaceRecoveryCodes(db, user.id, hashes);
        return { user: (await app.users.byId(user.id)) ?? user, recoveryCodes };
      },

      secretOf,

      async resetSecondFactor(email, context) {
        const user = await app.users.byEmail(normalizeEmail(email));
        if (!user || !isOperatorRole(user.role)) throw new AppError(404, 'error', NOT_AN_OPERATOR);
        await db.transaction().execute((trx) => forgetSecondFactor(trx, user.id));
        await endAllSessions(app, user.id, 'second-factor-reset', context);
        return user;
      },

      async enrolWith(userId, secret) {
        await db
          .updateTable('users')
          .set({ totp_secret_sealed: app.sealer.seal(secret), totp_confirmed_at: new Date(), totp_last_step: null })
          .where('id', '=', userId)
          .execute();
      },
    } satisfies Operators);
  },
  { name: 'operators', dependencies: ['users-repository', 'passwords', 'secrets', 'password-reset', 'redis'] },
);
