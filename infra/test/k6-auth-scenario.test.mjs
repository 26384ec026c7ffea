// load-tests/k6/auth.js run in Node with stand-ins for k6's modules (k6 itself is not installable
// here): its default accounts are the ones `npm start` seeds, setup() signs each in once and the
// load reuses the tokens, and the default plan stays under the gateway's own sign-in limits, so
// a run measures the service, not the limits.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { evaluateEnvironments, ROOT } from '../manifest-checks/config-schemas.mjs';

register('../manifest-checks/k6-stubs.mjs', import.meta.url);

const SCRIPT = pathToFileURL(path.join(ROOT, 'load-tests', 'k6', 'auth.js')).href;
let loads = 0;

/** A fresh instance of the script under the given k6 environment (__ENV). */
async function loadScript(env = {}) {
  globalThis.__ENV = env;
  return import(`${SCRIPT}?instance=${++loads}`);
}

/** The seeded demo accounts (services/identity/src/seed/demo-users.ts). */
function seededAccounts() {
  const source = readFileSync(path.join(ROOT, 'services/identity/src/seed/demo-users.ts'), 'utf8');
  const password = source.match(/DEMO_PASSWORD = '([^']+)'/)[1];
  // The members and artists (DEMO_USERS); the demo operator signs in with a second factor (moderation.js).
  const users = source.slice(source.indexOf('export const DEMO_USERS'));
  return [...users.matchAll(/email: '([^']+)'/g)].map((m) => ({ email: m[1], password }));
}

/** A gateway stand-in: known accounts sign in, tokens check; every call is recorded. */
function fakeGateway(accounts) {
  const calls = [];
  globalThis.k6Stub = {
    vu: { idInTest: 1 },
    scenario: { iterationInTest: 0 },
    request(method, url, body, params) {
      const route = `${method} ${new URL(url).pathname}`;
      calls.push({ route, body: body ? JSON.parse(body) : null, params });
      if (route === 'GET /ready') return { status: 200 };
      if (route === 'POST /api/auth/login') {
        const { email, password } = JSON.parse(body);
        const known = accounts.some((a) => a.email === email && a.password === password);
        return known
          ? { status: 200, body: { status: 'success', token: `token-of-${email}-0123456789` } }
          : { status: 401 };
      }
      if (route === 'POST /api/auth/authenticate') {
        const ok = /^JWT token-of-/.test(params.headers?.Authorization ?? '');
        return ok ? { status: 200, body: { status: 'success' } } : { status: 401 };
      }
      return { status: 404 };
    },
  };
  return calls;
}

let gatewayLimits;
before(async () => {
  const { workloads } = await evaluateEnvironments([]);
  const keys = workloads.gateway.keys;
  gatewayLimits = { perIp: keys.AUTH_RATE_LIMIT_PER_IP.default, perEmail: keys.AUTH_RATE_LIMIT_PER_EMAIL.default };
});

test('by default the scenario signs in the demo accounts npm start seeds, each once, in setup()', async () => {
  const seeded = seededAccounts();
  assert.ok(seeded.length >= 2);
  const calls = fakeGateway(seeded);
  const script = await loadScript();
  const data = script.setup();
  const logins = calls.filter((c) => c.route === 'POST /api/auth/login').map((c) => c.body);
  assert.deepEqual(logins.map((l) => l.email).sort(), seeded.map((a) => a.email).sort());
  assert.equal(data.tokens.length, seeded.length);
});

test('the token checks reuse setup()’s tokens: no sign-in under load', async () => {
  const seeded = seededAccounts();
  const calls = fakeGateway(seeded);
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  for (let vu = 1; vu <= 50; vu++) {
    globalThis.k6Stub.vu = { idInTest: vu };
    script.authenticate(data);
  }
  assert.equal(calls.length, 50);
  assert.ok(calls.every((c) => c.route === 'POST /api/auth/authenticate'));
});

test('the default plan stays under the gateway’s default sign-in limits per IP and per e-mail', async () => {
  const seeded = seededAccounts();
  fakeGateway(seeded);
  const { options } = await loadScript();
  const login = options.scenarios.login;
  const perMinute = login ? login.rate * (login.timeUnit === '1m' ? 1 : 60) : 0;
  assert.ok(!login || login.timeUnit === '1m' || login.timeUnit === '1s');
  // setup()'s sign-ins fall in the same window as the first minute of the login scenario.
  assert.ok(
    seeded.length + perMinute <= gatewayLimits.perIp,
    `${seeded.length} + ${perMinute} > ${gatewayLimits.perIp}`,
  );
  assert.ok(1 + Math.ceil(perMinute / seeded.length) <= gatewayLimits.perEmail);
  assert.deepEqual(options.thresholds.rate_limited, ['count==0']);
  assert.ok(options.thresholds.http_req_failed.length > 0);
  assert.ok(options.thresholds.authenticate_duration.some((t) => t.startsWith('p(95)')));
  assert.ok(options.thresholds.authenticate_duration.some((t) => t.startsWith('p(99)')));
});

test('setup() refuses a sign-in rate the limits would cut, and says why when the accounts do not exist', async () => {
  const seeded = seededAccounts();
  fakeGateway(seeded);
  const fast = await loadScript({ LOGIN_PER_MINUTE: '120' });
  assert.throws(() => fast.setup(), /would hit the gateway's limits .*AUTH_RATE_LIMIT_PER_IP/);
  fakeGateway([]);
  const empty = await loadScript();
  assert.throws(() => empty.setup(), /cannot sign in: seed the demo accounts \(npm start\)/);
});
