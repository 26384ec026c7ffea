/** Who a social provider says the person is, once their token has been checked. */
export interface ProviderProfile {
  provider: 'google' | 'facebook';
  providerId: string;
  email: string;
  name: string;
  /**
   * Whether the provider vouches that the person owns `email` (Google's `email_verified`;
   * Facebook answers only a confirmed address). Only then may the address find, link or make an
   * account.
   */
  emailVerified: boolean;
}

export type Provider = ProviderProfile['provider'];

/**
 * Why a provider's answer was not enough: `invalid` (a token, code or answer that does not check
 * out), `no-email` (the account shares no e-mail address), `unverified-email` (the provider does
 * not vouch for it).
 */
export type RejectionKind = 'invalid' | 'no-email' | 'unverified-email';

/** A sign-in the provider did not vouch for: 401 with the reason in the log only. */
export class ProviderRejected extends Error {
  constructor(
    reason: string,
    readonly kind: RejectionKind = 'invalid',
  ) {
    super(reason);
    this.name = 'ProviderRejected';
  }
}

/** The person's name as the provider has it, else the e-mail's local part. */
export function displayName(name: unknown, email: string): string {
  return typeof name === 'string' && name.trim() ? name : (email.split('@')[0] ?? email);
}
