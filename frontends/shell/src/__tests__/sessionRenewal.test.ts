// The shell's renewal of a session ended by a role change: a 401 with a token is renewed once per
// token (POST /api/users/session/refresh with the token in the body) and the call sent again.

import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { installSessionRenewal, tokenOfRequest } from '../session/sessionRenewal.js';

type Call = { url: string; method: string; token: string | null; body: unknown };

/** A stand-in API: `valid` tokens are accepted, `renewable` ones are renewed to `renewable[old]`. */
function standIn(valid: Set<string>, renewable: Record<string, string>) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const standInFetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = String(input);
    const token = tokenOfRequest(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init.method ?? 'GET', token, body });
    if (url === '/api/users/session/refresh') {
      const next = renewable[(body as { token: string }).token];
      if (!next) return json(401, { status: 'unauthorized', message: 'Your session cannot be renewed' });
      delete renewable[(body as { token: string }).token];
      valid.add(next);
      return json(200, { status: 'success', message: 'renewed', token: next, user: { _id: 'u1', role: 11 } });
    }
    if (token && !valid.has(token)) return json(401, { status: 'unauthorized', message: 'Your session has ended' });
    return json(200, { status: 'success', data: { url } });
  };
  // The page's own fetch, as in the browser: @art/sdk's renewal call goes through it too.
  const target = globalThis;
  target.fetch = standInFetch;
  return { target, calls };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('session renewal', () => {
  it('renews a token ended by a role change once and sends the call again with the new token', async () => {
    const { target, calls } = standIn(new Set(), { old: 'new' });
    const renewed: string[] = [];
    const uninstall = installSessionRenewal((session, ended) => renewed.push(`${ended}→${session.token}`), target);
    const response = await target.fetch('/api/artworks/upload', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: 'JWT old' },
      body: JSON.stringify({ title: 'Dawn' }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(renewed, ['old→new']);
    assert.deepEqual(
      calls.map((call) => [call.method, call.url, call.token]),
      [
        ['POST', '/api/artworks/upload', 'old'],
        ['POST', '/api/users/session/refresh', null],
        ['POST', '/api/artworks/upload', 'new'],
      ],
    );
    assert.deepEqual(calls[1].body, { token: 'old' });
    assert.deepEqual(calls[2].body, { title: 'Dawn' });
    uninstall();
  });

  it('asks once for calls refused together, and not again for the renewed token', async () => {
    const { target, calls } = standIn(new Set(), { old: 'new' });
    let renewals = 0;
    const uninstall = installSessionRenewal(() => renewals++, target);
    const headers = { Authorization: 'JWT old' };
    const answers = await Promise.all([
      target.fetch('/api/a', { headers }),
      target.fetch('/api/b', { headers }),
      target.fetch('/api/c', { headers }),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200],
    );
    assert.equal(renewals, 1);
    assert.equal(calls.filter((call) => call.url === '/api/users/session/refresh').length, 1);
    uninstall();
  });

  it('leaves a 401 as it is when the renewal is refused, and a call without a token alone', async () => {
    const { target, calls } = standIn(new Set(), {});
    let renewals = 0;
    const uninstall = installSessionRenewal(() => renewals++, target);
    const refused = await target.fetch('/api/cart', { headers: { Authorization: 'JWT logged-out' } });
    assert.equal(refused.status, 401);
    assert.equal(renewals, 0);
    const guest = await target.fetch('/api/users/login', { method: 'POST', body: '{}' });
    assert.equal(guest.status, 200);
    assert.equal(calls.filter((call) => call.url === '/api/users/session/refresh').length, 1);
    uninstall();
  });

  it('is removed by its uninstall', async () => {
    const { target } = standIn(new Set(), {});
    const original = target.fetch;
    const uninstall = installSessionRenewal(() => {}, target);
    assert.notEqual(target.fetch, original);
    uninstall();
    assert.equal(target.fetch, original);
  });

  it('reads the token from the header forms fetch takes', () => {
    assert.equal(tokenOfRequest({ Authorization: 'JWT abc' }), 'abc');
    assert.equal(tokenOfRequest(new Headers({ authorization: 'JWT def' })), 'def');
    assert.equal(tokenOfRequest([['Authorization', 'JWT ghi']]), 'ghi');
    assert.equal(tokenOfRequest({ Authorization: 'Bearer x' }), null);
    assert.equal(tokenOfRequest(undefined), null);
  });
});
