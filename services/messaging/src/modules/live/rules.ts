import type { SocketUser } from './service.js';

/**
 * Sessions identity ended (identity.session.revoked): one session by its token's id, or every
 * session whose token carries a version below `sessionVersion`; with neither, every session.
 */
export interface EndedSessions {
  userId: string;
  sessionId?: string;
  sessionVersion?: number;
}

/** The adapter's message that tells every other instance to drop its sockets of ended sessions. */
export const END_SESSIONS = 'end-sessions';

export function belongsToEnded(user: SocketUser, ended: EndedSessions): boolean {
  if (user.id !== ended.userId) return false;
  if (ended.sessionId !== undefined) return user.sessionId === ended.sessionId;
  if (ended.sessionVersion !== undefined) return user.sessionVersion < ended.sessionVersion;
  return true;
}

/** What another instance sent, if it has the shape of ended sessions. */
export function endedSessionsOf(value: unknown): EndedSessions | null {
  const given = value as Partial<EndedSessions> | null;
  if (typeof given?.userId !== 'string') return null;
  return {
    userId: given.userId,
    ...(typeof given.sessionId === 'string' ? { sessionId: given.sessionId } : {}),
    ...(Number.isInteger(given.sessionVersion) ? { sessionVersion: given.sessionVersion } : {}),
  };
}
