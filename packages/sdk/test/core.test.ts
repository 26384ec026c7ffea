import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError, request } from '@art/sdk';
import { startServer } from './server.js';

describe('request()', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    server = await startServer(({ url }) => {
      if (url === '/api/ok') return { body: { status: 'success', message: 'fine' } };
      if (url === '/api/array') return { code: 400, body: { status: 'validate-error', message: ['first', 'second'] } };
      if (url === '/api/soft') return { code: 200, body: { status: 'requested', message: 'pending' } };
      if (url === '/api/broken') return { code: 502, body: '<html>bad gateway</html>' };
      return { code: 404, body: { status: 'not-found', message: 'Nothing here' } };
    });
  });
  after(() => server.close());

  it('parses a success body', async () => {
    const body = await request('/ok', { baseUrl: server.baseUrl });
    assert.equal(body.message, 'fine');
  });

  it('sends the JWT scheme only when a token is given', async () => {
    await request('/ok', { baseUrl: server.baseUrl, token: 'abc' });
    await request('/ok', { baseUrl: server.baseUrl });
    const [withToken, withoutToken] = server.requests.slice(-2);
    assert.equal(withToken.headers.authorization, 'JWT abc');
    assert.equal(withoutToken.headers.authorization, undefined);
  });

  it('sends objects as JSON with POST', async () => {
    await request('/ok', { baseUrl: server.baseUrl, body: { email: 'a@b.c' } });
    const seen = server.requests.at(-1);
    assert.equal(seen?.method, 'POST');
    assert.equal(seen?.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(seen?.body ?? ''), { email: 'a@b.c' });
  });

  it('throws the first server message of an array', async () => {
    const error = await request('/array', { baseUrl: server.baseUrl }).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.message, 'first');
    assert.deepEqual(error.messages, ['first', 'second']);
    assert.equal(error.status, 'validate-error');
    assert.equal(error.httpStatus, 400);
  });

  it('treats a 2xx with a non-success status as an error', async () => {
    const error = await request('/soft', { baseUrl: server.baseUrl }).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 'requested');
    assert.equal(error.message, 'pending');
  });

  it('throws on a non-JSON error page', async () => {
    const error = await request('/broken', { baseUrl: server.baseUrl }).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.httpStatus, 502);
    assert.equal(error.status, 'error');
  });
});

describe('ApiError across copies of the sdk', () => {
  it('is recognised when another copy of the module made it (a remote bundles its own sub-paths)', async () => {
    // A second instance of core.ts, as a remote's bundle of `@art/sdk/social` carries one.
    const copy = (await import(`../src/core.ts?copy=${Date.now()}`)) as typeof import('../src/core.js');
    assert.notEqual(copy.ApiError, ApiError, 'the test needs a second copy of the class');
    const foreign = new copy.ApiError({ status: 'private-account', httpStatus: 403, messages: ['x'], body: null });
    assert.ok(foreign instanceof ApiError);
    assert.ok(new ApiError({ status: 'blocked', httpStatus: 403, messages: [], body: null }) instanceof copy.ApiError);
    assert.ok(!(new Error('plain') instanceof ApiError));
    assert.ok(!((null as unknown) instanceof ApiError));
    assert.ok(!({ status: 'blocked' } instanceof ApiError));
  });
});

describe('ApiError built the way the browsers get it', () => {
  it('can still be constructed when a transpiled class check asks instanceof before the brand is set', () => {
    // What SWC's ES5 output does first in the constructor: `if (!(this instanceof ApiError)) throw`.
    const early = Object.create(ApiError.prototype) as unknown;
    assert.ok(early instanceof ApiError);
  });
});
