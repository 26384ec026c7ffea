// k6 scenario: sign-in and token checks through the gateway.
//
//   npm run load:k6                                          # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6
//   k6 run -e BASE_URL=… -e USERS='a@x.com:pw1,b@x.com:pw2' load-tests/k6/auth.js
//
// Accounts: by default the demo accounts that `npm start` seeds (password demo1234); USERS names
// others; REGISTER=n registers n new accounts in setup() (sign-in needs no verified e-mail).
//
// What is measured, and what is not: the gateway limits sign-in attempts per client IP and per
// e-mail (AUTH_RATE_LIMIT_PER_IP, default 30, and AUTH_RATE_LIMIT_PER_EMAIL, default 10, per
// AUTH_RATE_LIMIT_WINDOW_MS, default one minute). k6 sends from one address, so
//  - setup() signs every account in once and the "authenticate" scenario reuses those tokens: the
//    hot path (POST /api/auth/authenticate, a token check) is never attempt-limited;
//  - the "login" scenario runs at LOGIN_PER_MINUTE (default 12), spread over the accounts, and
//    setup() refuses to start when that rate cannot stay under the limits it is told
//    (LIMIT_PER_IP, LIMIT_PER_EMAIL: the gateway's values). To load sign-in itself, raise the
//    gateway's AUTH_RATE_LIMIT_PER_IP / _PER_EMAIL on the target first and pass the same values,
//    or run k6 from several machines. A 429 counts in rate_limited, whose threshold is 0: a run
//    that hit the limits measured the limits and fails.
// Only targets the URL given (an address of your own deployment).
import { check, fail } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter, Trend } from 'k6/metrics';
import { parseAccounts } from './accounts-list.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.js';
import { profileDuration, scenariosFor } from './profiles.js';

/** @typedef {{ email: string, password: string }} Account */
/** @typedef {{ tokens: string[], accounts: Account[] }} SetupData */

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');

const LOGIN_PER_MINUTE = Number(__ENV.LOGIN_PER_MINUTE ?? 12);
const REGISTER = Number(__ENV.REGISTER || 0);
const LIMIT_PER_IP = Number(__ENV.LIMIT_PER_IP || 30);
const LIMIT_PER_EMAIL = Number(__ENV.LIMIT_PER_EMAIL || 10);

/** @type {Account[]} */
const GIVEN = __ENV.USERS
  ? parseAccounts(__ENV.USERS)
  : REGISTER > 0
    ? []
    : DEMO_EMAILS.map((email) => ({ email, password: DEMO_PASSWORD }));

const loginDuration = new Trend('login_duration', true);
const authenticateDuration = new Trend('authenticate_duration', true);
const rateLimited = new Counter('rate_limited');

/**
 * Token checks at RATE (default 200) per second under the PROFILE of profiles.js; sign-ins at
 * LOGIN_PER_MINUTE all along, whatever the profile (a spike of sign-ins would only measure the limits).
 * @type {NonNullable<import('k6/options').Options['scenarios']>}
 */
const scenarios = scenariosFor({ authenticate: 1 }, { rate: 200, vus: { preAllocatedVUs: 20, maxVUs: 200 } });
if (LOGIN_PER_MINUTE > 0) {
  scenarios.login = {
    executor: 'constant-arrival-rate',
    exec: 'login',
    rate: LOGIN_PER_MINUTE,
    timeUnit: '1m',
    duration: profileDuration(__ENV),
    preAllocatedVUs: 2,
    maxVUs: 10,
  };
}

/** @type {import('k6/options').Options} */
export const options = {
  scenarios,
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    authenticate_duration: ['p(95)<150', 'p(99)<400'],
    'http_req_duration{scenario:authenticate}': ['p(95)<200', 'p(99)<500'],
    // A memory-hard password hash per sign-in.
    login_duration: ['p(95)<800', 'p(99)<1500'],
    rate_limited: ['count==0'],
  },
};

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * One sign-in; the token, or null (a 429 is counted apart from failures).
 * @param {Account} account
 * @returns {{ token: string | null, status: number }}
 */
