import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { uniqueEmail, waitUntil } from '@art/testing';
import { type Member, verifiedMember } from '../system/support/members.js';
import { type Stack, startStack } from '../system/support/stack.js';

/**
 * Password guessing through the real gateway, Redis and identity: per account and per IP, the
 * attempts past the limit are answered 429 with the limit's message, the right password included,
 * until the window has passed. The gateway's own tests prove the counters against a stand-in
 * identity (gateway/test/plugins/attempt-limits.test.ts: per e-mail in any spelling, per IP, a
 * refused attempt never reaching identity); this is the same promise end to end, with a short
 * window so that its end can be waited for.
 */
const PER_EMAIL = 4;
const PER_IP = 12;
const WINDOW_MS = 10_000;
const TOO_MANY = {
  status: 'rate-limited',
  message: 'Too many attempts. Please wait a minute and try again.',
  code: 'too-many-attempts',
};
const PASSWORD = 'himal123';

let stack: Stack;

before(async () => {
  stack = await startStack('security_logins', {
    gatewayEnv: {
      AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
      AUTH_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
      WRITE_RATE_LIMIT_PER_GUEST_IP: '1000000',
    },
  });
});

after(async () => {
  await stack?.stop();
});

async function login(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

/** Signs in with the right password until it works again (each refused try within the window changes nothing). */
async function untilTheWindowPasses(member: Member) {
  const started = Date.now();
  await waitUntil(
    `the login window of ${member.email} to pass`,
    async () => (await login(member.email, PASSWORD)).status === 200,
    { timeoutMs: WINDOW_MS * 3, intervalMs: 250 },
  );
  return Date.now() - started;
}

test('per account: wrong passwords past the limit get 429, the right one too, until the window passes', async () => {
  // A new address: its window starts with the sign-in of verifiedMember, which counts.
  const member = await verifiedMember(stack, 'Sunita Rai', 'guessed');
  const answers: number[] = [];
  for (let attempt = 0; attempt < PER_EMAIL + 2; attempt++) {
    answers.push((await login(member.email, `guess-${attempt}`)).status);
  }
  const refusedFrom = answers.indexOf(429);
  assert.ok(refusedFrom >= 1 && refusedFrom <= PER_EMAIL, `answers to the guesses: ${answers.join(', ')}`);
  assert.ok(
    answers.slice(0, refusedFrom).every((status) => status === 401),
    `wrong passwords before the limit: ${answers}`,
  );
  assert.ok(
    answers.slice(refusedFrom).every((status) => status === 429),
    `every attempt past the limit: ${answers}`,
  );

  const right = await login(member.email, PASSWORD);
  assert.equal(right.status, 429, 'the right password is refused too while the window lasts');
  assert.deepEqual(right.body, TOO_MANY);
  assert.ok(Number(right.retryAfter) > 0, `retry-after: ${right.retryAfter}`);
  // Another spelling of the address is the same account.
  assert.equal((await login(` ${member.email.toUpperCase()} `, PASSWORD)).status, 429);

  const waited = await untilTheWindowPasses(member);
  assert.ok(waited > 0, 'the right password worked only after the window passed');
});

test('per IP: attempts on many accounts from one address get 429 past the limit, whatever X-Forwarded-For says', async () => {
  const member = await verifiedMember(stack, 'Ramesh Tamang', 'sprayed');
  await untilTheWindowPasses(member);
  const statuses: number[] = [];
  // Password spraying: one guess per address, each address new (no per-account limit reached).
  for (let attempt = 0; attempt < PER_IP + 2; attempt++) {
    statuses.push((await login(uniqueEmail(`spray${attempt}`), PASSWORD)).status);
  }
  const refusedFrom = statuses.indexOf(429);
  assert.ok(refusedFrom > 0 && refusedFrom <= PER_IP, `answers: ${statuses.join(', ')}`);
  assert.ok(
    statuses.slice(refusedFrom).every((status) => status === 429),
    `answers: ${statuses.join(', ')}`,
  );

  // The gateway trusts no proxy by default: a made-up client address changes nothing.
  const spoofed = await login(uniqueEmail('spoof'), PASSWORD, { 'x-forwarded-for': '203.0.113.77' });
  assert.equal(spoofed.status, 429, 'X-Forwarded-For must not open a fresh per-IP counter');
  const right = await login(member.email, PASSWORD);
  assert.equal(right.status, 429, 'a real member from the same address waits too');
  assert.deepEqual(right.body, TOO_MANY);
});
