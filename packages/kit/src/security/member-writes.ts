/// <reference path="./rate-limit-store.d.ts" />
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { Type } from 'typebox';
import { AppError } from '../http/errors.js';

/** No endpoint declares a message for this: the envelope's (and the chat ack's) words, saying what to do. */
export const TOO_MANY_WRITES = 'Too many requests, please try again later.';

/** A write over the member's budget, refused alike by the gateway (HTTP) and messaging (the socket). */
export const tooManyWrites = () => new AppError(429, 'rate-limited', TOO_MANY_WRITES);

/**
 * The settings of the one write budget a member has, read by every process that takes writes: the
 * gateway for HTTP, messaging for the live socket. Both count in the same Redis key, so a script
 * cannot double its budget by sending chat messages over the socket instead of the HTTP route.
 */
export const writeLimitConfigProperties = {
  /**
   * Writes (POST, PUT, PATCH, DELETE on /api, and chat messages or read marks on the live socket)
   * per window per signed-in member. Far above what a person does; tests and benches that write in
   * loops raise it.
   */
  WRITE_RATE_LIMIT_PER_USER: Type.Integer({ minimum: 1, default: 120 }),
  WRITE_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 60000 }),
  /** Prefix of the Redis counters (tests use their own so they never share a running stack's). */
  RATE_LIMIT_PREFIX: Type.String({ default: 'gateway:rate-limit:' }),
};

/** Where a member's writes are counted: `<prefix>write:user:<id>` (the gateway's key name too). */
export const memberWritesNameSpace = (prefix: string): string => `${prefix}write:user:`;

export interface MemberWriteCount {
  isAllowed: boolean;
  /** Seconds until the window ends (for Retry-After or a client's own wait). */
  retryAfterSeconds: number;
}

export interface MemberWriteCounterOptions {
  redis: Redis;
  prefix: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one write of a member outside HTTP (the live socket), with @fastify/rate-limit's own
 * Redis store: the same Lua script and fixed window as the gateway's counter on the same key.
 * Redis unreachable allows the write (logged by ioredis), as the gateway does: a limit must not
 * lock everybody out of the chat.
 */
export function memberWriteCounter(options: MemberWriteCounterOptions): (userId: string) => Promise<MemberWriteCount> {
  const store = new RedisStore(false, false, options.redis, memberWritesNameSpace(options.prefix));
  return (userId) =>
    new Promise((resolve) => {
      store.incr(
        userId,
        (error, result) => {
          if (error || !result) return resolve({ isAllowed: true, retryAfterSeconds: 0 });
          resolve({
            isAllowed: result.current <= options.max,
            retryAfterSeconds: Math.max(1, Math.ceil(result.ttl / 1000)),
          });
        },
        options.windowMs,
        options.max,
      );
    });
}
