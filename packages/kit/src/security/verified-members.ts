import type { Redis } from 'ioredis';
import { AppError } from '../http/errors.js';
import { withTimeout } from '../timeout.js';
import { SESSION_VERSION_PREFIX } from './session-version.js';

/**
 * An account may sign in before its e-mail address is verified (so that they can still find the code's mail and enter it), but it may not
 * post, comment, order, upload or chat until then: a throwaway address must not buy a voice.
 * Whether it is verified comes from two places. The session token says what was true at sign-in
 * (claim `ev`); a member who verifies later still holds that token, so identity also marks the
 * verification in Redis (`<prefix>email-verified:<user id>`), and the gateway reads the mark in the
 * same MGET as the session's version. The claim is the floor: Redis can only add a verification,
 * so a verified member never depends on Redis, and Redis away leaves an unverified token unverified.
 */
export const EMAIL_VERIFIED_CLAIM = 'ev';

export const EMAIL_NOT_VERIFIED = 'Please verify your e-mail address first';
export const EMAIL_NOT_VERIFIED_STATUS = 'email-not-verified';

/** The refusal of a member write by an account whose e-mail address is not verified yet. */
export const emailNotVerified = () => new AppError(403, EMAIL_NOT_VERIFIED_STATUS, EMAIL_NOT_VERIFIED);

/**
 * Identity's mark lives as long as the session-version key: past a day every token issued before
 * the verification has expired, and the tokens issued since carry the claim.
 */
export const EMAIL_VERIFIED_MARK_TTL_SECONDS = 2 * 24 * 60 * 60;

export function emailVerifiedKey(userId: string, prefix: string = SESSION_VERSION_PREFIX): string {
  return `${prefix}email-verified:${userId}`;
}

/**
 * Whether a token says its account was verified. Only an explicit `false` says it was not: a token
 * issued before the claim existed was issued to an account of the days before this rule, and lives
 * a day at most.
 */
export function emailVerifiedOf(payload: Record<string, unknown>): boolean {
  return payload[EMAIL_VERIFIED_CLAIM] !== false;
}

/**
 * The one rule, for every process that takes member writes (the gateway for HTTP, messaging's live
 * socket): verified when the token says so or identity marked it since; refused (emailNotVerified)
 * otherwise.
 */
export function emailVerifiedNow(tokenSaysVerified: boolean, markedVerified: boolean): boolean {
  return tokenSaysVerified || markedVerified;
}

/**
 * The rule for a process that has no session-state read to add the mark to (the live socket): the
 * mark is read only for a token that says "not verified", so verified members cost nothing. Redis
 * away reads as "no mark": the token's word stands.
 */
export function verifiedMembers(redis: Redis, options: { prefix: string; timeoutMs: number }) {
  const marked = async (userId: string): Promise<boolean> => {
    try {
      const mark = await withTimeout(
        () => redis.get(emailVerifiedKey(userId, options.prefix)),
        options.timeoutMs,
        `no answer within ${options.timeoutMs} ms`,
      );
      return mark !== null;
    } catch {
      return false;
    }
  };
  return {
    async isVerified(userId: string, tokenSaysVerified: boolean): Promise<boolean> {
      return emailVerifiedNow(tokenSaysVerified, tokenSaysVerified || (await marked(userId)));
    },
  };
}
