import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { waitForMail, waitUntil } from '@art/testing';
import { type Member, verifiedMember } from '../system/support/members.js';
import { type Stack, startStack } from '../system/support/stack.js';
import { described, type RequestSpec, send } from './support/requests.js';
import { coverageGaps, nameOf, ROUTE_CASES, type RouteCase } from './support/route-cases.js';
import { comparableSnapshots, ownerSnapshot } from './support/snapshots.js';
import { claimsOf, expiredToken, signToken, tokenOfAnotherKey } from './support/tokens.js';
import { buildWorld, unlimitedStack, type World } from './support/world.js';

/**
 * Who may call what, route by route, through the real gateway and services: every line of the
 * declared endpoint (packages/contracts/src/endpoints) is a case (support/route-cases.ts): its
 * declaration says whether it is public, for
 * members, for artists only or for plain members only, and whether it touches one member's things.
 * Then: no token, a bad token (expired, another key, revoked by sign-out everywhere or by a password
 * reset) → 401 on every route; the wrong role → 403; another member on A's things → 403/404, A's
 * data unchanged and never a word of it in the answer.
 *
 * Already proven elsewhere and not repeated here: the gateway's token checks one by one
 * (gateway/test/plugins/authentication.test.ts, session-version.test.ts), identity's session
 * versions (services/identity/test/routes/auth/session-versions.test.ts), the old token refused
 * on /auth/authenticate after a reset (tests/system/identity-mail-chain.test.ts).
 */
let stack: Stack;
let w: World;

before(async () => {
  stack = await startStack('security_access', unlimitedStack());
  w = await buildWorld(stack);
});

after(async () => {
  await stack?.stop();
});

const needsToken = (route: RouteCase) => route.access !== 'guest';

/**
 * The gateway learns of a revoked session through Redis, read at most every
 * SESSION_VERSION_CACHE_MS (5 s): it is given that long (a public catalogue call, which only the
 * gateway's check can refuse, is asked until it does) before every route is tried.
 */
async function untilTheGatewayRefuses(token: string) {
  await waitUntil(
    'the gateway to refuse the revoked token',
    async () => (await stack.api('/categories', { token })).status === 401,
    { timeoutMs: 15_000 },
  );
}

/** Calls every case with `token` (none when undefined); returns the answers that `isWrong`. */
async function sweep(
  cases: readonly RouteCase[],
  token: string | undefined,
  isWrong: (status: number, route: RouteCase) => boolean,
  caller?: Member,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of cases) {
    const spec = route.request(w, caller);
    const answer = await send(stack, route.method, spec, token);
    if (isWrong(answer.status, route)) wrong.push(described(route.method, spec, answer));
  }
  return wrong;
}

test('every declared endpoint is walked; hand-written calls name declared endpoints, once each', () => {
  const gaps = coverageGaps();
  assert.deepEqual(gaps.unknown, [], 'calls in tests/security/support/route-cases.ts for endpoints nobody declares');
  assert.deepEqual(gaps.duplicated, [], 'routes with two cases');
});

