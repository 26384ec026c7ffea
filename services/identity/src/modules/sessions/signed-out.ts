import { type EventContext, signedOutSessionKey, withTimeout } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordSessionsEnded } from './end-sessions.js';
import { dropExpiredSignedOutSessions, recordSignedOutSession } from './queries.js';

/** A session being logged out: the token's id, whose it is, and when the token expires anyway. */
export interface EndingSession {
  sessionId: string;
  userId: string;
  expiresAtMs: number;
}

/**
 * Logged-out sessions (one device's "Log Out"): kept in identity's database, which identity's own
 * checks read, and told to the gateway and the live socket through Redis, each only until the
 * token would have expired anyway; the live socket also hears it on the bus and drops the
 * session's open sockets.
 */
export interface SignedOutSessions {
  /** Records the session as logged out (identity's check reads it in users.sessionState). */
  signOut(session: EndingSession, context: EventContext): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signedOutSessions: SignedOutSessions;
  }
}

const REDIS_TIMEOUT_MS = 1000;

export const signedOutSessionsPlugin = fp(
  async (app: FastifyInstance, options: { prefix: string }) => {
    const db = app.db;
    const log = app.log.child({ component: 'signed-out-sessions' });

    async function tellTheGateway(session: EndingSession) {
      const key = signedOutSessionKey(session.sessionId, options.prefix);
      const lifetimeMs = Math.max(1000, session.expiresAtMs - Date.now());
      try {
        await withTimeout(
          () => app.redis.set(key, '1', 'PX', lifetimeMs),
          REDIS_TIMEOUT_MS,
          `Redis did not answer in ${REDIS_TIMEOUT_MS} ms`,
        );
      } catch (error) {
        // Identity's own checks refuse the token already; the gateway fails open without the key.
        log.error({ err: error, userId: session.userId }, 'logged-out session not written to Redis');
      }
    }

    app.decorate('signedOutSessions', {
      async signOut(session, context) {
        // Redis before the event can leave: a socket that reconnects once it is dropped must find
        // the session logged out. Written first, it at worst outlives a failed commit of a
        // session its owner was leaving anyway.
        await tellTheGateway(session);
        await db.transaction().execute(async (trx) => {
          await recordSignedOutSession(trx, {
            sessionId: session.sessionId,
            userId: session.userId,
            expiresAt: new Date(session.expiresAtMs),
          });
          await recordSessionsEnded(
            trx,
            { userId: session.userId, sessionId: session.sessionId, reason: 'logout' },
            context,
          );
        });
        await dropExpiredSignedOutSessions(db);
      },
    } satisfies SignedOutSessions);
  },
  { name: 'signed-out-sessions', dependencies: ['redis', 'outbox'] },
);
