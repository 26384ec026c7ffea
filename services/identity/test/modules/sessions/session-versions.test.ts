import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_REVOKED, SIGNED_OUT, sessionVersionKey, signedOutSessionKey } from '@art/kit';
import { signedInUser } from '../../helpers/accounts.js';
import { outboxEvents } from '../../helpers/events.js';
import { mailedResetToken } from '../../helpers/mail-secrets.js';
import { INTERNAL_TOKEN, startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
  await t.app.studio.addCodes(['SV-STUDIO-01']);
});
after(async () => {
  await t?.close();
});

const redis = {
  get: (key: string) => t.app.redis.get(key),
  ttl: (key: string) => t.app.redis.ttl(key),
  del: (key: string) => t.app.redis.del(key),
};

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const authenticate = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/authenticate', headers: { authorization: `JWT ${token}` } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const storedVersion = async (userId: string) =>
  (await t.db.selectFrom('users').select('session_version').where('id', '=', userId).executeTakeFirstOrThrow())
    .session_version;
const redisVersion = async (userId: string) => redis.get(sessionVersionKey(userId, t.sessionVersionPrefix));

async function assertRevoked(token: string) {
  const response = await authenticate(token);
  assert.equal(response.statusCode, 401, response.body);
  assert.deepEqual(response.json(), { status: 'unauthorized', message: SESSION_REVOKED, code: 'session-revoked' });
}

describe('session versions', () => {
  it('puts sv in every token and writes the version to Redis at sign-in, again after Redis lost it', async () => {
    const { user, token, email, password } = await signedInUser(t);
    assert.equal(claimsOf(token).sv, 0);
    assert.equal(await redisVersion(user.id), '0');
    const ttl = await redis.ttl(sessionVersionKey(user.id, t.sessionVersionPrefix));
    assert.ok(ttl > 24 * 60 * 60, `the key outlives a one-day token (ttl ${ttl})`);

    await redis.del(sessionVersionKey(user.id, t.sessionVersionPrefix));
    assert.equal((await login(email, password)).statusCode, 200);
    assert.equal(await redisVersion(user.id), '0');
  });

  it('a password reset ends every session, tells Redis and asks for the "password changed" mail', async () => {
    const { user, token, email } = await signedInUser(t);
    assert.equal((await authenticate(token)).statusCode, 200);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
    const { token: resetToken } = await mailedResetToken(t);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset/${resetToken}`,
      payload: { password: 'newpass42', 'confirm-password': 'newpass42' },
    });
    assert.equal(reset.statusCode, 200, reset.body);

    assert.equal(await storedVersion(user.id), 1);
    assert.equal(await redisVersion(user.id), '1');
    await assertRevoked(token);
    const changed = (await outboxEvents(t, 'identity.password.changed')).filter((e) => e.data.userId === user.id);
    assert.equal(changed.length, 1);
    assert.deepEqual(changed[0]!.data, { userId: user.id }, 'the event carries the user id only');

    const again = await login(email, 'newpass42');
    assert.equal(claimsOf(again.json().token).sv, 1);
    assert.equal((await authenticate(again.json().token)).statusCode, 200);
  });

  it('sign out everywhere ends this and every other session', async () => {
    const { user, token, auth, email, password } = await signedInUser(t);
    const other = (await login(email, password)).json().token as string;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: auth });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'success');
    assert.equal(typeof response.json().message, 'string');
    assert.equal(await storedVersion(user.id), 1);
    assert.equal(await redisVersion(user.id), '1');
    await assertRevoked(token);
    await assertRevoked(other);
    // The route itself refuses the ended session, so a second call cannot be made with it.
    const repeat = await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: auth });
    assert.equal(repeat.statusCode, 401);
    assert.equal(await storedVersion(user.id), 1);
  });

  it('logging out ends this session only: its token is refused, another device stays signed in', async () => {
    const { user, token, auth, email, password } = await signedInUser(t);
    const other = (await login(email, password)).json().token as string;
    const sessionId = claimsOf(token).jti as string;
    assert.match(sessionId, /^[0-9a-f-]{36}$/, 'every token carries its session id');
    assert.notEqual(claimsOf(other).jti, sessionId, 'each sign-in is a session of its own');

    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'success', message: 'You have logged out' });

    const refused = await authenticate(token);
    assert.equal(refused.statusCode, 401, refused.body);
    assert.deepEqual(refused.json(), { status: 'unauthorized', message: SIGNED_OUT, code: 'signed-out' });
    assert.equal((await authenticate(other)).statusCode, 200, 'the other device is still signed in');
    assert.equal(await storedVersion(user.id), 0, 'the account’s sessions are not all ended');

    // Told to the gateway through Redis, for as long as the token would have lived.
    const key = signedOutSessionKey(sessionId, t.sessionVersionPrefix);
    assert.equal(await redis.get(key), '1');
    const ttl = await redis.ttl(key);
    assert.ok(ttl > 23 * 60 * 60 && ttl <= 24 * 60 * 60, `ttl ${ttl}`);
    // Identity's own check reads its database: a Redis that lost the key changes nothing here.
    await redis.del(key);
    assert.equal((await authenticate(token)).statusCode, 401);
    const repeat = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    assert.equal(repeat.statusCode, 401, 'a logged-out token cannot be used to log out again');
  });

  it('sign out everywhere needs a session and is documented', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' });
    assert.equal(response.statusCode, 401);
    const docs = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = docs.paths['/api/auth/logout-everywhere']?.post;
    assert.ok(operation, 'in the OpenAPI document');
    assert.deepEqual(operation.security, [{ jwt: [] }]);
  });

  it('a role change (artist code) ends the old sessions; the answer carries a token of the new version', async () => {
    const { user, token, auth } = await signedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      headers: auth,
      payload: { code: 'sv-studio-01' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await storedVersion(user.id), 1);
    assert.equal(await redisVersion(user.id), '1');
    await assertRevoked(token);
    const fresh = response.json().token as string;
    assert.deepEqual([claimsOf(fresh).role, claimsOf(fresh).sv], [11, 1]);
    assert.equal((await authenticate(fresh)).statusCode, 200);
  });

  it('checks the token even when the gateway headers come with it', async () => {
    const { user, token, auth } = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: auth });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: {
        authorization: `JWT ${token}`,
        'x-user-id': user.id,
        'x-user-role': '21',
        'x-internal-token': INTERNAL_TOKEN,
      },
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, SESSION_REVOKED);
  });
});
