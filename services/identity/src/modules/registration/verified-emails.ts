import { EMAIL_VERIFIED_MARK_TTL_SECONDS, emailVerifiedKey, withTimeout } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Tells the gateway and the live socket that a member verified the e-mail address after signing
 * in: the token they hold still says "not verified" (claim `ev`), so the mark in Redis lets them
 * write without signing in again (kit verified-members.ts).
 */
export interface VerifiedEmails {
  announce(userId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    verifiedEmails: VerifiedEmails;
  }
}

const REDIS_TIMEOUT_MS = 1000;

export const verifiedEmailsPlugin = fp(
  async (app: FastifyInstance, options: { prefix: string }) => {
    const log = app.log.child({ component: 'verified-emails' });
    app.decorate('verifiedEmails', {
      async announce(userId) {
        try {
          await withTimeout(
            () => app.redis.set(emailVerifiedKey(userId, options.prefix), '1', 'EX', EMAIL_VERIFIED_MARK_TTL_SECONDS),
            REDIS_TIMEOUT_MS,
            `Redis did not answer in ${REDIS_TIMEOUT_MS} ms`,
          );
        } catch (error) {
          // The database holds the verification and every token issued from now on carries it;
          // only the token held at verification stays refused until its member signs in again.
          log.error({ err: error, userId }, 'e-mail verification not written to Redis');
        }
      },
    } satisfies VerifiedEmails);
  },
  { name: 'verified-emails', dependencies: ['redis'] },
);
