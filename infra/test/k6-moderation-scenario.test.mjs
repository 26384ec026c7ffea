// load-tests/k6/moderation.js run in Node with stand-ins for k6's modules (k6 itself is not
// installable here), against a gateway stand-in that answers the operators' console contract and
// identity's sign-in with a second factor: every journey request goes to a route the gateway's
// route table sends to moderation, signed in with the operator's session, each journey's requests
// carry its own group (its p95 and p99 thresholds apply to them), the journeys arrive 50 % reports,
// 20 % studio requests, 20 % overview, 10 % audit log under every profile; setup() signs each
// operator in once with the TOTP of its secret (RFC 6238 on k6/crypto, checked against the RFC's
// vectors and otplib, identity's library), waits for the next step when the code's step was used
// already, and says what to give when there is no operator.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { register } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import {
  assertCallsOnRoutes,
  assertJourneyGroups,
  gatewayRoutes,
  k6ScriptLoader,
  runJourney,
} from '../manifest-checks/k6-scenario.mjs';

register('../manifest-checks/k6-stubs.mjs', import.meta.url);

const JOURNEYS = ['reports', 'studio', 'overview', 'audit'];
const loadScript = k6ScriptLoader('moderation');
const loadTotp = () => import(pathToFileURL(path.join(ROOT, 'load-tests', 'k6', 'totp.js')).href);

// "12345678901234567890" (RFC 6238's SHA-1 key) in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OPERATOR = {
  OPERATOR_EMAIL: 'ops@example.com',
  OPERATOR_PASSWORD: 'pw:with:colons',
  OPERATOR_TOTP_SECRET: SECRET,
};

/** The stand-in's own TOTP (not the script's): base32 → HMAC-SHA1 → dynamic truncation. */
function expectedCode(secret, epochSeconds) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(epochSeconds / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1e6).padStart(6, '0');
}

const reportCase = (i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  reports: [],
  targetType: 'post',
});
const auditRow = (i) => ({ id: `a${i}`, action: i === 0 ? 'view' : 'report.hide', targetId: `target-${i}` });

/**
 * Identity's operator sign-in and moderation behind a gateway: contract answers; every call
 * recorded with its group. A fake clock (Date.now), advanced by k6's sleep; the last step used per
 * operator, as identity keeps it (a code at or below it is refused).
 */
function fakeGateway({ cases = 45, auditTotal = 120, secrets = { 'ops@example.com': SECRET }, usedStep = {} } = {}) {
  const calls = [];
  const failedChecks = [];
  const slept = [];
  let clock = 1_764_399_990_000 + 12_000; // 12 s into a step
  const challenges = new Map();
  globalThis.k6Stub = {
    vu: { idInTest: 1 },
    scenario: { iterationInTest: 0 },
    failedChecks,
    sleep(seconds) {
      slept.push(seconds);
      clock += seconds * 1000;
    },
    request(method, url, body, params, group) {
      const parsed = new URL(url);
      const route = parsed.pathname;
      calls.push({
        method,
        route,
        query: Object.fromEntries(parsed.searchParams),
        group,
        name: params?.tags?.name,
        body,
        headers: params?.headers ?? {},
      });
      if (route === '/ready') return { status: 200 };
      if (route === '/api/auth/login') {
        const { email } = JSON.parse(body);
        if (!secrets[email]) return { status: 200, body: { status: 'success', token: 'member', user: { _id: 'm1' } } };
        const challenge = `challenge-${challenges.size}`;
        challenges.set(challenge, email);
        return { status: 200, body: { status: 'second-factor', message: 'Enter the code', challenge, expiresIn: 300 } };
      }
      if (route === '/api/users/login/second-factor') {
        const { challenge, code } = JSON.parse(body);
        const email = challenges.get(challenge);
        const step = Math.floor(clock / 30_000);
        if (!email || code !== expectedCode(secrets[email], clock / 1000) || step <= (usedStep[email] ?? -1))
          return { status: 401, body: { status: 'error', message: 'That code is not right. Please try again' } };
        usedStep[email] = step;
        return { status: 200, body: { status: 'success', token: `t-${email}`, user: { _id: `op-${email}` } } };
      }
      if (!route.startsWith('/api/moderation/')) return { status: 404 };
      if (params?.headers?.Authorization !== 'JWT t-ops@example.com') return { status: 403 };
      if (route === '/api/moderation/overview')
        return { status: 200, body: { status: 'success', data: { openReportCases: cases, pendingStudioRequests: 3 } } };
      if (route === '/api/moderation/studio-requests')
        return { status: 200, body: { status: 'success', data: { result: [] } } };
      if (route === '/api/moderation/reports') {
        const limit = Number(parsed.searchParams.get('limit'));
        const skip = Number(parsed.searchParams.get('skip'));
        const page = Array.from({ length: Math.max(0, Math.min(limit, cases - skip)) }, (_, i) => reportCase(skip + i));
        return { status: 200, body: { status: 'success', data: { result: page, total: cases } } };
      }
      if (route.startsWith('/api/moderation/reports/')) {
        const id = decodeURIComponent(route.split('/').pop());
        return { status: 200, body: { status: 'success', data: { ...reportCase(0), id } } };
      }
      if (route === '/api/moderation/audit') {
        const limit = Number(parsed.searchParams.get('limit'));
        const skip = Number(parsed.searchParams.get('skip'));
        const total = parsed.searchParams.has('targetId') ? 3 : auditTotal;
        const page = Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => auditRow(skip + i));
        return { status: 200, body: { status: 'success', data: { result: page, total } } };
      }
      return { status: 404 };
    },
  };
  const realNow = Date.now;
  Date.now = () => clock;
  return { calls, failedChecks, slept, restore: () => (Date.now = realNow) };
}

