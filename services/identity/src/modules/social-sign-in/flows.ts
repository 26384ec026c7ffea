import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MemberLanguage } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import type { Provider } from './provider-profile.js';

type Redis = FastifyInstance['redis'];

/** How long a browser may stay at the provider between start and callback. */
export const FLOW_TTL_SECONDS = 10 * 60;
/** How long /login has to exchange the callback's one-time code for the session. */
export const HANDOFF_TTL_SECONDS = 60;

/** What the authorization request was made with, kept in Redis until the browser is back. */
export interface FlowRecord {
  provider: Provider;
  /** Google's nonce and PKCE verifier (Facebook's flow has only the state). */
  nonce?: string;
  codeVerifier?: string;
  /** sha256 of the browser's cookie secret: the callback must come with the same cookie. */
  binding: string;
  /** The page's language at the start: an account this sign-in makes starts in it. */
  language?: MemberLanguage;
}

/** A signed-in account waiting for /login to fetch its session, for the same browser. */
export interface Handoff {
  userId: string;
  binding: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const WELL_FORMED = /^[A-Za-z0-9_-]{20,128}$/;

/** A fresh browser secret (the cookie's value): 256 bits, base64url. */
export const newBrowserSecret = () => randomBytes(32).toString('base64url');

/** Whether this browser's cookie secret is the one a record was bound to (constant time). */
export function sameBrowser(secret: string | undefined, binding: string): boolean {
  if (!secret || !WELL_FORMED.test(secret)) return false;
  const left = Buffer.from(sha256(secret));
  const right = Buffer.from(binding);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const bindingOf = (secret: string) => sha256(secret);

/**
 * The sign-ins under way, in Redis under `<prefix>social-sign-in:`: each flow by the hash of its
 * state (so keys name no live state), read and deleted in one GETDEL (a state is good once, and a
 * replayed callback finds nothing); each handoff by the hash of its one-time code, likewise.
 */
export function socialFlows(redis: Redis, prefix: string) {
  const flowKey = (state: string) => `${prefix}social-sign-in:flow:${sha256(state)}`;
  const handoffKey = (code: string) => `${prefix}social-sign-in:handoff:${sha256(code)}`;
  const takeJson = async <T>(key: string): Promise<T | null> => {
    const value = await redis.getdel(key);
    if (!value) return null;
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  };
  return {
    async open(state: string, record: FlowRecord): Promise<void> {
      await redis.set(flowKey(state), JSON.stringify(record), 'EX', FLOW_TTL_SECONDS);
    },
    /** The flow of `state`, once: it is gone after this call. */
    async take(state: string | undefined): Promise<FlowRecord | null> {
      if (!state || !WELL_FORMED.test(state)) return null;
      return takeJson<FlowRecord>(flowKey(state));
    },
    async handOff(handoff: Handoff): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      await redis.set(handoffKey(code), JSON.stringify(handoff), 'EX', HANDOFF_TTL_SECONDS);
      return code;
    },
    /** The handoff of `code`, once. */
    async redeem(code: string): Promise<Handoff | null> {
      if (!WELL_FORMED.test(code)) return null;
      return takeJson<Handoff>(handoffKey(code));
    },
  };
}

export type SocialFlows = ReturnType<typeof socialFlows>;
