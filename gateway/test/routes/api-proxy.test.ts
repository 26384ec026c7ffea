import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gatewayInFrontOfIdentity, signToken, USER_ID } from '../helpers.js';

describe('api proxy', () => {
  const suite = gatewayInFrontOfIdentity();

  test('sends /api/auth, /api/user and /api/users to identity with path and query kept', async () => {
    for (const url of [
      '/api/auth/authenticate',
      '/api/user/getbyslug/ram-bahadur?x=1',
      '/api/users/become-artist',
      '/api/user',
    ]) {
      const response = await suite.gateway.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(suite.identity.received.at(-1)?.url, url);
    }
  });

  test('answers 404 for an /api path no service owns', async () => {
    const before = suite.identity.received.length;
    const response = await suite.gateway.inject({ method: 'GET', url: '/api/nobody/here' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().status, 'not-found');
    assert.equal(suite.identity.received.length, before);
  });

  test('forwards a JSON body byte for byte', async () => {
    const payload = '{"name":"सीता","nested":{"a":[1,2]}}';
    await suite.gateway.inject({
      method: 'POST',
      url: '/api/user/anything',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    const seen = suite.identity.received.at(-1)!;
    assert.equal(seen.body.toString(), payload);
    assert.equal(seen.headers['content-type'], 'application/json');
  });

  test('forwards the verified user, the internal token and the request id', async () => {
    const token = signToken({ sub: USER_ID, role: 11 });
    const response = await suite.gateway.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${token}` },
    });
    assert.equal(response.statusCode, 200);
    const seen = suite.identity.received.at(-1)!;
    assert.equal(seen.headers['x-user-id'], USER_ID);
    assert.equal(seen.headers['x-user-role'], '11');
    assert.equal(seen.headers['x-internal-token'], 'internal-token-0123456789abcdef');
    assert.equal(seen.headers.authorization, `JWT ${token}`);
    assert.match(String(seen.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.equal(response.headers['x-request-id'], seen.headers['x-request-id']);
  });
});

describe('api proxy: request id', () => {
  const suite = gatewayInFrontOfIdentity();

  test('keeps a caller request id that is a uuid', async () => {
    const id = 'a3bb189e-8bf9-3888-9912-ace4e6543002';
    await suite.gateway.inject({ method: 'GET', url: '/api/user/profile', headers: { 'x-request-id': id } });
    assert.equal(suite.identity.received.at(-1)!.headers['x-request-id'], id);
  });

  test('replaces a caller request id that is not a uuid', async () => {
    await suite.gateway.inject({ method: 'GET', url: '/api/user/profile', headers: { 'x-request-id': 'evil\nline' } });
    const forwarded = String(suite.identity.received.at(-1)!.headers['x-request-id']);
    assert.notEqual(forwarded, 'evil\nline');
    assert.match(forwarded, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
