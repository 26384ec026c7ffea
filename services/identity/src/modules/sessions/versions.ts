import { sessionVersionKey, withTimeout } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema.js';

/**
 * Tells the gateway a user's session version through Redis (the gateway reads no database). Called
 * after the commit that raised it, and at every sign-in so the value comes back after Redis lost it.
 */
export interface SessionVersions {
  announce(user: Pick<UserRow, 'id' | 'session_version'>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionVersions: SessionVersions;
  }
}

/**
 * A token lives a day; a key kept two days outlives every token issued before its value, and each
 * sign-in renews it. Without a TTL every account ever signed in would keep a key forever.
 */
export const SESSION_VERSION_TTL_SECONDS = 2 * 24 * 60 * 60;
const REDIS_TIMEOUT_MS = 1000;

// Only ever raise the value: a sign-in that read version 3 must not overwrite the 4 a concurrent
// password reset wrote a moment later.
const RAISE = `
local held = tonumber(redis.call('GET', KEYS[1]))
local incoming = tonumber(ARGV[1])
if held == nil or held <= incoming then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return 1
end
return 0`;

export const sessionVersionsPlugin = fp(
  async (app: FastifyInstance, options: { prefix: string }) => {
    const log = app.log.child({ component: 'session-versions' });
    app.decorate('sessionVersions', {
      async announce(user) {
        const key = sessionVersionKey(user.id, options.prefix);
        try {
          await withTimeout(
            () => app.redis.eval(RAISE, 1, key, String(user.session_version), String(SESSION_VERSION_TTL_SECONDS)),
            REDIS_TIMEOUT_MS,
            `Redis did not answer in ${REDIS_TIMEOUT_MS} ms`,
          );
        } catch (error) {
          // The database already holds the new version and identity's own checks read it; the
          // gateway fails open without the key, and the next sign-in writes it again.
          log.error(
            { err: error, userId: user.id, version: user.session_version },
            'session version not written to Redis',
          );
        }
      },
    } satisfies SessionVersions);
  },
  { name: 'session-versions', dependencies: ['redis'] },
);
