import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import {
  chooserPage,
  errorPage,
  type ListenOptions,
  listen,
  randomToken,
  readParams,
  type StandInPerson,
} from './http.js';
import { memoryAdapterFactory } from './memory-adapter.js';

export type GoogleStandInOptions = ListenOptions & {
  /** The one registered client (our relying party): its id, secret and exact redirect URIs. */
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  /** The people the sign-in page offers, in this order; more can be added later (addPerson). */
  people?: StandInPerson[];
};

export type GoogleStandIn = {
  /** The issuer: discovery is at `<url>/.well-known/openid-configuration`. */
  url: string;
  issuer: string;
  jwksUrl: string;
  clientId: string;
  clientSecret: string;
  people: Map<string, StandInPerson>;
  /** Adds (or replaces) a person the page offers. */
  addPerson(person: StandInPerson): StandInPerson;
  close(): Promise<void>;
};

export const GOOGLE_STAND_IN_CLIENT_ID = 'art-marketplace.apps.stand-in.example';

/**
 * "Google" on this machine: a certified OpenID Provider (panva's oidc-provider) with Google's
 * shape: discovery, a JWKS with a fresh RS256 key, the authorization endpoint (code flow, PKCE S256
 * required, state and nonce returned as given), the token endpoint (client_secret_post) and
 * userinfo. The ID token carries `email`, `email_verified` and `name` as Google's does. Its sign-in
 * page is a chooser of the configured people with Allow and Deny; Deny answers the redirect URI
 * with `error=access_denied`, as Google does. It asks every time (no remembered consent), so a
 * test or a demo can pick another person.
 */
export async function startGoogleStandIn(options: GoogleStandInOptions): Promise<GoogleStandIn> {
  const clientId = options.clientId ?? GOOGLE_STAND_IN_CLIENT_ID;
  const clientSecret = options.clientSecret ?? randomToken(24);
  const people = new Map<string, StandInPerson>();
  for (const person of options.people ?? []) people.set(person.id, person);

  const listening = await listen(options);
  const issuer = listening.url;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `stand-in-${randomToken(6)}`,
    alg: 'RS256',
    use: 'sig',
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomToken(32)] },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Google puts the scope's claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    adapter: memoryAdapterFactory(),
    // No remembered consent: every sign-in shows the chooser, and only the grant it just made counts.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            name: person.name,
            ...(person.email ? { email: person.email, email_verified: person.emailVerified !== false } : {}),
          };
        },
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><body><h1>Sign-in refused</h1><pre>${Object.entries(out)
        .map(([key, value]) => `${key}: ${String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}`)
        .join('\n')}</pre></body></html>`;
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: 10 * 60,
      Grant: 10 * 60,
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [, , uid, step] = url.pathname.split('/');
    let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return errorPage(res, 400, 'Sign-in refused', 'This sign-in has expired. Start again from the app.');
    }
    if (details.uid !== uid) return errorPage(res, 400, 'Sign-in refused', 'This page belongs to another sign-in.');
    if (req.method === 'GET' && step === undefined) {
      const client = await provider.Client.find(String(details.params.client_id));
      return sendChooser(res, uid, client?.clientId ?? 'the app');
    }
    if (req.method !== 'POST' || step !== 'decide') return errorPage(res, 404, 'Not found', url.pathname);
    const form = await readParams(req, new URL('http://x/'));
    if (form.decision !== 'allow') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied access' },
        { mergeWithLastSubmission: false },
      );
    }
    const person = people.get(form.account ?? '');
    if (!person) return errorPage(res, 400, 'Sign-in refused', 'Choose an account.');
    const grant = new provider.Grant({ accountId: person.id, clientId: String(details.params.client_id) });
    const asked = String(details.params.scope ?? 'openid')
      .split(' ')
      .filter((scope) => ['openid', 'email', 'profile'].includes(scope));
    grant.addOIDCScope(asked.join(' '));
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.id }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  function sendChooser(res: ServerResponse, uid: string, clientName: string) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      chooserPage({
        provider: 'Google',
        asks: `${clientName} wants to know your name and e-mail address.`,
        action: `/interaction/${uid}/decide`,
        hidden: {},
        people: [...people.values()],
        allowLabel: 'Allow',
        denyLabel: 'Deny',
      }),
    );
  }

  listening.setHandler((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) return interaction(req, res, url);
    return callback(req, res);
  });

  return {
    url: issuer,
    issuer,
    jwksUrl: `${issuer}/jwks`,
    clientId,
    clientSecret,
    people,
    addPerson(person) {
      people.set(person.id, person);
      return person;
    },
    close: listening.close,
  };
}