describe('tokens', () => {
  test('no token: every route that needs one answers 401', async () => {
    const wrong = await sweep(ROUTE_CASES.filter(needsToken), undefined, (status) => status !== 401);
    assert.deepEqual(wrong, [], 'routes that answered a guest');
  });

  test('no token: every public route answers a guest (not 401/403, not 5xx)', async () => {
    const wrong = await sweep(
      ROUTE_CASES.filter((route) => !needsToken(route)),
      undefined,
      (status, route) =>
        ((status === 401 || status === 403) && !(status === 401 && route.refusesWhatItCannotRenew)) ||
        (status >= 500 && !route.providerNotConfigured),
    );
    assert.deepEqual(wrong, [], 'public routes that refused a guest or failed');
  });

  test("an expired token (signed with the stack's key) is refused with 401 on every route", async () => {
    const token = expiredToken(w.A.token, stack.secrets.jwtSecret);
    const wrong = await sweep(ROUTE_CASES, token, (status) => status !== 401);
    assert.deepEqual(wrong, [], 'routes that took an expired token');
  });

  test('a token signed with another key is refused with 401 on every route', async () => {
    const wrong = await sweep(ROUTE_CASES, tokenOfAnotherKey(w.A.token), (status) => status !== 401);
    assert.deepEqual(wrong, [], 'routes that took a forged token');
  });

  test('after sign-out everywhere, the old token is refused with 401 on every route', async () => {
    const leaving = await verifiedMember(stack, 'Dawa Sherpa', 'leaving');
    const out = await stack.api('/auth/logout-everywhere', { method: 'POST', token: leaving.token });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    await untilTheGatewayRefuses(leaving.token);
    const wrong = await sweep(ROUTE_CASES, leaving.token, (status) => status !== 401, leaving);
    assert.deepEqual(wrong, [], 'routes that took a token ended by sign-out everywhere');
  });

  test('after logging out, that token is refused with 401 on every route; the same member on another device is not', async () => {
    const leaving = await verifiedMember(stack, 'Nima Tamang', 'logging-out');
    const again = await stack.api('/auth/login', { body: { email: leaving.email, password: 'himal123' } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    const out = await stack.api('/auth/logout', { method: 'POST', token: leaving.token });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    await untilTheGatewayRefuses(leaving.token);
    const wrong = await sweep(ROUTE_CASES, leaving.token, (status) => status !== 401, leaving);
    assert.deepEqual(wrong, [], 'routes that took a logged-out token');
    const otherDevice = await stack.api('/user/profile', { token: again.body.token });
    assert.equal(otherDevice.status, 200, 'the other session holds');
  });

  test('after a password reset, the token from before is refused with 401 on every route', async () => {
    const member = await verifiedMember(stack, 'Pema Lama', 'resetting');
    assert.equal((await stack.api('/auth/reset', { body: { email: member.email } })).status, 200);
    const mail = await waitForMail({
      to: member.email,
      where: (m) => /\/resetpassword\/[0-9a-f]{32,}/.test(m.text),
      timeoutMs: 30_000,
    });
    const resetToken = mail.text.match(/\/resetpassword\/([0-9a-f]{32,})/)![1];
    const reset = await stack.api(`/auth/reset/${resetToken}`, {
      body: { password: 'newpass123', 'confirm-password': 'newpass123' },
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    await untilTheGatewayRefuses(member.token);
    const wrong = await sweep(ROUTE_CASES, member.token, (status) => status !== 401, member);
    assert.deepEqual(wrong, [], 'routes that took a token from before the password reset');
  });
});

describe('roles', () => {
  test('artist-only routes refuse a plain member with 403', async () => {
    const cases = ROUTE_CASES.filter((route) => route.access === 'artist');
    assert.ok(cases.length >= 3, 'upload, sales and moving a sale are artist-only');
    const wrong = await sweep(cases, w.C.token, (status) => status !== 403, w.C);
    assert.deepEqual(wrong, [], 'artist-only routes that a plain member got past');
  });

  test('operator-only routes refuse a plain member and an artist with 403, and answer an operator', async () => {
    const cases = ROUTE_CASES.filter((route) => route.access === 'operator');
    assert.ok(cases.length >= 2, "the refunds due and marking one refunded are operators'");
    for (const member of [w.C, w.A]) {
      const wrong = await sweep(cases, member.token, (status) => status !== 403, member);
      assert.deepEqual(wrong, [], 'operator-only routes that a member got past');
    }
    const answered = await sweep(cases, w.O.token, (status) => status === 401 || status === 403, w.O);
    assert.deepEqual(answered, [], 'operator-only routes that refused an operator');
  });

  test('operator-only routes refuse an operator whose session lacks the second factor, with 403 second-factor-required', async () => {
    const cases = ROUTE_CASES.filter((route) => route.access === 'operator');
    // The operator's own claims and the stack's real key: only the second factor (amr) is missing.
    const { amr, ...claims } = claimsOf(w.O.token);
    assert.deepEqual(amr, ['pwd', 'otp'], "an operator's session carries the second factor");
    const withoutFactor = signToken(claims, stack.secrets.jwtSecret);
    const wrong: string[] = [];
    for (const route of cases) {
      const spec = route.request(w, w.O);
      const answer = await send(stack, route.method, spec, withoutFactor);
      if (answer.status !== 403 || answer.json?.status !== 'second-factor-required') {
        wrong.push(described(route.method, spec, answer));
      }
    }
    assert.deepEqual(wrong, [], 'operator-only routes that took a session without the second factor');
  });

  test('member-only routes (user art) refuse an artist with 403', async () => {
    const cases = ROUTE_CASES.filter((route) => route.access === 'user');
    const wrong = await sweep(cases, w.B.token, (status) => status !== 403, w.B);
    assert.deepEqual(wrong, [], 'member-only routes that an artist got past');
  });
});

describe("another member on A's things", () => {
  /** What of A's a call may mention: what the caller sent (an id echoed back is no leak). */
  const leaksIn = (spec: RequestSpec, text: string) => {
    const sent = JSON.stringify(spec);
    return w.secrets.filter((secret) => !sent.includes(secret) && text.includes(secret));
  };

  test("B's token on A's things: 403 or 404, A's data unchanged, nothing of A's in any answer", async () => {
    const before = await ownerSnapshot(w);
    const problems: string[] = [];
    for (const route of ROUTE_CASES.filter((r) => r.owner !== undefined && !r.endsSessions)) {
      const spec = route.request(w, w.B);
      const answer = await send(stack, route.method, spec, w.B.token);
      if (route.owner === 'resource' && answer.status !== 403 && answer.status !== 404)
        problems.push(`${described(route.method, spec, answer)}: expected 403 or 404`);
      if (answer.status >= 500) problems.push(`${described(route.method, spec, answer)}: failed`);
      const leaked = leaksIn(spec, answer.text);
      if (leaked.length > 0) problems.push(`${nameOf(route)} showed B A's ${leaked.join(', ')}`);
    }
    assert.deepEqual(problems, []);
    const [expected, actual] = comparableSnapshots(before, await ownerSnapshot(w));
    assert.deepEqual(actual, expected, "A's data changed after B's calls");
  });

  test("A's order is not readable with B's token, and A's own reads still work", async () => {
    const mine = await stack.api(`/user/order/${w.order.id}`, { token: w.A.token });
    assert.equal(mine.status, 200, 'A reads their own order');
    const theirs = await stack.api(`/user/order/${w.order.id}`, { token: w.B.token });
    assert.equal(theirs.status, 404, JSON.stringify(theirs.body));
    assert.ok(!JSON.stringify(theirs.body).includes(w.A.email));
    const room = await stack.api(`/rooms/${w.room.id}/messages`, { token: w.B.token });
    assert.ok([403, 404].includes(room.status), `B reading A's room: ${room.status}`);
    assert.ok(!JSON.stringify(room.body).includes(w.room.text), "A's message reached B");
  });
});