test('totp.js: RFC 6238 vectors (SHA-1, 6 digits) and the codes of otplib, the library identity checks them with', async () => {
  fakeGateway().restore();
  const { totp, secondsToNextStep } = await loadTotp();
  for (const [seconds, code] of [
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ]) {
    assert.equal(totp(RFC_SECRET, seconds), code, `T=${seconds}`);
  }
  assert.equal(totp(RFC_SECRET.toLowerCase().replace(/(.{4})/g, '$1 '), 59), '287082', 'case and spaces ignored');
  assert.throws(() => totp('NOT-BASE32-1!', 59), /not base32/);
  assert.equal(secondsToNextStep(1111111109), 1);
  const { generate, generateSecret } = await import('otplib');
  for (const at of [1_764_400_012, 1_764_400_047, 1_800_000_000]) {
    const secret = generateSecret();
    assert.equal(totp(secret, at), await generate({ secret, epoch: at }), `otplib at ${at}`);
  }
});

test('every request of every journey goes to a route the gateway sends to moderation, signed in, in its own group', async () => {
  const routes = gatewayRoutes(['moderation']);
  assert.ok(routes.length >= 15, 'the route table lists moderation');
  const gateway = fakeGateway();
  try {
    const script = await loadScript(OPERATOR);
    const data = script.setup();
    assert.deepEqual(data.operators, [{ id: 'op-ops@example.com', token: 't-ops@example.com' }]);
    assertCallsOnRoutes(assert, gateway.calls.slice(1), gatewayRoutes(['identity']), { area: 'identity' });
    gateway.calls.length = 0;
    for (const journey of JOURNEYS) runJourney(script, data, journey, 20);
    assert.deepEqual(gateway.failedChecks, []);
    assertCallsOnRoutes(assert, gateway.calls, routes, { area: 'moderation', signedIn: true });
    assertJourneyGroups(assert, gateway.calls, script, JOURNEYS, 20);
    assert.ok(!gateway.calls.some((c) => c.method !== 'GET'), 'reads only: no decision is made');
  } finally {
    gateway.restore();
  }
});

