import type { Redis } from 'ioredis';
import { withTimeout } from '../timeout.js';
import { SESSION_REVOKED, SIGNED_OUT, sessionVersionKey, signedOutSessionKey } from './session-version.js';
import { emailVerifiedKey } from './verified-members.js';

export interface SessionVersionsOptions {
  prefix: string;
  /** Reuse a read for this long; 0 reads Redis at every call. */
  cacheMs: number;
  /** Redis slower than this counts as unreachable. */
  timeoutMs: number;
  /** Told when Redis could not answer (the caller accepts the token anyway). */
  onUnavailable: (error: Error) => void;
}

/** Sessions whose state is kept; past this the oldest reads are forgotten first. */
const CACHE_SIZE = 10_000;

/** `null`: no version known (none stored yet, or Redis did not answer): every token passes. */
export type KnownVersion = number | null;

/**
 * What Redis says of one session: its user's current version, whether it was logged out, and
 * whether identity marked the user's e-mail address verified since (verified-members.ts).
 */
export interface SessionState {
  version: KnownVersion;
  signedOut: boolean;
  emailVerified: boolean;
}

/**
 * Redis did not answer: the token passes (availability over this check, logged by the caller); no
 * verification is known beyond the token's own word.
 */
const UNKNOWN: SessionState = { version: null, signedOut: false, emailVerified: false };

/** The message a token is refused with, or null when its session holds. */
export function sessionRefusal(state: SessionState, tokenVersion: number): string | null {
  if (state.signedOut) return SIGNED_OUT;
  if (state.version !== null && tokenVersion < state.version) return SESSION_REVOKED;
  return null;
}

/**
 * One session's state as identity last wrote it to Redis, in one round trip (MGET): its user's
 * version, the e-mail verification mark and, for a token with an id, the session's logout mark.
 * Throws when Redis does not answer within `timeoutMs` (the caller decides what that means).
 */
export async function readSessionState(
  redis: Redis,
  userId: string,
  sessionId: string | undefined,
  options: { prefix: string; timeoutMs: number },
): Promise<SessionState> {
  const keys = [sessionVersionKey(userId, options.prefix), emailVerifiedKey(userId, options.prefix)];
  if (sessionId) keys.push(signedOutSessionKey(sessionId, options.prefix));
  const [value, emailVerified, signedOut] = await withTimeout(
    () => redis.mget(...keys),
    options.timeoutMs,
    `no answer within ${options.timeoutMs} ms`,
  );
  const version = value === null || value === undefined ? null : Number(value);
  return {
    version: version !== null && Number.isInteger(version) ? version : null,
    signedOut: signedOut !== null && signedOut !== undefined,
    emailVerified: emailVerified !== null && emailVerified !== undefined,
  };
}

/**
 * The state of each session, as identity last wrote it to Redis: the user's session version, its
 * e-mail verification mark and, for a token with an id, whether that session was logged out. One
 * round trip (MGET) per session at most once per `cacheMs` (and once at a time: concurrent calls
 * share the read). Redis down or slow gives an unknown state, so signed-in users keep working; a
 * revoked token then lives until Redis answers.
 */
export function sessionVersions(redis: Redis, options: SessionVersionsOptions) {
  const cache = new Map<string, { state: SessionState; untilMs: number }>();
  const reading = new Map<string, Promise<SessionState>>();
  const keyOf = (userId: string, sessionId?: string) => (sessionId ? `${userId}/${sessionId}` : userId);

  async function read(userId: string, sessionId?: string): Promise<SessionState> {
    try {
      return await readSessionState(redis, userId, sessionId, options);
    } catch (error) {
      options.onUnavailable(error as Error);
      return UNKNOWN;
    }
  }

  return {
    /** The state without asking Redis, or undefined when Redis must be asked (`current`). */
    cached(userId: string, sessionId?: string): SessionState | undefined {
      const key = keyOf(userId, sessionId);
      const hit = cache.get(key);
      if (hit === undefined) return undefined;
      if (Date.now() < hit.untilMs) return hit.state;
      cache.delete(key);
      return undefined;
    },

    current(userId: string, sessionId?: string): Promise<SessionState> {
      const key = keyOf(userId, sessionId);
      let pending = reading.get(key);
      if (pending !== undefined) return pending;
      pending = read(userId, sessionId).then((state) => {
        reading.delete(key);
        if (options.cacheMs > 0) {
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          cache.set(key, { state, untilMs: Date.now() + options.cacheMs });
        }
        return state;
      });
      reading.set(key, pending);
      return pending;
    },
  };
}
