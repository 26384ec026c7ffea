import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gatewayInFrontOfIdentity, INTERNAL_TOKEN, signToken, USER_ID } from '../helpers.js';

describe('authentication', () => {
  const suite = gatewayInFrontOfIdentity();

  const call = (headers: Record<string, string>) =>
    suite.gateway.inject({ method: 'POST', url: '/api/auth/authenticate', headers });

  async function refused(authorization: string, message = /Please login again|must be "JWT <token>"/) {
    const before = suite.identity.received.length;
    const response = await call({ authorization });
    assert.equal(response.statusCode, 401, authorization);
    assert.equal(response.json().status, 'unauthorized');
    assert.match(response.json().message, message);
    assert.equal(suite.identity.received.length, before, 'the service was not called');
  }

  test('a valid token with the JWT scheme passes with the user forwarded', async () => {
    const response = await call({ authorization: `JWT ${signToken()}` });
    assert.equal(response.statusCode, 200);
    assert.equal(suite.identity.received.at(-1)!.headers['x-user-id'], USER_ID);
    assert.equal(suite.identity.received.at(-1)!.headers['x-user-role'], '21');
  });

  test('the Bearer scheme is accepted too', async () => {
    const response = await call({ authorization: `Bearer ${signToken()}` });
    assert.equal(response.statusCode, 200);
    assert.equal(suite.identity.received.at(-1)!.headers['x-user-id'], USER_ID);
  });

  test('a malformed token is refused', async () => {
    await refused('JWT not-a-token', /malformed/);
    await refused('JWT abc.def.ghi', /malformed/);
    await refused('JWT ');
  });

  test('an expired token is refused with the session message', async () => {
    await refused(`JWT ${signToken(undefined, { expiresInSeconds: -60 })}`, /session has expired/);
  });

  test('a verified token is not trusted past its expiry (the verified-token cache keeps it no longer)', async () => {
    const token = signToken(undefined, { expiresInSeconds: 1 });
    assert.equal((await call({ authorization: `JWT ${token}` })).statusCode, 200);
    assert.equal((await call({ authorization: `JWT ${token}` })).statusCode, 200, 'second call: from the cache');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await refused(`JWT ${token}`, /session has expired/);
  });

  test('a token signed with another key is refused', async () => {
    await refused(
      `JWT ${signToken(undefined, { key: 'some-other-secret-0123456789abcdef' })}`,
      /not issued by this site/,
    );
  });

  test('a token with another algorithm or without a subject is refused', async () => {
    const [, payload] = signToken().split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await refused(`JWT ${none}`);
    await refused(`JWT ${signToken({ role: 21 })}`);
  });

  test('a wrong scheme is refused', async () => {
    await refused(`Basic ${Buffer.from('ram:secret').toString('base64')}`, /must be "JWT <token>"/);
    await refused(`Token ${signToken()}`, /must be "JWT <token>"/);
    await refused(signToken(), /must be "JWT <token>"/);
  });

  test('a bad token is refused on a public route as well', async () => {
    const response = await suite.gateway.inject({
      method: 'GET',
      url: '/api/user/getbyslug/sita',
      headers: { authorization: 'JWT broken' },
    });
    assert.equal(response.statusCode, 401);
  });

  test('no token: the request goes on as a guest', async () => {
    const response = await suite.gateway.inject({ method: 'GET', url: '/api/user/getbyslug/sita' });
    assert.equal(response.statusCode, 200);
    assert.equal(suite.identity.received.at(-1)!.headers['x-user-id'], undefined);
    assert.equal(suite.identity.received.at(-1)!.headers['x-internal-token'], INTERNAL_TOKEN);
  });
});

describe('headers that try to impersonate the gateway', () => {
  const suite = gatewayInFrontOfIdentity();

  const forged = {
    'x-user-id': '00000000-0000-0000-0000-000000000001',
    'x-user-role': '11',
    'x-user-email': 'admin@art.np',
    'x-internal-token': 'guessed-token-0123456789',
  };

  test('never reach a service from a guest', async () => {
    await suite.gateway.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      headers: forged,
      payload: { code: 'x' },
    });
    const seen = suite.identity.received.at(-1)!.headers;
    assert.equal(seen['x-user-id'], undefined);
    assert.equal(seen['x-user-role'], undefined);
    assert.equal(seen['x-user-email'], undefined);
    assert.equal(seen['x-internal-token'], INTERNAL_TOKEN);
  });

  test('are replaced by the verified ones for a signed-in user', async () => {
    await suite.gateway.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { ...forged, authorization: `JWT ${signToken({ sub: USER_ID, role: 21 })}` },
    });
    const seen = suite.identity.received.at(-1)!.headers;
    assert.equal(seen['x-user-id'], USER_ID);
    assert.equal(seen['x-user-role'], '21');
    assert.equal(seen['x-user-email'], undefined);
    assert.equal(seen['x-internal-token'], INTERNAL_TOKEN);
  });

  test('are stripped on the attempt-limited routes too', async () => {
    await suite.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: forged,
      payload: { email: 'a@b.np', password: 'x' },
    });
    const seen = suite.identity.received.at(-1)!;
    assert.equal(seen.url, '/api/auth/login');
    assert.equal(seen.headers['x-user-id'], undefined);
    assert.equal(seen.headers['x-internal-token'], INTERNAL_TOKEN);
  });
});

describe("an operator's second factor", () => {
  const suite = gatewayInFrontOfIdentity();
  const OPERATOR_ID = '00000000-0000-4000-8000-00000000000a';

  const seenWith = async (claims: Record<string, unknown>, extra: Record<string, string> = {}) => {
    await suite.gateway.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { ...extra, authorization: `JWT ${signToken(claims)}` },
    });
    return suite.identity.received.at(-1)!.headers;
  };

  test('is forwarded from the verified token (amr with otp) as x-user-second-factor', async () => {
    const seen = await seenWith({ sub: OPERATOR_ID, role: 1, amr: ['pwd', 'otp'] });
    assert.equal(seen['x-user-id'], OPERATOR_ID);
    assert.equal(seen['x-user-role'], '1');
    assert.equal(seen['x-user-second-factor'], '1');
  });

  test('is not forwarded for a token signed in with the password only', async () => {
    assert.equal((await seenWith({ sub: OPERATOR_ID, role: 1 }))['x-user-second-factor'], undefined);
    assert.equal((await seenWith({ sub: OPERATOR_ID, role: 1, amr: ['pwd'] }))['x-user-second-factor'], undefined);
    assert.equal((await seenWith({ sub: OPERATOR_ID, role: 1, amr: 'otp' }))['x-user-second-factor'], undefined);
  });

  test('sent by the caller is stripped, with a token and without', async () => {
    const forged = { 'x-user-second-factor': '1' };
    const member = await seenWith({ sub: USER_ID, role: 21 }, forged);
    assert.equal(member['x-user-second-factor'], undefined);
    const operator = await seenWith({ sub: OPERATOR_ID, role: 1 }, forged);
    assert.equal(operator['x-user-second-factor'], undefined);
    await suite.gateway.inject({ method: 'GET', url: '/api/user/getbyslug/sita', headers: forged });
    assert.equal(suite.identity.received.at(-1)!.headers['x-user-second-factor'], undefined);
  });
});
