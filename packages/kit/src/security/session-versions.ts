import type { Redis } from 'ioredis';
import { withTimeout } from '../timeout.js';
import { SESSION_REVOKED, SIGNED_OUT, sessionVersionKey, signedOutSessionKey } from './session-version.js';
import { emailVerifiedKey } from './verified-members.js';

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

/** The message a token is refused with, or null when its session holds. */
export function sessionRefusal(state: SessionState, tokenVersion: number): string | null {
  if (state.signedOut) return SIGNED_OUT;
  if (state.version !== null && tokenVersion < state.version) return SESSION_REVOKED;
  return null;
}

/**
 * One session's state as identity last wrote it to Redis, in one round trip (MGET): its user's
 * version, the e-mail verification mark and, for a token with an id, the session's logout mark.
 * Throws when Redis does not answer within `timeoutMs` (the caller decides what that means). Kept
 * in memory, with the revocations heard on the bus, by session-states.ts: the one mechanism the
 * gateway and the live socket share.
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
