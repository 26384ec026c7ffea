import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auth, categories, checkHealth, studio, user } from '@art/sdk';
import { type Stack, startStack } from './support/stack.js';

/**
 * The browser client and the public API must agree: every call the sdk makes is a method and path
 * of the merged OpenAPI document the gateway publishes at /api/docs.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('contract');
});

after(async () => {
  await stack?.stop();
});

/** Areas whose services come in later issues: their calls must not be documented yet. */
const NOT_YET_SERVED = ['/api/categories'];

async function recordSdkCalls(baseUrl: string) {
  const calls: { method: string; path: string }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname });
    return realFetch(input, init);
  }) as typeof fetch;
  const options = { baseUrl };
  const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
  const attempts: Promise<unknown>[] = [
    auth.login({ email: 'nobody@test.art.local', password: 'x1' }, options),
    auth.register({ name: 'A', email: 'a@test.art.local', password: 'abc123', confirmPassword: 'abc123' }, options),
    auth.authenticate('t', options),
    auth.verifyEmail({ code: '123456', email: 'nobody@test.art.local' }, options),
    auth.logoutEverywhere('t', options),
    auth.resendVerificationEmail('nobody@test.art.local', options),
    auth.requestPasswordReset('nobody@test.art.local', options),
    auth.resetPassword('0'.repeat(64), { password: 'abc123', confirmPassword: 'abc123' }, options),
    auth.googleSignIn('id-token', options),
    auth.facebookSignIn('access-token', options),
    user.getProfile('t', options),
    user.getUserBySlug('some-artist', options),
    user.getUserById('2b7c7f3e-8f5e-4d43-9d0c-6a0f6b7a1e11', options),
    user.updateProfile('t', { name: 'A' }, options),
    studio.requestStudio('t', { images: [image], message: 'hello' }, options),
    studio.validateArtistCode('t', 'CODE', options),
    categories.getCategories(options),
  ];
  try {
    await Promise.allSettled(attempts);
    await checkHealth({ baseUrl });
  } finally {
    globalThis.fetch = realFetch;
  }
  return calls;
}

test('every call of the sdk is a documented path and method of the public API', async () => {
  const docs = await (await fetch(`${stack.gateway.url}/api/docs/json`)).json();
  const documented = Object.entries(docs.paths as Record<string, Record<string, unknown>>).map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: Object.keys(methods).map((m) => m.toUpperCase()),
  }));
  const isDocumented = (call: { method: string; path: string }) =>
    documented.some((entry) => entry.pattern.test(call.path) && entry.methods.includes(call.method));

  const calls = await recordSdkCalls(`${stack.gateway.url}/api`);
  assert.ok(calls.length >= 17, `the sdk made ${calls.length} calls`);
  for (const call of calls) {
    if (NOT_YET_SERVED.includes(call.path)) {
      assert.equal(isDocumented(call), false, `${call.path} is served now: take it off NOT_YET_SERVED`);
      continue;
    }
    assert.ok(isDocumented(call), `${call.method} ${call.path} is not in /api/docs`);
  }
});
