import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from 'typebox';
import { AppError, conflict } from '../../src/http/errors.js';
import { createServer } from '../../src/http/server.js';
import { requestUserPlugin, requireViewer } from '../../src/security/request-user-plugin.js';

const TOKEN = 'internal-token-for-tests-0123456789';
const USER = '2b7c7f3e-8f5e-4d43-9d0c-6a0f6b7a1e11';

async function buildTestServer() {
  const app = createServer({ name: 'test', logLevel: 'silent' });
  await app.register(requestUserPlugin, { internalToken: TOKEN });
  app.post(
    '/echo',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } },
    async (req) => req.body,
  );
  app.get('/conflict', async () => {
    throw conflict('already there');
  });
  app.get('/crash', async () => {
    throw new Error('secret detail');
  });
  app.get('/me', { preHandler: requireViewer }, async (req) => req.viewer);
  app.get('/teapot', async () => {
    throw new AppError(418, 'teapot', ['first', 'second']);
  });
  return app;
}

test('validation errors use the envelope and name the field', async () => {
  const app = await buildTestServer();
  const res = await app.inject({ method: 'POST', url: '/echo', payload: {} });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json(), {
    status: 'validate-error',
    message: "name must have required property 'name'",
    code: 'invalid-input',
  });
});

test('AppError keeps its status word and message list', async () => {
  const app = await buildTestServer();
  assert.deepEqual((await app.inject('/conflict')).json(), {
    status: 'already-exist',
    message: 'already there',
    code: 'already-exist',
  });
  const teapot = await app.inject('/teapot');
  assert.equal(teapot.statusCode, 418);
  assert.deepEqual(teapot.json(), { status: 'teapot', message: ['first', 'second'], code: 'teapot' });
});

test('unexpected errors hide their detail', async () => {
  const app = await buildTestServer();
  const res = await app.inject('/crash');
  assert.equal(res.statusCode, 500);
  assert.doesNotMatch(res.body, /secret detail/);
  assert.equal(res.json().status, 'error');
});

test('unknown routes answer not-found', async () => {
  const app = await buildTestServer();
  const res = await app.inject('/nowhere');
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().status, 'not-found');
});

test('the request id is taken from the caller and echoed', async () => {
  const app = await buildTestServer();
  const res = await app.inject({ url: '/nowhere', headers: { 'x-request-id': 'abc-123' } });
  assert.equal(res.headers['x-request-id'], 'abc-123');
  const fresh = await app.inject('/nowhere');
  assert.match(String(fresh.headers['x-request-id']), /^[0-9a-f-]{36}$/);
});

test('identity headers are trusted only with the internal token', async () => {
  const app = await buildTestServer();
  const forged = await app.inject({ url: '/me', headers: { 'x-user-id': USER, 'x-user-role': '11' } });
  assert.equal(forged.statusCode, 401);
  assert.match(forged.json().message, /gateway only/);
  const wrongToken = await app.inject({
    url: '/me',
    headers: { 'x-user-id': USER, 'x-user-role': '11', 'x-internal-token': 'nope' },
  });
  assert.equal(wrongToken.statusCode, 401);
  const ok = await app.inject({
    url: '/me',
    headers: { 'x-user-id': USER, 'x-user-role': '11', 'x-internal-token': TOKEN },
  });
  assert.deepEqual(ok.json(), { id: USER, role: 11 });
  const guest = await app.inject('/me');
  assert.deepEqual(guest.json(), { status: 'unauthorized', message: 'Please login first', code: 'login-first' });
});

test('a malformed or too long address answers in the envelope, with the request id, and reaches no route', async () => {
  const app = createServer({ name: 'test', logLevel: 'silent' });
  let reached = 0;
  app.get('/api/search/:term', async () => {
    reached += 1;
    return { status: 'success' };
  });
  for (const url of ['/api/search/%E0%A4%A', '/api/search/%zz', '/nowhere/%E0%A4%A?q=1']) {
    const res = await app.inject(url);
    assert.equal(res.statusCode, 400, url);
    assert.deepEqual(
      res.json(),
      { status: 'validate-error', message: 'The address is malformed', code: 'invalid-input' },
      url,
    );
    assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.doesNotMatch(res.body, /%E0|FST_ERR/, 'the address is not repeated');
  }
  // Past the kit's maxParamLength (2000).
  const long = await app.inject(`/api/search/${'a'.repeat(2100)}`);
  assert.equal(long.statusCode, 414);
  assert.deepEqual(long.json(), {
    status: 'validate-error',
    message: 'The address is too long',
    code: 'invalid-input',
  });
  assert.equal(reached, 0);
  // A well-formed Devanagari term still reaches its route.
  assert.equal((await app.inject(`/api/search/${encodeURIComponent('थाङ्का')}`)).statusCode, 200);
  assert.equal(reached, 1);
  await app.close();
});
