import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  chooserPage,
  errorPage,
  type ListenOptions,
  listen,
  randomToken,
  readParams,
  redirect,
  type StandInPerson,
  sameText,
  sendJson,
} from './http.js';

export type FacebookStandInOptions = ListenOptions & {
  /** The one registered app (our relying party): its id, secret and exact redirect URIs. */
  appId?: string;
  appSecret?: string;
  redirectUris: string[];
  /** The people the login dialog offers, in this order; more can be added later (addPerson). */
  people?: StandInPerson[];
};

export type FacebookStandIn = {
  url: string;
  /** Where the browser is sent: `<url>/dialog/oauth` (Facebook's is on www.facebook.com). */
  dialogUrl: string;
  /** The Graph API base: `/oauth/access_token`, `/debug_token`, `/me` (graph.facebook.com). */
  graphUrl: string;
  appId: string;
  appSecret: string;
  people: Map<string, StandInPerson>;
  addPerson(person: StandInPerson): StandInPerson;
  /**
   * A user access token for `personId`, as the JavaScript SDK would hand the browser (for the
   * spec's POST /api/auth/facebook); `appId` makes it another app's token.
   */
  issueToken(personId: string, options?: { appId?: string }): string;
  /** Every debug_token call, as made (who asked about which token). */
  debugCalls: { inputToken: string; accessToken: string }[];
  close(): Promise<void>;
};

export const FACEBOOK_STAND_IN_APP_ID = '4242424242';

const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_S = 60 * 24 * 60 * 60;
const PAGE_TTL_MS = 30 * 60_000;

type Token = { personId: string; appId: string; scopes: string[]; expiresAtMs: number };
type Code = { personId: string; redirectUri: string; scopes: string[]; expiresAtMs: number };
type Dialog = { redirectUri: string; state: string; scopes: string[]; expiresAtMs: number };

/** Graph's error shape: `{error: {message, type, code}}`. */
const oauthError = (res: ServerResponse, status: number, message: string, code = 100) =>
  sendJson(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomToken(8) } });

/**
 * "Facebook" on this machine, speaking Facebook Login's manual flow: the login dialog
 * (`/dialog/oauth`, client_id, exact redirect_uri, state; Cancel answers
 * `error=access_denied&error_reason=user_denied`), the code exchange (`/oauth/access_token` with
 * the app secret and the same redirect_uri, once per code), `/debug_token` (with the app token
 * `id|secret`) and Graph's `/me?fields=id,name,email` (with `appsecret_proof` checked when sent).
 * Paths may carry a Graph version (`/v21.0/me`), as the real ones do. Like Facebook, it gives an
 * e-mail only for a person who has a confirmed one, and appends `#_=_` to its redirects.
 */
