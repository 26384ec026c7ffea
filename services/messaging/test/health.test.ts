import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type MessagingTestContext, startMessagingTestApp } from './support/test-app.js';

let context: MessagingTestContext;
before(async () => {
  context = await startMessagingTestApp('health');
});
after(async () => {
  await context?.close();
});

test('the service answers health and readiness and describes every route for the gateway', async () => {
  assert.equal((await context.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  assert.equal((await context.app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
  const document = (await context.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(
    ([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const api = operations.filter(({ path }) => path.startsWith('/api/'));
  assert.equal(api.length, 16);
  for (const { path, method, operation } of api) {
    for (const field of ['summary', 'operationId', 'tags', 'security']) {
      assert.ok(operation[field], `${method} ${path} has ${field}`);
    }
    assert.deepEqual(operation.security, [{ jwt: [] }], `${method} ${path}`);
  }
});
