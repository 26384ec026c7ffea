// k6 scenario: sign-in and token checks through the gateway.
//
//   k6 run -e BASE_URL=http://localhost:8080 -e USERS='a@x.com:secret1,b@x.com:secret2' load-tests/k6/auth.js
//
// USERS are verified accounts (the demo users printed by `npm start` work). Two scenarios:
//  - "authenticate": each virtual user signs in once, then calls POST /api/auth/authenticate
//    with `Authorization: JWT <token>` at a constant arrival rate (the hot path);
//  - "login": a low, steady rate of POST /api/auth/login, under the gateway's per-IP and
//    per-e-mail sign-in limits (a 429 is counted apart, not as an error, so a too-high rate shows).
// Only targets the URL given (an address of your own deployment).
import { check, fail } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter, Trend } from 'k6/metrics';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
const USERS = (__ENV.USERS || 'buyer@demo.art:demo1234')
  .split(',')
  .map((pair) => pair.trim())
  .filter(Boolean)
  .map((pair) => {
    const i = pair.lastIndexOf(':');
    return { email: pair.slice(0, i), password: pair.slice(i + 1) };
  });
const RATE = Number(__ENV.RATE || 200); // authenticate calls per second
const LOGIN_RATE = Number(__ENV.LOGIN_RATE || 2); // logins per second
const DURATION = __ENV.DURATION || '2m';

const loginDuration = new Trend('login_duration', true);
const authenticateDuration = new Trend('authenticate_duration', true);
const rateLimited = new Counter('rate_limited');

export const options = {
  scenarios: {
    authenticate: {
      executor: 'constant-arrival-rate',
      exec: 'authenticate',
      rate: RATE,
      timeUnit: '1s',
      duration: DURATION,
      preAllocatedVUs: 20,
      maxVUs: 200,
    },
    login: {
      executor: 'constant-arrival-rate',
      exec: 'login',
      rate: LOGIN_RATE,
      timeUnit: '1s',
      duration: DURATION,
      preAllocatedVUs: 2,
      maxVUs: 10,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    authenticate_duration: ['p(95)<150', 'p(99)<400'],
    login_duration: ['p(95)<800', 'p(99)<1500'], // a memory-hard password hash per login
    'http_req_duration{scenario:authenticate}': ['p(99)<500'],
    rate_limited: ['count<10'],
  },
};

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function signIn(user) {
  const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify(user), {
    headers: JSON_HEADERS,
    tags: { name: 'POST /api/auth/login' },
    responseCallback: http.expectedStatuses(200, 429),
  });
  if (res.status === 429) {
    rateLimited.add(1);
    return null;
  }
  loginDuration.add(res.timings.duration);
  const body = res.json();
  check(res, {
    'login: 200': (r) => r.status === 200,
    'login: status success': () => body?.status === 'success',
    'login: token returned': () => typeof body?.token === 'string' && body.token.length > 20,
  });
  return body?.token;
}

export function setup() {
  const res = http.get(`${BASE_URL}/ready`);
  if (res.status !== 200) fail(`the gateway at ${BASE_URL} is not ready (GET /ready answered ${res.status})`);
  const token = signIn(USERS[0]);
  if (!token) fail(`cannot sign in as ${USERS[0].email}: give verified accounts in USERS`);
}

const tokens = {}; // per virtual user: one sign-in, then many token checks

export function authenticate() {
  const vu = exec.vu.idInTest;
  if (!tokens[vu]) {
    tokens[vu] = signIn(USERS[vu % USERS.length]);
    if (!tokens[vu]) return;
  }
  const res = http.post(`${BASE_URL}/api/auth/authenticate`, null, {
    headers: { Authorization: `JWT ${tokens[vu]}` },
    tags: { name: 'POST /api/auth/authenticate' },
  });
  authenticateDuration.add(res.timings.duration);
  check(res, {
    'authenticate: 200': (r) => r.status === 200,
    'authenticate: status success': (r) => r.json('status') === 'success',
  });
}

export function login() {
  signIn(USERS[exec.scenario.iterationInTest % USERS.length]);
}
