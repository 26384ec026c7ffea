import type { Redis } from 'ioredis';

/** How long a user's last-seen time is kept after they were last online (then: never seen). */
const LAST_SEEN_KEPT_SECONDS = 180 * 24 * 3600;

export interface PresenceState {
  online: boolean;
  /** Milliseconds since the epoch, or null when never seen (or too long ago). */
  lastSeenMs: number | null;
}

export interface PresenceStore {
  /** Records a socket of the user; answers how many live sockets the user has now (1: just came online). */
  connected(userId: string, socketId: string, nowMs: number): Promise<number>;
  /** Forgets a socket of the user and notes the time; answers how many live sockets are left (0: went away). */
  disconnected(userId: string, socketId: string, nowMs: number): Promise<number>;
  /** Renews sockets that are still open (their records expire otherwise: an instance that died). */
  renew(sockets: { userId: string; socketId: string }[], nowMs: number): Promise<void>;
  /** Online now, and when last seen, of each user. */
  states(userIds: string[], nowMs: number): Promise<Map<string, PresenceState>>;
}

/**
 * Presence in Redis, shared by every instance: per user a sorted set of their open sockets, each
 * scored with the time its record expires (renewed by its instance's heartbeat), and the time they
 * were last seen. A user is online while one record has not expired: the sockets of an instance
 * that died without closing them stop counting after `socketTtlMs`. Each change is one MULTI on
 * the user's keys, so two instances seeing the same user's sockets open and close at once agree
 * on who was first and last.
 */
export function presenceStore(redis: Redis, prefix: string, socketTtlMs: number): PresenceStore {
  const socketsKey = (userId: string) => `${prefix}sockets:${userId}`;
  const seenKey = (userId: string) => `${prefix}seen:${userId}`;
  const countOf = (results: [Error | null, unknown][] | null, index: number) => {
    const [error, value] = results?.[index] ?? [new Error('no answer from Redis'), null];
    if (error) throw error;
    return Number(value);
  };

  return {
    async connected(userId, socketId, nowMs) {
      const key = socketsKey(userId);
      const results = await redis
        .multi()
        .zremrangebyscore(key, '-inf', nowMs)
        .zadd(key, nowMs + socketTtlMs, socketId)
        .pexpire(key, socketTtlMs)
        .zcard(key)
        .set(seenKey(userId), nowMs, 'EX', LAST_SEEN_KEPT_SECONDS)
        .exec();
      return countOf(results, 3);
    },

    async disconnected(userId, socketId, nowMs) {
      const key = socketsKey(userId);
      const results = await redis
        .multi()
        .zrem(key, socketId)
        .zremrangebyscore(key, '-inf', nowMs)
        .zcard(key)
        .set(seenKey(userId), nowMs, 'EX', LAST_SEEN_KEPT_SECONDS)
        .exec();
      return countOf(results, 2);
    },

    async renew(sockets, nowMs) {
      if (sockets.length === 0) return;
      const pipeline = redis.pipeline();
      for (const userId of new Set(sockets.map((socket) => socket.userId))) {
        pipeline.pexpire(socketsKey(userId), socketTtlMs);
        pipeline.set(seenKey(userId), nowMs, 'EX', LAST_SEEN_KEPT_SECONDS);
      }
      for (const { userId, socketId } of sockets) pipeline.zadd(socketsKey(userId), nowMs + socketTtlMs, socketId);
      await pipeline.exec();
    },

    async states(userIds, nowMs) {
      const states = new Map<string, PresenceState>();
      if (userIds.length === 0) return states;
      const pipeline = redis.pipeline();
      for (const userId of userIds) {
        pipeline.zcount(socketsKey(userId), `(${nowMs}`, '+inf');
        pipeline.get(seenKey(userId));
      }
      const results = (await pipeline.exec()) ?? [];
      userIds.forEach((userId, index) => {
        const [countError, count] = results[index * 2] ?? [null, 0];
        const [seenError, seen] = results[index * 2 + 1] ?? [null, null];
        if (countError) throw countError;
        if (seenError) throw seenError;
        const lastSeenMs = seen === null || seen === undefined ? null : Number(seen);
        states.set(userId, {
          online: Number(count) > 0,
          lastSeenMs: Number.isFinite(lastSeenMs) ? lastSeenMs : null,
        });
      });
      return states;
    },
  };
}
