import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { displayName, type ProviderProfile, ProviderRejected } from './provider-profile.js';

export interface GoogleOptions {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
  timeoutMs: number;
}

/**
 * The person an ID token's claims name: `sub`, and the e-mail with whether Google vouches for it
 * (`email_verified`, a boolean, or the string "true" in older tokens). A token without an e-mail
 * names nobody we can find or make an account for.
 */
export function googleProfile(claims: Record<string, unknown>): ProviderProfile {
  if (typeof claims.sub !== 'string' || !claims.sub) throw new ProviderRejected('google: no subject');
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email) throw new ProviderRejected('google: the account shares no e-mail', 'no-email');
  return {
    provider: 'google',
    providerId: claims.sub,
    email,
    name: displayName(claims.name, email),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
  };
}

/**
 * Checks a Google-type ID token that a browser obtained itself (the spec's POST /api/auth/google):
 * signature against the provider's published keys (fetched and cached by jose), issuer, audience
 * (our client id) and expiry.
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
    return googleProfile(payload);
  };
}

export interface GoogleCodeFlowOptions {
  clientId: string;
  clientSecret: string;
  /** Google's issuer identifier (https://accounts.google.com); discovery starts from it. */
  issuer: string;
  redirectUri: string;
  timeoutMs: number;
}

/** What the authorization request was made with, kept server-side until the browser comes back. */
export interface CodeFlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Google's authorization code flow through openid-client (an OpenID Certified relying party):
 * discovery (fetched once, again after a failure), PKCE S256, state and nonce; the callback's
 * answer is checked (state, `iss`), the code exchanged with the client secret, and the ID token
 * checked (signature against the discovered JWKS, issuer, audience, expiry, nonce) before its
 * claims are read. A plain-http issuer is accepted only as such (the local stand-in); production
 * refuses one at start (config.ts).
 */
export function googleCodeFlow(options: GoogleCodeFlowOptions) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        { client_secret: options.clientSecret },
        oidc.ClientSecretPost(options.clientSecret),
        {
          timeout: Math.ceil(options.timeoutMs / 1000),
          execute: [
            ...(options.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : []),
            // The ID token's signature is checked too, not only trusted for coming over TLS.
            oidc.enableNonRepudiationChecks,
          ],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** The address to send the browser to, with fresh state, nonce and PKCE verifier. */
    async start(): Promise<{ url: string; checks: CodeFlowChecks }> {
      const config = await configuration();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.toString(), checks };
    },

    /** The callback's parameters (`?code&state&iss…`) → the person; ProviderRejected when they do not check out. */
    async finish(search: string, checks: CodeFlowChecks): Promise<ProviderProfile> {
      const config = await configuration();
      const callback = new URL(options.redirectUri);
      callback.search = search;
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw rejectedOrUnreachable(error);
      }
      const claims = tokens.claims();
      if (!claims) throw new ProviderRejected('google: no ID token');
      return googleProfile(claims as Record<string, unknown>);
    },
  };
}

export type GoogleCodeFlow = ReturnType<typeof googleCodeFlow>;

/** openid-client's codes for a provider that did not answer, or not in time. */
const UNREACHABLE_CODES = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT']);

/**
 * openid-client's refusals (a bad callback, an error from the token endpoint, a failed ID-token
 * check) are the provider not vouching: ProviderRejected. A network failure (fetch's TypeError), a
 * timeout or a 5xx answer stays what it is: the provider could not be reached (502).
 */
export function rejectedOrUnreachable(error: unknown): unknown {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return new ProviderRejected(`${error.error}: ${error.error_description ?? error.message}`);
  }
  if (error instanceof oidc.ClientError) {
    if (error.code && UNREACHABLE_CODES.has(error.code)) return error;
    const status = error.cause instanceof Response ? error.cause.status : 0;
    if (status >= 500) return error;
    return new ProviderRejected(`${error.code ?? 'oidc'}: ${error.message}`);
  }
  return error;
}
