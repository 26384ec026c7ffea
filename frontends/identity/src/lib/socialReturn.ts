import type { auth } from '@art/sdk';

/** The stable codes of a social sign-in that came back without a session (identity's callback). */
export type SocialRefusal = auth.SocialSignInError;

// Every code the server may send, by type: a new one fails to compile here and in the locales.
const KNOWN: Record<SocialRefusal, true> = {
  denied: true,
  state: true,
  email: true,
  failed: true,
  unavailable: true,
  operator: true,
};

export type SocialReturn =
  | { kind: 'session'; code: string }
  | { kind: 'refused'; refusal: SocialRefusal | null; provider: auth.SocialProvider | null };

/**
 * What identity's callback put in /login's fragment: `#social=<one-time code>` (exchanged for the
 * session) or `#social-error=<code>&provider=<google|facebook>`; null for any other address.
 * An unknown refusal code (a newer server) is kept as null, shown as the general failure.
 */
export function readSocialReturn(hash: string): SocialReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('social');
  if (code && /^[A-Za-z0-9_-]{20,128}$/.test(code)) return { kind: 'session', code };
  const refusal = params.get('social-error');
  if (refusal === null) return null;
  const provider = params.get('provider');
  return {
    kind: 'refused',
    refusal: Object.hasOwn(KNOWN, refusal) ? (refusal as SocialRefusal) : null,
    provider: provider === 'google' || provider === 'facebook' ? provider : null,
  };
}

/** Names as the providers write them, in every language. */
export const PROVIDER_NAMES: Record<auth.SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