test('the journeys arrive 50 % reports, 20 % studio requests, 20 % overview, 10 % audit, under every profile', async () => {
  fakeGateway().restore();
  for (const env of [{}, { RATE: '5' }, { RATE: '0.2' }, { PROFILE: 'soak' }, { PROFILE: 'spike', RATE: '3' }]) {
    const { options } = await loadScript(env);
    const rateOf = (journey) => {
      const scenario = options.scenarios[journey];
      return scenario.rate ?? scenario.startRate;
    };
    const total = JOURNEYS.reduce((sum, journey) => sum + rateOf(journey), 0);
    const where = JSON.stringify(env);
    assert.equal(rateOf('reports') / total, 0.5, where);
    assert.equal(rateOf('studio') / total, 0.2, where);
    assert.equal(rateOf('overview') / total, 0.2, where);
    assert.equal(rateOf('audit') / total, 0.1, where);
    for (const journey of JOURNEYS) {
      assert.equal(options.scenarios[journey].exec, journey, where);
      const limits = options.thresholds[`http_req_duration{group:::${journey}}`];
      assert.ok(limits.some((t) => t.startsWith('p(95)<')) && limits.some((t) => t.startsWith('p(99)<')), where);
    }
    assert.deepEqual(options.thresholds.http_req_failed, ['rate<0.01']);
    assert.deepEqual(options.thresholds.checks, ['rate>0.99']);
  }
});

test('setup signs each operator in once (password, then the code of the current step); the journeys reuse the session', async () => {
  const gateway = fakeGateway({ secrets: { 'ops@example.com': SECRET, 'two@example.com': RFC_SECRET } });
  try {
    const script = await loadScript({
      OPERATORS: `# load operators\nops@example.com:pw:with:colons:${SECRET}\ntwo@example.com:pw2:${RFC_SECRET}`,
    });
    const data = script.setup();
    assert.equal(data.operators.length, 2);
    const logins = gateway.calls.filter((c) => c.route === '/api/auth/login').map((c) => JSON.parse(c.body));
    assert.deepEqual(logins, [
      { email: 'ops@example.com', password: 'pw:with:colons' },
      { email: 'two@example.com', password: 'pw2' },
    ]);
    assert.equal(gateway.calls.filter((c) => c.route === '/api/users/login/second-factor').length, 2);
    assert.deepEqual(gateway.slept, []);
    gateway.calls.length = 0;
    runJourney(script, { operators: data.operators.slice(0, 1) }, 'overview', 5);
    assert.ok(!gateway.calls.some((c) => c.route.startsWith('/api/auth') || c.route.startsWith('/api/users')));
  } finally {
    gateway.restore();
  }
});

test('a code whose step was used already (another runner, a run just before) is tried again at the next step', async () => {
  const now = 1_764_399_990_000 + 12_000;
  const gateway = fakeGateway({ usedStep: { 'ops@example.com': Math.floor(now / 30_000) } });
  try {
    const script = await loadScript(OPERATOR);
    const data = script.setup();
    assert.equal(data.operators.length, 1);
    assert.deepEqual(gateway.slept, [19], 'waits out the 18 s left of the step, and a second more');
    const codes = gateway.calls
      .filter((c) => c.route === '/api/users/login/second-factor')
      .map((c) => JSON.parse(c.body));
    assert.equal(codes.length, 2);
    assert.equal(codes[0].challenge, codes[1].challenge, 'the same challenge (a few wrong codes are allowed)');
    assert.notEqual(codes[0].code, codes[1].code);
  } finally {
    gateway.restore();
  }
  // A wrong secret gives up after OPERATOR_WAIT_STEPS steps and says what to check.
  const wrong = fakeGateway();
  try {
    const script = await loadScript({ ...OPERATOR, OPERATOR_TOTP_SECRET: RFC_SECRET, OPERATOR_WAIT_STEPS: '2' });
    assert.throws(() => script.setup(), /second factor was refused \(is the secret right, and the clock\?\)/);
    assert.equal(wrong.slept.length, 3);
  } finally {
    wrong.restore();
  }
});

test('setup says what to give: no operator, a member account, an operator not enrolled yet', async () => {
  let gateway = fakeGateway();
  try {
    const nobody = await loadScript({});
    assert.throws(() => nobody.setup(), /give OPERATOR_TOTP_SECRET \(the demo operator’s, which npm start prints\)/);
    await assert.rejects(
      async () => (await loadScript({ OPERATORS: 'ops@example.com:pw' })).setup(),
      /email:password:SECRET/,
    );
    const member = await loadScript({ ...OPERATOR, OPERATOR_EMAIL: 'member@example.com' });
    assert.throws(() => member.setup(), /without a second factor: it is not an operator account/);
  } finally {
    gateway.restore();
  }
  gateway = fakeGateway();
  const answer = globalThis.k6Stub.request;
  globalThis.k6Stub.request = (method, url, body, params, group) => {
    const res = answer(method, url, body, params, group);
    if (url.endsWith('/api/auth/login')) res.body.enrolment = { secret: 'NEW', otpauthUri: 'otpauth://totp/x' };
    return res;
  };
  try {
    const script = await loadScript(OPERATOR);
    assert.throws(() => script.setup(), /no confirmed authenticator yet/);
  } finally {
    gateway.restore();
  }
});