function signIn(account) {
  const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify(account), {
    headers: JSON_HEADERS,
    tags: { name: 'POST /api/auth/login' },
    responseCallback: http.expectedStatuses(200, 429),
  });
  if (res.status === 429) {
    rateLimited.add(1);
    return { token: null, status: res.status };
  }
  loginDuration.add(res.timings.duration);
  const body = /** @type {{ status?: string, token?: string } | null} */ (res.status === 200 ? res.json() : null);
  check(res, {
    'login: 200': (r) => r.status === 200,
    'login: token returned': () => typeof body?.token === 'string' && body.token.length > 20,
  });
  return { token: typeof body?.token === 'string' ? body.token : null, status: res.status };
}

/** Registers REGISTER new accounts (sign-in does not need a verified e-mail). */
function registerAccounts() {
  if (REGISTER > LIMIT_PER_IP) {
    fail(`REGISTER=${REGISTER} exceeds the gateway's ${LIMIT_PER_IP} attempts per IP and minute (LIMIT_PER_IP)`);
  }
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  /** @type {Account[]} */
  const accounts = [];
  for (let i = 0; i < REGISTER; i++) {
    const account = { email: `k6-${run}-${i}@example.com`, password: `k6-${run}-Pass-${i}` };
    const res = http.post(
      `${BASE_URL}/api/auth/register`,
      JSON.stringify({ name: `Load Test ${i}`, ...account, 'confirm-password': account.password }),
      { headers: JSON_HEADERS, tags: { name: 'POST /api/auth/register' } },
    );
    if (res.status !== 200) fail(`registering ${account.email} answered ${res.status}: ${res.body}`);
    accounts.push(account);
  }
  return accounts;
}

/** Refuses a plan that would measure the gateway's attempt limits instead of sign-in. */
/** @param {number} accounts */
function checkPlanAgainstLimits(accounts) {
  if (accounts === 0) fail('no accounts: give USERS=email:password,… or REGISTER=n');
  const perIp = accounts + LOGIN_PER_MINUTE;
  const perEmail = 1 + Math.ceil(LOGIN_PER_MINUTE / accounts);
  if (perIp > LIMIT_PER_IP || perEmail > LIMIT_PER_EMAIL) {
    fail(
      `${perIp} sign-ins per minute from this IP (${perEmail} per account) would hit the gateway's limits ` +
        `(${LIMIT_PER_IP} per IP, ${LIMIT_PER_EMAIL} per e-mail). Lower LOGIN_PER_MINUTE, give more USERS, or raise ` +
        'AUTH_RATE_LIMIT_PER_IP / AUTH_RATE_LIMIT_PER_EMAIL on the gateway and pass them as LIMIT_PER_IP / LIMIT_PER_EMAIL.',
    );
  }
}

/** @returns {SetupData} */
export function setup() {
  const ready = http.get(`${BASE_URL}/ready`);
  if (ready.status !== 200) fail(`the gateway at ${BASE_URL} is not ready (GET /ready answered ${ready.status})`);
  const accounts = [...GIVEN, ...(REGISTER > 0 ? registerAccounts() : [])];
  checkPlanAgainstLimits(accounts.length);
  /** @type {string[]} */
  const tokens = [];
  for (const account of accounts) {
    const { token, status } = signIn(account);
    if (!token) {
      fail(
        status === 401
          ? `${account.email} cannot sign in: ${__ENV.USERS ? 'check USERS' : 'seed the demo accounts (npm start), or give USERS / REGISTER'}`
          : `${account.email} cannot sign in (HTTP ${status})`,
      );
    }
    tokens.push(token);
  }
  return { tokens, accounts };
}

/** Each virtual user keeps one token of setup() and checks it at the scenario's rate. */
export function authenticate(/** @type {SetupData} */ data) {
  const token = data.tokens[exec.vu.idInTest % data.tokens.length];
  const res = http.post(`${BASE_URL}/api/auth/authenticate`, null, {
    headers: { Authorization: `JWT ${token}` },
    tags: { name: 'POST /api/auth/authenticate' },
  });
  authenticateDuration.add(res.timings.duration);
  check(res, {
    'authenticate: 200': (r) => r.status === 200,
    'authenticate: status success': (r) => r.status === 200 && r.json('status') === 'success',
  });
}

/** A sign-in of the accounts in turn, at LOGIN_PER_MINUTE. */
export function login(/** @type {SetupData} */ data) {
  signIn(data.accounts[exec.scenario.iterationInTest % data.accounts.length]);
}
