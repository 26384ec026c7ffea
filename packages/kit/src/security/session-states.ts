import type { Redis } from 'ioredis';
import { readSessionState, type SessionState } from './session-versions.js';

export interface SessionStatesOptions {
  /** SESSION_VERSION_PREFIX: the Redis keys identity writes. */
  prefix: string;
  /**
   * How long a read is reused while the revocation events are not heard (no NATS, or before the
   * subscription holds), and always for a state Redis could not give or a member whose e-mail
   * address is not verified yet. 0: Redis is read at every call and nothing is kept (tests).
   */
  cacheMs: number;
  /**
   * How long a read is reused while the events are heard: the safety net for an event that is
   * missed or late (docs/decisions/0042-gateway-session-cache.md). At least `cacheMs`.
   */
  heardCacheMs: number;
  /** Redis slower than this counts as unreachable. */
  timeoutMs: number;
  /** Told when Redis could not answer (the caller accepts the token anyway). */
  onUnavailable: (error: Error) => void;
  /** The clock (tests). */
  now?: () => number;
}

/** What identity.session.revoked says (packages/contracts, SessionRevoked): a floor, or one session. */
export interface SessionsEnded {
  userId: string;
  sessionId?: string;
  sessionVersion?: number;
}

/** Sessions whose state is kept; past this the oldest reads are forgotten first. */
const CACHE_SIZE = 10_000;
/** Revocations kept in memory (each a user's floor or one logged-out session); oldest out first. */
const FACTS_SIZE = 50_000;

/** Redis did not answer: the token passes (availability over this check); nothing is known. */
const UNKNOWN: SessionState = { version: null, signedOut: false, emailVerified: false };

interface Entry {
  state: SessionState;
  /** When the read that gave it started (an event after that may not be in it). */
  readAtMs: number;
  /** Redis answered (an unknown state is never kept long). */
  known: boolean;
}

/**
 * The state of each session as this process knows it (the gateway's token check, messaging's live
 * socket): identity's Redis keys (the user's session
 * version, the e-mail verification mark, the session's logged-out mark), read in one MGET and
 * kept in memory, and the revocations identity announces on the bus, applied as they arrive.
 *
 * - A revocation (identity.session.revoked) is a fact that only ever refuses more: a user's
 *   version floor (every token below it is void) or one logged-out session id. It is kept here
 *   and applied to every answer, cached or still being read, so a request after the event is
 *   refused without waiting for Redis, even when identity writes Redis after the event leaves
 *   (the version is announced after the commit that publishes the event).
 * - A read is kept `heardCacheMs` while the events are heard without a break since the read
 *   started, otherwise `cacheMs`: an event missed while NATS was away cannot hide for longer
 *   than before. A state Redis could not give, and an unverified member's (whose verification
 *   may come any second), are kept `cacheMs` only; identity.user.verified drops such a read at
 *   once. No event ever grants anything: a verification is believed only from Redis or the token.
 * - Redis down or slow gives an unknown state, so signed-in users keep working (fail open); a
 *   revocation heard on the bus still refuses. So does one whose Redis write failed at identity
 *   (its writes are tried once): the fact stays here, so a dropped socket that reconnects with
 *   the same token is refused.
 */