test('reports: the queue as the console loads it (the first 100), then one of its cases; an empty queue only the queue', async () => {
  let gateway = fakeGateway({ cases: 145 });
  try {
    const script = await loadScript(OPERATOR);
    const data = script.setup();
    gateway.calls.length = 0;
    runJourney(script, data, 'reports', 15);
    const queue = gateway.calls.filter((c) => c.route === '/api/moderation/reports');
    const read = gateway.calls.filter((c) => c.route.startsWith('/api/moderation/reports/'));
    assert.equal(queue.length, 15);
    assert.equal(read.length, 15);
    assert.deepEqual([...new Set(queue.map((c) => c.query.status))].sort(), ['open', 'resolved']);
    assert.ok(
      queue.every((c) => c.query.limit === '100' && c.query.skip === '0'),
      "the sdk's listReportCases",
    );
    for (const call of read) assert.ok(Number(call.route.slice(-12)) < 100, 'a case of the queue just read');
    assert.ok(new Set(read.map((c) => c.route)).size > 10, 'operators read different cases');
  } finally {
    gateway.restore();
  }
  gateway = fakeGateway({ cases: 0 });
  try {
    const script = await loadScript(OPERATOR);
    const data = script.setup();
    gateway.calls.length = 0;
    runJourney(script, data, 'reports', 5);
    assert.equal(gateway.calls.length, 5);
    assert.deepEqual(gateway.failedChecks, []);
  } finally {
    gateway.restore();
  }
});

test('audit: the filters operators use, "Show more" (the first 100) only while there is more, and a target followed', async () => {
  for (const [auditTotal, pagesOfFirstLook] of [
    [120, 2],
    [30, 1],
  ]) {
    const gateway = fakeGateway({ auditTotal });
    try {
      const script = await loadScript(OPERATOR);
      const data = script.setup();
      gateway.calls.length = 0;
      runJourney(script, data, 'audit', 5);
      const looks = gateway.calls.map((c) => c.query);
      assert.ok(
        looks.every((q) => q.skip === '0'),
        'the console asks from the newest, a longer page each time',
      );
      const firsts = looks.filter((q) => q.limit === '50');
      assert.equal(firsts.filter((q) => Object.keys(q).length === 2).length, 2, 'unfiltered: n=0 and 4');
      assert.equal(
        looks.filter((q) => q.limit === '100').length,
        4 * (pagesOfFirstLook - 1),
        'Show more only with more',
      );
      assert.ok(looks.some((q) => q.operator === 'op-ops@example.com'));
      assert.ok(looks.some((q) => q.action === 'report.hide'));
      assert.ok(looks.some((q) => q.from && Date.parse(q.from) < Date.now() - 6 * 86_400_000));
      // The fifth look: the newest entries, then the history of the first decision's target (not a `view`).
      assert.deepEqual(looks.at(-1), { targetId: 'target-1', limit: '50', skip: '0' });
      assert.deepEqual(gateway.failedChecks, []);
    } finally {
      gateway.restore();
    }
  }
});

test('by default the demo operator (operator@example.com, the demo password): only the secret npm start prints is given', async () => {
  const gateway = fakeGateway({ secrets: { 'operator@example.com': SECRET } });
  try {
    const script = await loadScript({ OPERATOR_TOTP_SECRET: SECRET });
    const data = script.setup();
    assert.deepEqual(data.operators, [{ id: 'op-operator@example.com', token: 't-operator@example.com' }]);
    const login = gateway.calls.find((c) => c.route === '/api/auth/login');
    assert.deepEqual(JSON.parse(login.body), { email: 'operator@example.com', password: 'demo1234' });
  } finally {
    gateway.restore();
  }
});
