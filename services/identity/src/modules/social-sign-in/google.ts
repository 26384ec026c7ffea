import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { type ProviderProfile, ProviderRejected } from './provider-profile.js';

export interface GoogleOptions {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
  timeoutMs: number;
}

/**
 * Checks a Google-type ID token: signature against the provider's published keys (fetched and
 * cached by jose), issuer, audience (our client id) and expiry; the e-mail must be verified by
 * the provider, because accounts are linked by e-mail.
 */
export function googleVerifier(options: GoogleOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: options.timeoutMs });
  return async function verifyGoogleIdToken(idToken: string): Promise<ProviderProfile> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keys, { issuer: options.issuers, audience: options.clientId }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new ProviderRejected(`google: ${error.code}: ${error.message}`);
      throw error;
    }
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email || (payload.email_verified !== true && payload.email_verified !== 'true')) {
      throw new ProviderRejected('google: the account has no verified e-mail');
    }
    if (typeof payload.sub !== 'string' || !payload.sub) throw new ProviderRejected('google: no subject');
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name : email.split('@')[0]!;
    return { provider: 'google', providerId: payload.sub, email, name };
  };
}
