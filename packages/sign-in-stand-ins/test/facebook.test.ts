import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type FacebookStandIn, startFacebookStandIn, startSignInStandIns } from '../src/index.js';
import { throughProvider } from './browser.js';

const REDIRECT_URI = 'http://localhost:8080/api/auth/facebook/callback';
let facebook: FacebookStandIn;

before(async () => {
  facebook = await startFacebookStandIn({
    redirectUris: [REDIRECT_URI],
    people: [
      { id: '2001', name: 'Bikash Rai', email: 'bikash@facebook.example' },
      { id: '2002', name: 'No Mail' },
    ],
  });
});
after(() => facebook?.close());

const dialog = (params: Record<string, string>) => {
  const url = new URL(facebook.dialogUrl);
  for (const [key, value] of Object.entries({
    client_id: facebook.appId,
    redirect_uri: REDIRECT_URI,
    state: 'state-0123456789',
    scope: 'email,public_profile',
    ...params,
  }))
    url.searchParams.set(key, value);
  return url.href;
};

const exchange = (code: string, params: Record<string, string> = {}) =>
  fetch(`${facebook.graphUrl}/v21.0/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: facebook.appId,
      client_secret: facebook.appSecret,
      redirect_uri: REDIRECT_URI,
      code,
      ...params,
    }),
  });

const graph = async (path: string, params: Record<string, string>) => {
  const url = new URL(`${facebook.graphUrl}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

describe('the Facebook stand-in', () => {
  it('Continue sends a code and the state back (with Facebook’s #_=_); the code buys a user token once', async () => {
    const callback = await throughProvider(dialog({}), { person: '2001', decision: 'allow' });
    assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT_URI);
    assert.equal(callback.searchParams.get('state'), 'state-0123456789');
    assert.equal(callback.hash, '#_=_');
    const code = callback.searchParams.get('code')!;
    const answer = await exchange(code);
    assert.equal(answer.status, 200);
    const token = (await answer.json()) as { access_token: string; token_type: string; expires_in: number };
    assert.equal(token.token_type, 'bearer');
    assert.ok(token.expires_in > 0);
    assert.equal((await exchange(code)).status, 400, 'a code is good once');

    const debug = await graph('/debug_token', {
      input_token: token.access_token,
      access_token: `${facebook.appId}|${facebook.appSecret}`,
    });
    assert.deepEqual(
      { valid: debug.body.data.is_valid, app: debug.body.data.app_id, user: debug.body.data.user_id },
      { valid: true, app: facebook.appId, user: '2001' },
    );
    const proof = createHmac('sha256', facebook.appSecret).update(token.access_token).digest('hex');
    const me = await graph('/v21.0/me', {
      fields: 'id,name,email',
      access_token: token.access_token,
      appsecret_proof: proof,
    });
    assert.deepEqual(me.body, { id: '2001', name: 'Bikash Rai', email: 'bikash@facebook.example' });
    const badProof = await graph('/me', { fields: 'id', access_token: token.access_token, appsecret_proof: '00' });
    assert.equal(badProof.status, 400);
  });

  it('the exchange needs the app secret and the same redirect URI', async () => {
    const first = await throughProvider(dialog({}), { decision: 'allow' });
    assert.equal((await exchange(first.searchParams.get('code')!, { client_secret: 'wrong' })).status, 400);
    const second = await throughProvider(dialog({}), { decision: 'allow' });
    const elsewhere = await exchange(second.searchParams.get('code')!, { redirect_uri: 'http://localhost:8080/other' });
    assert.equal(elsewhere.status, 400);
    assert.equal(((await elsewhere.json()) as any).error.type, 'OAuthException');
  });

  it('Cancel answers error=access_denied&error_reason=user_denied with the state', async () => {
    const callback = await throughProvider(dialog({}), { decision: 'deny' });
    assert.equal(callback.searchParams.get('error'), 'access_denied');
    assert.equal(callback.searchParams.get('error_reason'), 'user_denied');
    assert.equal(callback.searchParams.get('state'), 'state-0123456789');
    assert.equal(callback.searchParams.get('code'), null);
  });

  it('gives no e-mail for a person without a confirmed one', async () => {
    const callback = await throughProvider(dialog({}), { person: '2002', decision: 'allow' });
    const token = (await (await exchange(callback.searchParams.get('code')!)).json()) as { access_token: string };
    const me = await graph('/me', { fields: 'id,name,email', access_token: token.access_token });
    assert.deepEqual(me.body, { id: '2002', name: 'No Mail' });
  });

  it('refuses an unknown app or an unregistered redirect URI on its own page, never redirecting', async () => {
    const wrong: Record<string, string>[] = [{ client_id: '1' }, { redirect_uri: 'https://evil.example/callback' }];
    for (const params of wrong) {
      const response = await fetch(dialog(params), { redirect: 'manual' });
      assert.equal(response.status, 400);
      assert.equal(response.headers.get('location'), null);
    }
  });

  it("debug_token refuses another app's credentials and says an unknown token is not valid", async () => {
    const token = facebook.issueToken('2001');
    const foreign = await graph('/debug_token', { input_token: token, access_token: '1|nope' });
    assert.equal(foreign.status, 400);
    const unknown = await graph('/debug_token', {
      input_token: 'EAAB-unknown',
      access_token: `${facebook.appId}|${facebook.appSecret}`,
    });
    assert.equal(unknown.body.data.is_valid, false);
  });
});

describe('startSignInStandIns', () => {
  it("starts both with the demo people and gives identity's configuration for them", async () => {
    const both = await startSignInStandIns({ publicUrls: ['http://localhost:8080/'] });
    try {
      assert.equal(both.identityEnv.GOOGLE_ISSUER, both.google.issuer);
      assert.equal(both.identityEnv.FACEBOOK_DIALOG_URL, `${both.facebook.url}/dialog/oauth`);
      assert.equal(both.google.people.size, 1);
      assert.equal(both.facebook.people.size, 1);
      const discovery = await fetch(`${both.google.issuer}/.well-known/openid-configuration`);
      assert.equal(((await discovery.json()) as { issuer: string }).issuer, both.google.issuer);
    } finally {
      await both.close();
    }
  });
});
