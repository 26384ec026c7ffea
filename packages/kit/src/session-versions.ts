import type { Redis } from 'ioredis';
import { sessionVersionKey } from './session-version.js';

export interface SessionVersionsOptions {
  prefix: string;
  /** Reuse a read for this long; 0 reads Redis at every call. */
  cacheMs: number;
  /** Redis slower than this counts as unreachable. */
  timeoutMs: number;
  /** Told when Redis could not answer (the caller accepts the token anyway). */
  onUnavailable: (error: Error) => void;
}

/** Users whose version is kept; past this the oldest reads are forgotten first. */
const CACHE_SIZE = 10_000;

/** `null`: no version known (none stored yet, or Redis did not answer): every token passes. */
export type KnownVersion = number | null;

/**
 * The current session version of each user, as identity last wrote it to Redis, read at most once
 * per `cacheMs` per user (and once at a time: concurrent calls share the read). Redis down or slow
 * gives `null`, so signed-in users keep working; a revoked token then lives until Redis answers.
 */
export function sessionVersions(redis: Redis, options: SessionVersionsOptions) {
  const cache = new Map<string, { version: KnownVersion; untilMs: number }>();
  const reading = new Map<string, Promise<KnownVersion>>();

  async function read(userId: string): Promise<KnownVersion> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const value = await Promise.race([
        redis.get(sessionVersionKey(userId, options.prefix)),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
        }),
      ]);
      const version = value === null ? null : Number(value);
      return version !== null && Number.isInteger(version) ? version : null;
    } catch (error) {
      options.onUnavailable(error as Error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The version without asking Redis, or undefined when Redis must be asked (`current`). */
    cached(userId: string): KnownVersion | undefined {
      const hit = cache.get(userId);
      if (hit === undefined) return undefined;
      if (Date.now() < hit.untilMs) return hit.version;
      cache.delete(userId);
      return undefined;
    },

    current(userId: string): Promise<KnownVersion> {
      let pending = reading.get(userId);
      if (pending !== undefined) return pending;
      pending = read(userId).then((version) => {
        reading.delete(userId);
        if (options.cacheMs > 0) {
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          cache.set(userId, { version, untilMs: Date.now() + options.cacheMs });
        }
        return version;
      });
      reading.set(userId, pending);
      return pending;
    },
  };
}
