import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  buildGateway,
  gatewayInFrontOfIdentity,
  signToken,
  startUpstream,
  type Upstream,
  USER_ID,
} from '../helpers.js';

describe('api proxy', () => {
  const suite = gatewayInFrontOfIdentity();

  test('sends identity’s calls to identity with path and query kept', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/authenticate'],
      ['GET', '/api/user/getbyslug/ram-bahadur?x=1'],
      ['POST', '/api/users/become-artist'],
      ['GET', '/api/user/get/42'],
    ] as const) {
      const response = await suite.gateway.inject({ method, url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(suite.identity.received.at(-1)?.url, url);
    }
  });

  test('answers 404 for an /api call no line of the table names', async () => {
    const before = suite.identity.received.length;
    for (const [method, url] of [
      ['GET', '/api/nobody/here'],
      ['GET', '/api/user'],
      ['POST', '/api/user/anything'],
      ['GET', '/api/user/profile/more'],
    ] as const) {
      const response = await suite.gateway.inject({ method, url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(
        response.json(),
        { status: 'not-found', message: `No route for ${method} ${url}`, code: 'not-found' },
        url,
      );
    }
    assert.equal(suite.identity.received.length, before);
  });

  test('forwards a JSON body byte for byte', async () => {
    const payload = '{"name":"सीता","nested":{"a":[1,2]}}';
    await suite.gateway.inject({
      method: 'POST',
      url: '/api/users/validatecode',
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

describe('api proxy: identity and catalogue share /api/user', () => {
  let identity: Upstream;
  let catalogue: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    identity = await startUpstream(async () => ({ status: 'success', message: 'identity' }));
    catalogue = await startUpstream(async () => ({ status: 'success', message: 'catalogue' }));
    gateway = await buildGateway({
      IDENTITY_URL: identity.url,
      CATALOGUE_URL: catalogue.url,
      BODY_LIMIT_BYTES: '2048',
      UPLOAD_BODY_LIMIT_BYTES: '8192',
    });
  });
  after(async () => {
    await gateway?.close();
    await identity?.close();
    await catalogue?.close();
  });

  test('the method and the path pattern pick the service', async () => {
    for (const [method, url, owner] of [
      ['GET', '/api/user/profile', 'identity'],
      ['GET', '/api/user/artworks/x?page=2', 'catalogue'],
      ['GET', '/api/user/gallery/x', 'catalogue'],
      ['DELETE', '/api/user/del/x', 'catalogue'],
      ['POST', '/api/user/update', 'identity'],
      ['POST', '/api/user/art/upload', 'catalogue'],
      ['PUT', '/api/user/art/edit/x', 'catalogue'],
      ['GET', '/api/user/getbyslug/sita', 'identity'],
      ['GET', '/api/categories', 'catalogue'],
      ['GET', `/api/search/${encodeURIComponent('बुद्ध '.repeat(30))}`, 'catalogue'],
    ] as const) {
      const response = await gateway.inject({ method, url });
      assert.equal(response.statusCode, 200, `${method} ${url}`);
      assert.equal(response.json().message, owner, `${method} ${url}`);
      const upstream = owner === 'identity' ? identity : catalogue;
      assert.equal(upstream.received.at(-1)?.url, url);
      assert.equal(upstream.received.at(-1)?.method, method);
    }
  });

  test('a method nobody serves on a known path answers 404 and reaches no service', async () => {
    const seen = identity.received.length + catalogue.received.length;
    for (const [method, url] of [
      ['DELETE', '/api/user/profile'],
      ['GET', '/api/user/update'],
      ['PATCH', '/api/user/artworks/x'],
      ['GET', '/api/user/del/x'],
      ['OPTIONS', '/api/categories'],
    ] as const) {
      const response = await gateway.inject({ method, url });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(response.json().status, 'not-found');
    }
    assert.equal(identity.received.length + catalogue.received.length, seen);
  });

  test('the artwork upload and edit routes take upload-sized bodies, parameters and all', async () => {
    const body = Buffer.alloc(6000, 1);
    const headers = { 'content-type': 'application/octet-stream' };
    for (const [method, url] of [
      ['POST', '/api/artwork/upload'],
      ['POST', '/api/user/art/upload'],
      ['PUT', '/api/artwork/edit/a1'],
      ['PUT', '/api/user/art/edit/a1'],
    ] as const) {
      const response = await gateway.inject({ method, url, payload: body, headers });
      assert.equal(response.statusCode, 200, url);
      assert.equal(catalogue.received.at(-1)?.body.length, 6000, url);
    }
    // Any other catalogue call keeps the small limit.
    const comment = await gateway.inject({
      method: 'POST',
      url: '/api/v2/artwork/comment/new',
      payload: body,
      headers,
    });
    assert.equal(comment.statusCode, 413);
  });
});
