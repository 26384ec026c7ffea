/**
 * Session versions: every session token carries the version of its user's sessions (claim `sv`)
 * at sign-in. Identity bumps the version (in its database, then in Redis) on a password reset, a
 * password change, "sign out everywhere" and a role change; the gateway compares the token's
 * claim with the Redis value (cached briefly) and refuses an older token. Redis is the channel
 * between the two because the gateway reads no database; identity's database stays the truth
 * and identity writes the Redis value again at every sign-in.
 */
export const SESSION_VERSION_CLAIM = 'sv';

/** Default Redis key prefix; both sides read it from config (SESSION_VERSION_PREFIX). */
export const SESSION_VERSION_PREFIX = 'session-version:';

/** The message for a token older than its user's sessions. */
export const SESSION_REVOKED = 'Your session has ended because your password or role changed. Please login again';

export function sessionVersionKey(userId: string, prefix: string = SESSION_VERSION_PREFIX): string {
  return `${prefix}${userId}`;
}

/** The version a token carries; tokens issued before versions existed count as 0. */
export function sessionVersionOf(payload: Record<string, unknown>): number {
  const value = payload[SESSION_VERSION_CLAIM];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * Logging out ends one session, not all: each token carries its own id (`jti`) and logging out
 * records that id as signed out, in identity's database and, for the gateway and the live socket,
 * in Redis until the token would have expired anyway.
 */
export const SESSION_ID_CLAIM = 'jti';

/** The message for a token whose session was logged out. */
export const SIGNED_OUT = 'You have logged out. Please login again';

export function signedOutSessionKey(sessionId: string, prefix: string = SESSION_VERSION_PREFIX): string {
  return `${prefix}signed-out:${sessionId}`;
}

/** The session id a token carries; tokens issued before ids existed have none (they only expire). */
export function sessionIdOf(payload: Record<string, unknown>): string | undefined {
  const value = payload[SESSION_ID_CLAIM];
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}
