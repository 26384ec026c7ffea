import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_REVOKED, sessionVersionKey } from '@art/kit';
import { register, signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { lastOutboxEvent, outboxEvents, snapshotCounts } from '../../helpers/events.js';
import { mailedCode, verifyUrl } from '../../helpers/mail-secrets.js';
import { type ProviderStandIn, startProviderStandIn } from '../../helpers/provider-stand-in.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
let provider: ProviderStandIn;
before(async () => {
  provider = await startProviderStandIn();
  t = await startTestApp({
    GOOGLE_CLIENT_ID: provider.googleClientId,
    GOOGLE_ISSUER: provider.url,
    GOOGLE_JWKS_URL: `${provider.url}/certs`,
    FACEBOOK_APP_ID: provider.facebookAppId,
    FACEBOOK_APP_SECRET: provider.facebookAppSecret,
    FACEBOOK_GRAPH_URL: provider.url,
  });
});
after(async () => {
  await t?.close();
  await provider?.close();
});

const google = (idToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { idToken } });
const facebook = (accessToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/facebook', payload: { accessToken } });

describe('POST /api/auth/google', () => {
  it('creates a verified user on first sign-in and logs the same user in afterwards', async () => {
    const email = uniqueEmail('google');
    const idToken = await provider.googleIdToken({ sub: 'g-1001', email, name: '王小明' });
    const first = await google(idToken);
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json();
    assert.equal(body.status, 'success');
    assert.ok(body.token);
    assert.equal(body.user.email, email);
    assert.equal(body.user.emailVerified, 'true');
    assert.equal(body.user.slug, 'wang-xiao-ming');
    assert.equal(body.user.role, 21);
    assert.equal((await lastOutboxEvent(t, 'identity.user.registered')).data.userId, body.user.id);

    const usersBefore = (await snapshotCounts(t)).counts.users;
    const second = await google(await provider.googleIdToken({ sub: 'g-1001', email, name: '王小明' }));
    assert.equal(second.json().user.id, body.user.id);
    assert.equal((await snapshotCounts(t)).counts.users, usersBefore);
  });

  it('links an existing e-mail account and marks it verified', async () => {
    const email = uniqueEmail('link');
    await register(t, { email, name: 'Anjana Gurung' });
    const response = await google(await provider.googleIdToken({ sub: 'g-2002', email, name: 'Anjana G' }));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.name, 'Anjana Gurung');
    assert.equal(response.json().user.emailVerified, 'true');
    const row = await t.db
      .selectFrom('users')
      .select(['google_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(row.google_id, 'g-2002');
    assert.equal((await lastOutboxEvent(t, 'identity.user.verified')).data.email, email);
  });

  it('takes an unverified account from whoever pre-registered the address: their password and sessions end', async () => {
    const email = uniqueEmail('squatted');
    await register(t, { email, name: 'Pre Registrant', password: 'squat123', 'confirm-password': 'squat123' });
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'squat123' },
    });
    assert.equal(squatter.statusCode, 200, 'an unverified account may sign in');
    const squatterToken = squatter.json().token as string;
    const { code } = await mailedCode(t);

    const owner = await google(await provider.googleIdToken({ sub: 'g-4004', email, name: 'Real Owner' }));
    assert.equal(owner.statusCode, 200, owner.body);
    assert.equal(owner.json().user.emailVerified, 'true');

    const row = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.password_hash, null, 'the password set before the provider vouched is gone');
    assert.equal(row.session_version, 1);
    assert.equal(await t.app.redis.get(sessionVersionKey(row.id, t.sessionVersionPrefix)), '1');
    assert.deepEqual(
      (await lastOutboxEvent(t, 'identity.session.revoked')).data,
      { userId: row.id, sessionVersion: 1, reason: 'account-claimed' },
      "the pre-registrant's live sockets are dropped too",
    );

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'squat123' },
    });
    assert.equal(oldPassword.statusCode, 401);
    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${squatterToken}` },
    });
    assert.equal(oldSession.statusCode, 401);
    assert.equal(oldSession.json().message, SESSION_REVOKED);
    const oldCode = await t.app.inject({ method: 'GET', url: verifyUrl(code, email) });
    assert.equal(oldCode.statusCode, 400, "the pre-registrant's code is void too");

    const ownerSession = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${owner.json().token}` },
    });
    assert.equal(ownerSession.statusCode, 200, "the owner's new session works");
  });

  it('linking a verified account keeps its password and sessions', async () => {
    const { email, password, token } = await signedInUser(t);
    const linked = await google(await provider.googleIdToken({ sub: 'g-5005', email, name: 'Same Person' }));
    assert.equal(linked.statusCode, 200, linked.body);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode,
      200,
    );
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${token}` },
    });
    assert.equal(session.statusCode, 200);
  });

  it('refuses tokens with a foreign key, wrong audience, wrong issuer, expired, unverified e-mail or garbage', async () => {
    const email = uniqueEmail('bad-google');
    const before = await snapshotCounts(t);
    const tokens = [
      await provider.googleIdToken({ sub: 'g-3', email }, { foreignKey: true }),
      await provider.googleIdToken({ sub: 'g-3', email, aud: 'someone-elses-client' }),
      await provider.googleIdToken({ sub: 'g-3', email, iss: 'https://evil.example' }),
      await provider.googleIdToken({ sub: 'g-3', email, exp: Math.floor(Date.now() / 1000) - 60 }),
      await provider.googleIdToken({ sub: 'g-3', email, email_verified: false }),
      'garbage.token.here',
    ];
    for (const token of tokens) {
      const response = await google(token);
      assert.equal(response.statusCode, 401, response.body);
      assert.deepEqual(response.json(), {
        status: 'error',
        message: 'Your sign-in could not be verified by the provider. Please try again',
        code: 'social-sign-in-failed',
      });
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });
});

describe('POST /api/auth/facebook', () => {
  it('checks the token with debug_token, reads /me, and creates then reuses the account', async () => {
    const email = uniqueEmail('fb');
    const token = provider.facebookToken({ id: 'fb-77', name: 'सीता श्रेष्ठ', email });
    const first = await facebook(token);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().user.slug, 'sita-shreshtha');
    assert.equal(first.json().user.emailVerified, 'true');
    assert.ok(
      provider.debugCalls.some(
        (call) => call.accessToken === `${provider.facebookAppId}|${provider.facebookAppSecret}`,
      ),
    );
    const again = await facebook(token);
    assert.equal(again.json().user.id, first.json().user.id);
    assert.equal((await outboxEvents(t, 'identity.user.registered')).filter((e) => e.data.email === email).length, 1);
  });

  it('refuses an invalid token, a token of another app and an account without e-mail', async () => {
    const before = await snapshotCounts(t);
    const tokens = [
      'unknown-token',
      provider.facebookToken({ id: 'fb-88', name: 'Other App', email: uniqueEmail('other') }, { appId: '999' }),
      provider.facebookToken({ id: 'fb-89', name: 'No Mail' }),
    ];
    for (const token of tokens) {
      const response = await facebook(token);
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(response.json().status, 'error');
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('asks for the token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/facebook', payload: {} });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().status, 'validate-error');
  });
});

describe('the browser flows, as configured here', () => {
  it('Google without a client secret: back to /login as `unavailable`, no cookie, no flow', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/login#social-error=unavailable&provider=google');
    assert.equal(response.headers['set-cookie'], undefined);
  });

  it("Facebook with its app id and secret: to Facebook's own dialog unless configured otherwise", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/facebook/start' });
    assert.equal(response.statusCode, 303);
    const dialog = new URL(String(response.headers.location));
    assert.equal(`${dialog.origin}${dialog.pathname}`, 'https://www.facebook.com/dialog/oauth');
    assert.equal(dialog.searchParams.get('client_id'), provider.facebookAppId);
  });
});

describe('social sign-in and moderation', () => {
  const context = { actor: { userId: null, role: null }, requestId: 'test' };

  it("never opens or links an operator's account: the second factor cannot be skipped", async () => {
    const email = uniqueEmail('operator');
    const operator = await t.app.operators.create(email, 'Oshin Pradhan', context);
    const refused = await google(await provider.googleIdToken({ sub: 'g-op-1', email, name: 'Oshin' }));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().status, 'operator-second-factor');
    assert.equal(refused.json().token, undefined);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', operator.id).executeTakeFirstOrThrow();
    assert.equal(row.google_id, null, 'not linked');
  });

  it('refuses a suspended account with 403 account-suspended and the reason', async () => {
    const email = uniqueEmail('suspended');
    const first = await google(await provider.googleIdToken({ sub: 'g-susp-1', email, name: 'Suman K' }));
    assert.equal(first.statusCode, 200, first.body);
    await t.app.suspensions.suspend({ userId: first.json().user.id, reason: 'Spam' }, context);
    const refused = await google(await provider.googleIdToken({ sub: 'g-susp-1', email, name: 'Suman K' }));
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      status: 'account-suspended',
      message: 'Your account has been suspended: Spam',
      code: 'account-suspended',
    });
  });
});
