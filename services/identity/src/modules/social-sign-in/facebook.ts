import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { rejectedOrUnreachable } from './google.js';
import { displayName, type ProviderProfile, ProviderRejected } from './provider-profile.js';

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  graphUrl: string;
  timeoutMs: number;
}

async function getJson(url: URL, timeoutMs: number): Promise<Record<string, any>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = (await response.json().catch(() => ({}))) as Record<string, any>;
  // Graph answers 4xx for a token it does not take; a 5xx is Facebook not answering (502).
  if (response.status >= 500) throw new Error(`facebook: ${url.pathname} answered ${response.status}`);
  if (!response.ok) throw new ProviderRejected(`facebook: ${url.pathname} answered ${response.status}`);
  return body;
}

/**
 * Checks a Facebook-type user access token with the provider's debug_token call (it must be valid
 * and issued to our app), then reads the person's id, name and e-mail from Graph's /me, with
 * `appsecret_proof` (so a stolen token alone cannot make the call on our app's behalf). Facebook
 * answers `email` only for a confirmed address (and only with the email permission): an address
 * it gives is one it vouches for; none at all is refused.
 */
export function facebookVerifier(options: FacebookOptions) {
  const base = options.graphUrl.replace(/\/$/, '');
  return async function verifyFacebookToken(accessToken: string): Promise<ProviderProfile> {
    const debug = new URL(`${base}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
    const { data } = await getJson(debug, options.timeoutMs);
    if (!data?.is_valid) throw new ProviderRejected('facebook: token is not valid');
    if (String(data.app_id) !== options.appId) throw new ProviderRejected('facebook: token belongs to another app');

    const me = new URL(`${base}/me`);
    me.searchParams.set('fields', 'id,name,email');
    me.searchParams.set('access_token', accessToken);
    me.searchParams.set('appsecret_proof', createHmac('sha256', options.appSecret).update(accessToken).digest('hex'));
    const person = await getJson(me, options.timeoutMs);
    if (!person.id || (data.user_id && String(data.user_id) !== String(person.id))) {
      throw new ProviderRejected('facebook: /me does not match the token');
    }
    if (typeof person.email !== 'string' || !person.email) {
      throw new ProviderRejected('facebook: the account shares no e-mail', 'no-email');
    }
    return {
      provider: 'facebook',
      providerId: String(person.id),
      email: person.email,
      name: displayName(person.name, person.email),
      emailVerified: true,
    };
  };
}

export interface FacebookCodeFlowOptions extends FacebookOptions {
  dialogUrl: string;
  redirectUri: string;
}

/**
 * Facebook Login's manual flow (OAuth 2 authorization code): the dialog with our app id, the exact
 * redirect URI, a state and `scope=email`; back at the callback, openid-client checks the answer
 * against the state and exchanges the code at Graph's `/oauth/access_token` with the app secret
 * (client_secret_post, the same redirect URI); the access token then goes through the same
 * debug_token and /me checks as a token from the JavaScript SDK. Facebook's OIDC-with-PKCE variant
 * is still marked as in testing by Facebook, so the classic confidential-client flow is used: the
 * state is bound to the browser and the code is worthless without the app secret.
 */
export function facebookCodeFlow(options: FacebookCodeFlowOptions) {
  const graph = options.graphUrl.replace(/\/$/, '');
  const config = new oidc.Configuration(
    {
      // Facebook publishes no OAuth metadata for this flow: its two endpoints are named here.
      issuer: new URL(options.dialogUrl).origin,
      authorization_endpoint: options.dialogUrl,
      token_endpoint: `${graph}/oauth/access_token`,
    },
    options.appId,
    { client_secret: options.appSecret },
    oidc.ClientSecretPost(options.appSecret),
  );
  config.timeout = Math.ceil(options.timeoutMs / 1000);
  if (graph.startsWith('http:')) oidc.allowInsecureRequests(config);
  const verify = facebookVerifier(options);

  return {
    start(): { url: string; checks: { state: string } } {
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope: 'email,public_profile',
        state,
      });
      return { url: url.toString(), checks: { state } };
    },

    async finish(search: string, checks: { state: string }): Promise<ProviderProfile> {
      const callback = new URL(options.redirectUri);
      callback.search = search;
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callback, { expectedState: checks.state });
      } catch (error) {
        throw rejectedOrUnreachable(error);
      }
      return verify(tokens.access_token);
    },
  };
}

export type FacebookCodeFlow = ReturnType<typeof facebookCodeFlow>;
