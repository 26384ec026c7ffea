import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** One count of a request: whether it is within the limit, and how long the window still runs. */
export type RateCheck = (
  request: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

export interface RateCounterOptions {
  redis: Redis;
  /** Prefix of the counter's Redis keys: the key is exactly `<nameSpace><key(request)>`. */
  nameSpace: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
}

/**
 * One @fastify/rate-limit counter in Redis (shared by every gateway instance, fixed window):
 * registered in its own scope, so that its key is exactly `<nameSpace><key>` (a per-call
 * `createRateLimit({...})` would prefix the key with a route that does not exist), and shared by
 * every route that asks. Redis down skips the count (the failure is logged by ioredis): a limit
 * must not lock everybody out of the site.
 */
export async function rateCounter(app: FastifyInstance, options: RateCounterOptions): Promise<RateCheck> {
  let check: RateCheck | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      redis: options.redis,
      nameSpace: options.nameSpace,
      max: options.max,
      timeWindow: options.windowMs,
      keyGenerator: options.key,
      skipOnError: true,
    });
    check = scope.createRateLimit();
  });
  return check!;
}

/** The seconds to announce in Retry-After: the longest of the exceeded counters' remaining windows. */
export function retryAfterSeconds(exceeded: readonly { ttlInSeconds?: number }[], fallback = 60): number {
  return Math.max(1, ...exceeded.map((result) => result.ttlInSeconds ?? fallback));
}
