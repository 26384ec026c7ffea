import { type ProviderProfile, ProviderRejected } from './provider-profile.js';

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  graphUrl: string;
  timeoutMs: number;
}

async function getJson(url: URL, timeoutMs: number): Promise<Record<string, any>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = (await response.json().catch(() => ({}))) as Record<string, any>;
  if (!response.ok) throw new ProviderRejected(`facebook: ${url.pathname} answered ${response.status}`);
  return body;
}

/**
 * Checks a Facebook-type access token with the provider's debug_token call (it must be valid and
 * issued to our app), then reads the person's id, name and e-mail from /me.
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
    const person = await getJson(me, options.timeoutMs);
    if (!person.id || (data.user_id && String(data.user_id) !== String(person.id))) {
      throw new ProviderRejected('facebook: /me does not match the token');
    }
    if (typeof person.email !== 'string' || !person.email) {
      throw new ProviderRejected('facebook: the account shares no e-mail');
    }
    const name = typeof person.name === 'string' && person.name.trim() ? person.name : person.email.split('@')[0];
    return { provider: 'facebook', providerId: String(person.id), email: person.email, name };
  };
}
