import { memberWritesNameSpace, tooManyWrites } from '@art/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateCounter, retryAfterSeconds } from '../lib/rate-counter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes something: the write limit counts its calls (route-table.ts, countedAsWrite). */
    countedAsWrite?: boolean;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of the /api routes, after `identifyViewer`: counts a write per signed-in user,
     * or per IP for a guest, and answers 429 over the limit.
     */
    limitWrites: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  }
}

export interface WriteLimitOptions {
  perUser: number;
  perGuestIp: number;
  windowMs: number;
  /** Prefix of the Redis counters (RATE_LIMIT_PREFIX, shared with the attempt limits). */
  prefix: string;
}

/**
 * A member (or a script with a member's token) writing faster than a person can — posting,
 * commenting, messaging, liking, ordering in a loop — is refused before any service does the
 * work. Counted per user id, so members behind one address (a school, a mobile carrier's NAT) do
 * not share a budget (messaging's live socket counts chat messages in the same counter); guests,
 * who write little (sign-in, registration, a view counted), per IP.
 * Reads are never counted: the hook returns at once for them, without a promise or Redis.
 */
export const writeLimitsPlugin = fp(
  async (app: FastifyInstance, options: WriteLimitOptions) => {
    const perUser = await rateCounter(app, {
      redis: app.redis,
      nameSpace: memberWritesNameSpace(options.prefix),
      max: options.perUser,
      windowMs: options.windowMs,
      key: (request) => request.viewer!.id,
    });
    const perGuestIp = await rateCounter(app, {
      redis: app.redis,
      nameSpace: `${options.prefix}write:ip:`,
      max: options.perGuestIp,
      windowMs: options.windowMs,
      key: (request) => request.ip,
    });

    app.decorate('limitWrites', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      if (request.routeOptions.config.countedAsWrite !== true) return done();
      const count = request.viewer ? perUser : perGuestIp;
      count(request).then((result) => {
        if (result.isAllowed || !result.isExceeded) return done();
        request.log.warn({ user: request.viewer?.id }, 'write limit reached');
        reply.header('retry-after', String(retryAfterSeconds([result])));
        done(tooManyWrites());
      }, done);
    });
  },
  { name: 'write-limits', dependencies: ['redis', 'authentication'] },
);
