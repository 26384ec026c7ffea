// @fastify/rate-limit ships no types for its stores; this is the part member-writes.ts uses.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  export interface RateLimitCount {
    current: number;
    /** Milliseconds left in the window. */
    ttl: number;
  }

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(
      key: string,
      callback: (error: Error | null, result: RateLimitCount | null) => void,
      timeWindow: number,
      max: number,
    ): void;
  }
}
