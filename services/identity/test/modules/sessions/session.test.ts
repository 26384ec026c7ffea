import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { snapshotCounts } from '../../helpers/events.js';
import { INTERNAL_TOKEN, JWT_SECRET, startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const authenticate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/authenticate', headers });

function decode(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('POST /api/auth/login', () => {
  it('returns status, message, the user with string flags, and a one-day token with sub and role', async () => {
    const { user, token, email } = await signedInUser(t, { name: 'Gita Thapa' });
    assert.equal(user.email, email);
    assert.equal(user.emailVerified, 'true');
    assert.equal(user.updated, 'false');
    assert.equal(user.initiateFollows, 'false');
    assert.equal(user.role, 21);
    assert.equal(user._id, user.id);
    assert.equal(user.slug, 'gita-thapa');
    assert.equal(user.picture, '');
    assert.deepEqual(user.settings, { private: false });
    assert.equal('password_hash' in user, false);
    const claims = decode(token);
    assert.equal(claims.sub, user.id);
    assert.equal(claims.role, 21);
    assert.equal(claims.sv, 0, 'the session version of a new account');
    assert.equal(claims.exp - claims.iat, 24 * 60 * 60);
  });

  it('lets an unverified user in (the screens then ask to verify)', async () => {
    const email = uniqueEmail('unverified');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Bishnu Magar', email, password: 'bagmati7', 'confirm-password': 'bagmati7' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'bagmati7' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.emailVerified, 'false');
  });

  it('answers a wrong password and an unknown e-mail with 401 and the same clear message, changing nothing', async () => {
    const { email } = await signedInUser(t);
    const before = await snapshotCounts(t);
    for (const payload of [
      { email, password: 'wrong-password1' },
      { email: 'nobody-here@example.com', password: 'secret123' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), {
        status: 'error',
        message: 'The email or password you entered is incorrect',
        code: 'wrong-credentials',
      });
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('asks for the e-mail and the password when they are missing', async () => {
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    assert.deepEqual(noEmail.json(), {
      status: 'validate-error',
      message: 'Email cannot be empty',
      code: 'invalid-input',
    });
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co' } });
    assert.deepEqual(noPassword.json(), {
      status: 'validate-error',
      message: 'Password cannot be empty',
      code: 'invalid-input',
    });
  });
});

describe('POST /api/auth/authenticate', () => {
  it('answers the user of a valid JWT header (also with the Bearer scheme)', async () => {
    const { user, token } = await signedInUser(t);
    for (const scheme of ['JWT', 'Bearer']) {
      const response = await authenticate({ authorization: `${scheme} ${token}` });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.status, 'success');
      assert.equal(typeof body.message, 'string');
      assert.equal(body.user.id, user.id);
    }
  });

  it('trusts the gateway headers when they come with the internal token', async () => {
    const { user } = await signedInUser(t);
    const response = await authenticate({
      'x-user-id': user.id,
      'x-user-role': '21',
      'x-internal-token': INTERNAL_TOKEN,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.id, user.id);
  });

  it('refuses identity headers without (or with a wrong) internal token', async () => {
    const { user } = await signedInUser(t);
    const attempts: Record<string, string>[] = [
      { 'x-user-id': user.id, 'x-user-role': '11' },
      { 'x-user-id': user.id, 'x-user-role': '11', 'x-internal-token': 'guessed-token-000000000' },
    ];
    for (const headers of attempts) {
      const response = await authenticate(headers);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, 'Identity headers are accepted from the gateway only');
    }
  });

  it('answers malformed, expired, foreign-key and tampered tokens with 401 and a clear message', async () => {
    const { user, token } = await signedInUser(t);
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>, secret: string) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
    const expired = await sign({ sub: user.id, role: 21, iat: now - 3 * 86400, exp: now - 86400 }, JWT_SECRET);
    const foreign = await sign(
      { sub: user.id, role: 11, iat: now, exp: now + 86400 },
      'another-secret-that-is-also-long-enough-000',
    );
    const [h, , s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: user.id, role: 11, iat: now, exp: now + 3600 })).toString('base64url')}.${s}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, role: 11 })).toString('base64url')}.`;
    const cases: [string, RegExp][] = [
      ['JWT not-a-token', /malformed|invalid/i],
      ['JWT a.b.c', /malformed|invalid/i],
      [`JWT ${expired}`, /expired/i],
      [`JWT ${foreign}`, /not issued by this site/i],
      [`JWT ${tampered}`, /not issued by this site/i],
      [`JWT ${unsigned}`, /invalid|malformed|not issued/i],
      [token, /JWT <token>/],
      ['', /Please login first/],
    ];
    for (const [authorization, message] of cases) {
      const response = await authenticate(authorization ? { authorization } : {});
      assert.equal(response.statusCode, 401, `${authorization}: ${response.body}`);
      assert.equal(response.json().status, 'unauthorized');
      assert.match(response.json().message, message, authorization);
    }
  });

  it('answers a valid token of an account that no longer exists with 401', async () => {
    const token = t.app.sessions.issue({
      id: '00000000-0000-4000-8000-000000000000',
      role: 21,
      sessionVersion: 0,
      emailVerified: true,
    });
    const response = await authenticate({ authorization: `JWT ${token}` });
    assert.equal(response.statusCode, 401);
    assert.match(response.json().message, /could not be found/);
  });
});
