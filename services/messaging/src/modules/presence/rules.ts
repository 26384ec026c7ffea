/**
 * Whether `viewer` sees `other`'s presence: neither hides theirs (who hides their own sees nobody's,
 * as common chat apps do) and no block stands between them, either way.
 */
export function seesPresence(viewerHides: boolean, otherHides: boolean, isBlocked: boolean): boolean {
  return !viewerHides && !otherHides && !isBlocked;
}

/** Presence changes go to at most this many partners (the most recent conversations first). */
export const PRESENCE_AUDIENCE_MAX = 1000;

/** A socket's presence record lives this many heartbeats unless renewed. */
export const SOCKET_TTL_HEARTBEATS = 2.5;