export function sessionStates(redis: Redis, options: SessionStatesOptions) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const reading = new Map<string, Promise<SessionState>>();
  /** userId → the lowest session version still valid, and when it was heard. */
  const floors = new Map<string, { version: number; atMs: number }>();
  /** sessionId → when its logout was heard. */
  const loggedOut = new Map<string, number>();
  /** userId → when its verification was heard (a cached unverified read from before is dropped). */
  const verifiedAt = new Map<string, number>();
  /** Since when the events have been heard without a break; null while they are not. */
  let heardSinceMs: number | null = null;
  const heardCacheMs = Math.max(options.heardCacheMs, options.cacheMs);
  const keyOf = (userId: string, sessionId?: string) => (sessionId ? `${userId}/${sessionId}` : userId);

  /** A bounded map of facts: the oldest goes; if reads from before it may still be kept, they all go. */
  function remember<V>(facts: Map<string, V>, key: string, value: V, atMsOf: (value: V) => number) {
    facts.delete(key);
    if (facts.size >= FACTS_SIZE) {
      const [oldestKey, oldest] = facts.entries().next().value as [string, V];
      facts.delete(oldestKey);
      if (now() - atMsOf(oldest) < heardCacheMs) cache.clear();
    }
    facts.set(key, value);
  }

  /** The state with the revocations heard on the bus applied (the same object when none applies). */
  function withRevocations(userId: string, sessionId: string | undefined, state: SessionState): SessionState {
    const floor = floors.size === 0 ? undefined : floors.get(userId);
    const out = sessionId !== undefined && loggedOut.size > 0 && loggedOut.has(sessionId);
    if (floor === undefined && !out) return state;
    const version =
      floor === undefined || (state.version !== null && state.version >= floor.version) ? state.version : floor.version;
    return { version, signedOut: state.signedOut || out, emailVerified: state.emailVerified };
  }

  async function read(userId: string, sessionId?: string): Promise<Entry> {
    const readAtMs = now();
    try {
      return { state: await readSessionState(redis, userId, sessionId, options), readAtMs, known: true };
    } catch (error) {
      options.onUnavailable(error as Error);
      return { state: UNKNOWN, readAtMs, known: false };
    }
  }

  return {
    /**
     * The state without asking Redis, or undefined when Redis must be asked (`current`).
     * `tokenVerified`: the token itself says the e-mail address was verified (then a later mark
     * changes nothing, and the read may be kept the longer time).
     */
    cached(userId: string, sessionId: string | undefined, tokenVerified: boolean): SessionState | undefined {
      const key = keyOf(userId, sessionId);
      const hit = cache.get(key);
      if (hit === undefined) return undefined;
      const age = now() - hit.readAtMs;
      const mayChange = !hit.known || (!tokenVerified && !hit.state.emailVerified);
      const heard = heardSinceMs !== null && hit.readAtMs >= heardSinceMs;
      if (age < (heard && !mayChange ? heardCacheMs : options.cacheMs)) {
        // Verified since this read (heard on the bus): Redis has the mark, read it again.
        const verified = mayChange && verifiedAt.size > 0 ? verifiedAt.get(userId) : undefined;
        if (verified === undefined || verified < hit.readAtMs) return withRevocations(userId, sessionId, hit.state);
      }
      cache.delete(key);
      return undefined;
    },

    /** The state from Redis (one MGET; concurrent calls for one session share it). */
    current(userId: string, sessionId?: string): Promise<SessionState> {
      const key = keyOf(userId, sessionId);
      let pending = reading.get(key);
      if (pending === undefined) {
        pending = read(userId, sessionId).then((entry) => {
          reading.delete(key);
          if (options.cacheMs > 0) {
            cache.delete(key);
            if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
            cache.set(key, entry);
          }
          return entry.state;
        });
        reading.set(key, pending);
      }
      return pending.then((state) => withRevocations(userId, sessionId, state));
    },

    /** identity.session.revoked: every token of the user below the version, or one session, is refused from now on. */
    sessionsEnded(ended: SessionsEnded): void {
      const atMs = now();
      if (ended.sessionId !== undefined) remember(loggedOut, ended.sessionId, atMs, (at) => at);
      if (ended.sessionVersion !== undefined) {
        const held = floors.get(ended.userId);
        if (held === undefined || held.version < ended.sessionVersion)
          remember(floors, ended.userId, { version: ended.sessionVersion, atMs }, (floor) => floor.atMs);
      }
    },

    /** identity.user.verified: a kept read that says "not verified" is read again from Redis. */
    userVerified(userId: string): void {
      remember(verifiedAt, userId, now(), (at) => at);
    },

    /**
     * Whether the events are heard: true once the subscription holds, false when the connection
     * is lost. Reads from before the events were heard again are kept `cacheMs` only.
     */
    setHeard(heard: boolean): void {
      if (!heard) heardSinceMs = null;
      else if (heardSinceMs === null) heardSinceMs = now();
    },

    /** Whether the events are heard now (for /health and tests). */
    heard(): boolean {
      return heardSinceMs !== null;
    },
  };
}

export type SessionStates = ReturnType<typeof sessionStates>;