export async function startFacebookStandIn(options: FacebookStandInOptions): Promise<FacebookStandIn> {
  const appId = options.appId ?? FACEBOOK_STAND_IN_APP_ID;
  const appSecret = options.appSecret ?? randomToken(24);
  const people = new Map<string, StandInPerson>();
  for (const person of options.people ?? []) people.set(person.id, person);
  const dialogs = new Map<string, Dialog>();
  const codes = new Map<string, Code>();
  const tokens = new Map<string, Token>();
  const debugCalls: FacebookStandIn['debugCalls'] = [];
  const listening = await listen(options);
  const base = listening.url;

  const token = (personId: string, scopes: string[], forApp = appId) => {
    const value = `EAAB${randomToken(32)}`;
    tokens.set(value, { personId, appId: forApp, scopes, expiresAtMs: Date.now() + TOKEN_TTL_S * 1000 });
    return value;
  };
  const liveToken = (value: string | undefined) => {
    const found = value ? tokens.get(value) : undefined;
    return found && found.expiresAtMs > Date.now() ? found : undefined;
  };
  const backTo = (redirectUri: string, params: Record<string, string>) => {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.hash = '_=_';
    return url.toString();
  };

  function dialog(res: ServerResponse, params: Record<string, string>) {
    if (params.client_id !== appId) return errorPage(res, 400, 'Invalid App ID', 'The app ID is not valid.');
    const redirectUri = params.redirect_uri ?? '';
    if (!options.redirectUris.includes(redirectUri)) {
      return errorPage(
        res,
        400,
        'URL blocked',
        "This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.",
      );
    }
    if ((params.response_type ?? 'code') !== 'code') {
      return redirect(
        res,
        backTo(redirectUri, {
          error: 'invalid_request',
          error_description: 'response_type',
          state: params.state ?? '',
        }),
      );
    }
    const page = randomToken(16);
    dialogs.set(page, {
      redirectUri,
      state: params.state ?? '',
      scopes: (params.scope ?? 'public_profile').split(/[\s,]+/).filter(Boolean),
      expiresAtMs: Date.now() + PAGE_TTL_MS,
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      chooserPage({
        provider: 'Facebook',
        asks: 'Art Marketplace will receive your name and e-mail address.',
        action: '/dialog/oauth/decide',
        hidden: { page },
        people: [...people.values()],
        allowLabel: 'Continue',
        denyLabel: 'Cancel',
      }),
    );
  }

  function decide(res: ServerResponse, params: Record<string, string>) {
    const pending = dialogs.get(params.page ?? '');
    if (!pending || pending.expiresAtMs < Date.now()) {
      return errorPage(res, 400, 'Login refused', 'This login has expired. Start again from the app.');
    }
    dialogs.delete(params.page ?? '');
    if (params.decision !== 'allow') {
      return redirect(
        res,
        backTo(pending.redirectUri, {
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state: pending.state,
        }),
      );
    }
    const person = people.get(params.account ?? '');
    if (!person) return errorPage(res, 400, 'Login refused', 'Choose an account.');
    const code = randomToken(48);
    codes.set(code, {
      personId: person.id,
      redirectUri: pending.redirectUri,
      scopes: pending.scopes,
      expiresAtMs: Date.now() + CODE_TTL_MS,
    });
    return redirect(res, backTo(pending.redirectUri, { code, state: pending.state }));
  }

  function exchange(res: ServerResponse, params: Record<string, string>) {
    if (params.client_id !== appId)
      return oauthError(res, 400, 'Error validating application. Invalid application ID.', 101);
    if (!sameText(params.client_secret ?? '', appSecret)) {
      return oauthError(res, 400, 'Error validating client secret.', 1);
    }
    const code = codes.get(params.code ?? '');
    // A code is good once: a second exchange (or a guessed one) is refused.
    if (params.code) codes.delete(params.code);
    if (!code || code.expiresAtMs < Date.now()) {
      return oauthError(res, 400, 'This authorization code has been used or has expired.', 100);
    }
    if (code.redirectUri !== params.redirect_uri) {
      return oauthError(
        res,
        400,
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        100,
      );
    }
    return sendJson(res, 200, {
      access_token: token(code.personId, code.scopes),
      token_type: 'bearer',
      expires_in: TOKEN_TTL_S,
    });
  }

  function debugToken(res: ServerResponse, params: Record<string, string>) {
    const inputToken = params.input_token ?? '';
    const accessToken = params.access_token ?? '';
    debugCalls.push({ inputToken, accessToken });
    if (!sameText(accessToken, `${appId}|${appSecret}`)) {
      return oauthError(res, 400, 'Invalid OAuth access token signature.', 190);
    }
    const found = liveToken(inputToken);
    if (!found) {
      return sendJson(res, 200, {
        data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] },
      });
    }
    return sendJson(res, 200, {
      data: {
        app_id: found.appId,
        type: 'USER',
        application: 'Art Marketplace',
        expires_at: Math.floor(found.expiresAtMs / 1000),
        is_valid: true,
        scopes: found.scopes,
        user_id: found.personId,
      },
    });
  }

  function me(req: IncomingMessage, res: ServerResponse, params: Record<string, string>) {
    const header = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const accessToken = params.access_token ?? header;
    const found = liveToken(accessToken);
    if (!accessToken || !found) return oauthError(res, 400, 'Invalid OAuth access token data.', 190);
    const proof = params.appsecret_proof;
    if (proof !== undefined && !sameText(proof, createHmac('sha256', appSecret).update(accessToken).digest('hex'))) {
      return oauthError(res, 400, 'Invalid appsecret_proof provided in the API argument', 100);
    }
    const person = people.get(found.personId);
    if (!person) return oauthError(res, 400, 'Unsupported get request.', 100);
    const fields = (params.fields ?? 'id,name').split(',').map((field) => field.trim());
    const answer: Record<string, string> = { id: person.id };
    if (fields.includes('name')) answer.name = person.name;
    // Facebook answers an e-mail only with the email permission, and only a confirmed one.
    if (fields.includes('email') && found.scopes.includes('email') && person.email && person.emailVerified !== false) {
      answer.email = person.email;
    }
    return sendJson(res, 200, answer);
  }

  listening.setHandler(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    // Graph and the dialog take a version in front of the path: /v21.0/me.
    const path = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
    const params = await readParams(req, url);
    if (path === '/dialog/oauth' && req.method === 'GET') return dialog(res, params);
    if (path === '/dialog/oauth/decide' && req.method === 'POST') return decide(res, params);
    if (path === '/oauth/access_token') return exchange(res, params);
    if (path === '/debug_token') return debugToken(res, params);
    if (path === '/me') return me(req, res, params);
    return oauthError(res, 404, `Unknown path components: ${path}`, 2500);
  });

  return {
    url: base,
    dialogUrl: `${base}/dialog/oauth`,
    graphUrl: base,
    appId,
    appSecret,
    people,
    debugCalls,
    addPerson(person) {
      people.set(person.id, person);
      return person;
    },
    issueToken(personId, issueOptions = {}) {
      return token(personId, ['public_profile', 'email'], issueOptions.appId ?? appId);
    },
    close: listening.close,
  };
}
