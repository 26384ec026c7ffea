import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHALLENGE_MAX_FAILURES, CHALLENGE_TTL_SECONDS } from './rules.js';

type Redis = FastifyInstance['redis'];

/**
 * The challenge between an operator's password and second factor, in Redis: it names the account,
 * lives CHALLENGE_TTL_SECONDS, is used once (deleted by the call that wins it) and is deleted at the
 * CHALLENGE_MAX_FAILURES-th wrong code. The gateway's attempt counters (`second-factor`) limit the
 * tries per IP on top.
 */
export interface Challenges {
  open(userId: string): Promise<string>;
  /** The account of a live challenge, or null. */
  whose(challenge: string): Promise<string | null>;
  /** Counts a wrong code; at the limit the challenge is gone. */
  failed(challenge: string): Promise<void>;
  /** Ends the challenge; true for the one call that ended it. */
  consume(challenge: string): Promise<boolean>;
}

export function challenges(redis: Redis, prefix: string): Challenges {
  const key = (challenge: string) => `${prefix}second-factor:${challenge}`;
  const failures = (challenge: string) => `${key(challenge)}:failures`;
  const wellFormed = (challenge: string) => /^[A-Za-z0-9_-]{43}$/.test(challenge);
  return {
    async open(userId) {
      const challenge = randomBytes(32).toString('base64url');
      await redis.set(key(challenge), userId, 'EX', CHALLENGE_TTL_SECONDS);
      return challenge;
    },
    async whose(challenge) {
      if (!wellFormed(challenge)) return null;
      return redis.get(key(challenge));
    },
    async failed(challenge) {
      const count = await redis.incr(failures(challenge));
      if (count === 1) await redis.expire(failures(challenge), CHALLENGE_TTL_SECONDS);
      if (count >= CHALLENGE_MAX_FAILURES) await redis.del(key(challenge), failures(challenge));
    },
    async consume(challenge) {
      const removed = await redis.del(key(challenge));
      await redis.del(failures(challenge));
      return removed === 1;
    },
  };
}
