import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as client from 'openid-client';
import { type GoogleStandIn, startGoogleStandIn } from '../src/index.js';
import { throughProvider } from './browser.js';

const REDIRECT_URI = 'http://localhost:8080/api/auth/google/callback';
let google: GoogleStandIn;
let config: client.Configuration;

before(async () => {
  google = await startGoogleStandIn({
    redirectUris: [REDIRECT_URI],
    people: [
      { id: '1001', name: 'Asha Gurung', email: 'asha@gmail.example' },
      { id: '1002', name: 'Unverified Person', email: 'someone@gmail.example', emailVerified: false },
    ],
  });
  // openid-client, an OpenID Certified relying party, is the judge of the protocol here.
  config = await client.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
    execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
  });
});
after(() => google?.close());

async function authorize(extra: Record<string, string> = {}) {
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url, checks };
}

describe('the Google stand-in (oidc-provider)', () => {
  it("publishes Google's kind of discovery: code flow, S256, client_secret_post, a JWKS", () => {
    const metadata = config.serverMetadata();
    assert.equal(metadata.issuer, google.issuer);
    assert.equal(metadata.jwks_uri, google.jwksUrl);
    assert.ok(metadata.response_types_supported?.includes('code'));
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
    assert.ok(metadata.token_endpoint_auth_methods_supported?.includes('client_secret_post'));
    assert.ok(metadata.scopes_supported?.includes('email'));
  });

  it('signs the chosen person in: code, PKCE, nonce, and an ID token with email, email_verified and name', async () => {
    const { url, checks } = await authorize();
    const callback = await throughProvider(url.href, { person: '1001', decision: 'allow' });
    assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT_URI);
    assert.equal(callback.searchParams.get('state'), checks.state);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    assert.equal(claims?.sub, '1001');
    assert.equal(claims?.email, 'asha@gmail.example');
    assert.equal(claims?.email_verified, true);
    assert.equal(claims?.name, 'Asha Gurung');
    assert.equal(claims?.aud, google.clientId);
  });

  it('says so when the e-mail is not verified', async () => {
    const { url, checks } = await authorize();
    const callback = await throughProvider(url.href, { person: '1002', decision: 'allow' });
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
    });
    assert.equal(tokens.claims()?.email_verified, false);
  });

  it('Deny answers the redirect URI with error=access_denied and the state', async () => {
    const { url, checks } = await authorize();
    const callback = await throughProvider(url.href, { decision: 'deny' });
    assert.equal(callback.searchParams.get('error'), 'access_denied');
    assert.equal(callback.searchParams.get('state'), checks.state);
  });

  it('takes a code once, only with its PKCE verifier', async () => {
    const { url, checks } = await authorize();
    const callback = await throughProvider(url.href, { decision: 'allow' });
    await assert.rejects(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      }),
      (error: Error & { error?: string }) => error.error === 'invalid_grant',
    );
    const right = { pkceCodeVerifier: checks.verifier, expectedState: checks.state, expectedNonce: checks.nonce };
    assert.ok((await client.authorizationCodeGrant(config, callback, right)).access_token);
    await assert.rejects(
      client.authorizationCodeGrant(config, callback, right),
      (error: Error & { error?: string }) => error.error === 'invalid_grant',
      'a code is good once',
    );
  });

  it('refuses an authorization request without PKCE, and never redirects to an unregistered URI', async () => {
    const withoutPkce = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      state: 's'.repeat(43),
    });
    const refused = await throughProvider(withoutPkce.href, { decision: 'allow' });
    assert.equal(refused.searchParams.get('error'), 'invalid_request');

    const { url } = await authorize({ redirect_uri: 'https://evil.example/callback' });
    const response = await fetch(url, { redirect: 'manual' });
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('location'), null);
  });
});
