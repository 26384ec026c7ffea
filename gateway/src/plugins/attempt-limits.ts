import { AppError } from '@art/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { emailInBody } from '../lib/email-in-body.js';
import { rateCounter, retryAfterSeconds } from '../lib/rate-counter.js';
import type { AttemptLimitedRoute } from '../route-table.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names the attempt counters of an attempt-limited route (login, register, ...). */
    attemptAction?: string;
  }
  interface FastifyInstance {
    /** preHandler for one attempt-limited route: counts the attempt per IP, e-mail and account. */
    limitAttempts: (route: AttemptLimitedRoute) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AttemptLimitOptions {
  perIp: number;
  /** Attempts at one account: named by the body's e-mail, or the signed-in one (`byAccount`). */
  perEmail: number;
  windowMs: number;
  /** Prefix of the Redis counters. */
  prefix: string;
}

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

const actionOf = (request: FastifyRequest) => request.routeOptions.config.attemptAction;

/**
 * Sign-in, registration, reset and verification are where passwords, codes and mailboxes get
 * guessed or spammed, so each attempt is counted in Redis (shared by every gateway instance) per
 * client IP and, when the JSON body names one, per e-mail; a signed-in attempt (an artist code) per
 * account too, so that one member cannot guess from many addresses. Each action has its own counters.
 */
export const attemptLimitsPlugin = fp(
  async (app: FastifyInstance, options: AttemptLimitOptions) => {
    const perIp = await rateCounter(app, {
      redis: app.redis,
      nameSpace: `${options.prefix}ip:`,
      max: options.perIp,
      windowMs: options.windowMs,
      key: (request) => `${actionOf(request)}:${request.ip}`,
    });
    const perEmail = await rateCounter(app, {
      redis: app.redis,
      nameSpace: `${options.prefix}email:`,
      max: options.perEmail,
      windowMs: options.windowMs,
      key: (request) => `${actionOf(request)}:${emailInBody(request.body)}`,
    });
    const perAccount = await rateCounter(app, {
      redis: app.redis,
      nameSpace: `${options.prefix}account:`,
      max: options.perEmail,
      windowMs: options.windowMs,
      key: (request) => `${actionOf(request)}:${request.viewer?.id}`,
    });

    app.decorate(
      'limitAttempts',
      (route: AttemptLimitedRoute) => async (request: FastifyRequest, reply: FastifyReply) => {
        const results = [await perIp(request)];
        if (route.byEmail && emailInBody(request.body) !== undefined) results.push(await perEmail(request));
        if (route.byAccount && request.viewer) results.push(await perAccount(request));
        const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
        if (exceeded.length > 0) {
          const wait = retryAfterSeconds(exceeded);
          request.log.warn({ action: route.action }, 'attempt limit reached');
          reply.header('retry-after', String(wait));
          throw new AppError(429, 'rate-limited', TOO_MANY);
        }
      },
    );
  },
  { name: 'attempt-limits', dependencies: ['redis'] },
);
