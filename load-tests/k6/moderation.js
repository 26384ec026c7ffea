// k6 scenario "moderation": the operators' console through the gateway, as operators use it.
//
//   OPERATOR_TOTP_SECRET=<the demo operator's, npm start prints it> npm run load:k6 -- moderation
//   OPERATOR_EMAIL=… OPERATOR_PASSWORD=… OPERATOR_TOTP_SECRET=… BASE_URL=… npm run load:k6 -- moderation
//   k6 run -e BASE_URL=… -e RATE=1 -e OPERATORS="a@example.com:pw:SECRET,…" load-tests/k6/moderation.js
//
// Operators' day is mostly triage: the report queue and the cases in it. Four journeys, each its
// own scenario at RATE × 5 : 2 : 2 : 1 per second (under the PROFILE of profiles.js) and its own k6
// group (its own p95 and p99):
//   reports   50 %  the report queue as the console asks for it (the first 100 open cases, oldest
//                   first, each with its reports, the content as reported and the target's history;
//                   one time in five the settled ones), then one of them read again on its own (the
//                   case's address, as after a decision elsewhere or from a link)
//   studio    20 %  the studio-request queue (pending; one time in four the decided ones): fewer
//                   than reports, a member applies once
//   overview  20 %  the console's home, the morning counts: opened at the start of a session and
//                   each time an operator comes back to it
//   audit     10 %  the audit log with a filter (an operator, an action, the last week, or none),
//                   then "Show more" while there is more (the console asks for the first 100 again),
//                   or the newest entries and then one target's history: looking into a member's
//                   record or a colleague's decisions, now and then
// No decision is made (approve, hide, suspend… would change the members' content and accounts);
// every console read is itself written to the audit log (action `view`), so the reads also load
// the log's inserts. The default RATE (0.5: 5 journeys a second) is far above a team of operators:
// the console must not be what slows the marketplace down.
//
// Sign-in: operators answer a second factor. setup() signs each operator in once (the password,
// then the TOTP of the secret, computed here: totp.js, RFC 6238 on k6/crypto) and every VU reuses
// the tokens: identity accepts a code once per 30 s step and operator, so signing in per VU or per
// iteration would be refused. A code refused because its step was used already (another k6
// runner's setup() with the same operator, or a run just before) is tried again at the next step,
// up to OPERATOR_WAIT_STEPS (4) steps. Operators come from OPERATORS ("email:password:SECRET",
// comma or new line separated; the secret is the base32 key of the authenticator, `secret=` of its
// otpauth URI) or OPERATOR_EMAIL, OPERATOR_PASSWORD and OPERATOR_TOTP_SECRET (by default the demo
// operator, operator@example.com with the demo password: only the secret `npm start` prints is
// needed). Data: the demo's requests and reports, or any queue; an empty queue
// only skips the case reads. Reads only: it may target a shared staging deployment.
import { fail, group, sleep } from 'k6';
import http from 'k6/http';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD } from './demo-accounts.js';
import { journeyThresholds, scenariosFor } from './profiles.js';
import { auth, baseUrlOf, bodyOf, expectSuccess, JSON_HEADERS, pick, requireReady, turn } from './requests.js';
import { secondsToNextStep, totp } from './totp.js';

/** @typedef {{ email: string, password: string, secret: string }} Operator */
/** @typedef {{ id: string, token: string }} SignedIn */
/** @typedef {{ operators: SignedIn[] }} SetupData */

const BASE_URL = baseUrlOf(__ENV);

/** The report queue as the console loads it (the sdk's listReportCases: the first 100). */
export const QUEUE_PAGE = 100;
/** The audit log's page in the console; "Show more" asks for the first page × n again (skip 0). */
export const AUDIT_PAGE = 50;
export const AUDIT_PAGES = 2;
/** Actions operators filter the log by (moderation's audit `action`s). */
export const AUDIT_ACTIONS = ['report.hide', 'member.suspend', 'studio-request.approve', 'report.dismiss', 'view'];
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** 50 % reports, 20 % studio requests, 20 % overview, 10 % audit log: RATE (default 0.5) × these per second. */
export const WEIGHTS = { reports: 5, studio: 2, overview: 2, audit: 1 };

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: scenariosFor(WEIGHTS, { rate: 0.5 }),
  // An internal console, but one operators sit at all day. The queue is the first 100 cases, each
  // with its reports, snapshots and the target's history (hundreds of KB): a second at p95. The
  // studio queue lists every pending request with signed image addresses; the overview counts over
  // several projections and reads the dead-letter stream; an audit page counts its filtered total
  // over a log that grows by every read.
  thresholds: journeyThresholds({
    reports: [1000, 2500],
    studio: [500, 1200],
    overview: [400, 1000],
    audit: [500, 1200],
  }),
};

/**
 * Operators as OPERATORS lists them ("email:password:SECRET", comma or new line separated, '#'
 * lines are comments; the password may hold colons, the base32 secret cannot), else the one of
 * OPERATOR_EMAIL, OPERATOR_PASSWORD (by default the demo operator's) and OPERATOR_TOTP_SECRET.
 * @param {Record<string, string | undefined>} env @returns {Operator[]}
 */
export function operatorsOf(env) {
  if (env.OPERATORS) {
    return env.OPERATORS.split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .flatMap((line) => line.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const first = entry.indexOf(':');
        const last = entry.lastIndexOf(':');
        const operator = {
          email: entry.slice(0, first).trim(),
          password: entry.slice(first + 1, last),
          secret: entry.slice(last + 1).trim(),
        };
        if (first < 1 || last === first || !operator.email.includes('@') || !operator.password || !operator.secret)
          throw new Error(`"${operator.email || entry.slice(0, 20)}…" is not an operator: write email:password:SECRET`);
        return operator;
      });
  }
  if (env.OPERATOR_TOTP_SECRET)
    return [
      {
        email: env.OPERATOR_EMAIL || DEMO_OPERATOR_EMAIL,
        password: env.OPERATOR_PASSWORD || DEMO_PASSWORD,
        secret: env.OPERATOR_TOTP_SECRET,
      },
    ];
  return [];
}

/** How many 30 s steps a sign-in waits for when its code's step was used already. */
const waitSteps = () => Number(__ENV.OPERATOR_WAIT_STEPS ?? 4);

/**
 * One operator's sign-in: the password (answered by a second-factor challenge), then the code of
 * the current step; a refused code is tried again once the next step begins. The session, or why
 * there is none.
 * @param {string} base @param {Operator} operator @returns {SignedIn | string}
 */
export function signInOperator(base, operator) {
  const login = http.post(
    `${base}/api/auth/login`,
    JSON.stringify({ email: operator.email, password: operator.password }),
    {
      headers: JSON_HEADERS,
      tags: { name: 'POST /api/auth/login' },
    },
  );
  const asked = login.status === 200 ? bodyOf(login) : null;
  if (asked?.token) fail(`${operator.email} signed in without a second factor: it is not an operator account`);
  if (asked?.status !== 'second-factor' || typeof asked.challenge !== 'string')
    return `${operator.email}: sign-in answered ${login.status}, not a second-factor challenge`;
  if (asked.enrolment)
    fail(
      `${operator.email} has no confirmed authenticator yet: sign in once in the console, add the key to an app, and give that key as its secret`,
    );
  for (let attempt = 0; attempt <= waitSteps(); attempt++) {
    const now = Date.now() / 1000;
    const res = http.post(
      `${base}/api/users/login/second-factor`,
      JSON.stringify({ challenge: asked.challenge, code: totp(operator.secret, now) }),
      {
        headers: JSON_HEADERS,
        tags: { name: 'POST /api/users/login/second-factor' },
        // A code whose step was used already is refused (401): expected, tried again below.
        responseCallback: http.expectedStatuses(200, 401),
      },
    );
    const body = res.status === 200 ? bodyOf(res) : null;
    if (body?.token) return { id: body.user._id, token: body.token };
    if (res.status !== 401) break;
    sleep(secondsToNextStep(now) + 1);
  }
  return `${operator.email}: the second factor was refused (is the secret right, and the clock?)`;
}

/** @returns {SetupData} */
export function setup() {
  requireReady(BASE_URL);
  const accounts = operatorsOf(__ENV);
  if (accounts.length === 0)
    fail(
      'no operator: give OPERATOR_TOTP_SECRET (the demo operator’s, which npm start prints), with OPERATOR_EMAIL and OPERATOR_PASSWORD for another operator, or OPERATORS="email:password:SECRET,…"',
    );
  /** @type {SignedIn[]} */
  const operators = [];
  /** @type {string[]} */
  const problems = [];
  for (const account of accounts) {
    const signedIn = signInOperator(BASE_URL, account);
    if (typeof signedIn === 'string') problems.push(signedIn);
    else operators.push(signedIn);
  }
  // One operator is enough to load the console; all of them must sign in, or the run says which not.
  if (problems.length > 0) fail(`not every operator signed in at ${BASE_URL}: ${problems.join('; ')}`);
  return { operators };
}

/** @param {string} path @param {Record<string, string | number | undefined>} query */
function withQuery(path, query) {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The report queue, then one of its cases on its own. */
export function reports(/** @type {SetupData} */ data) {
  group('reports', () => {
    const n = turn();
    const operator = pick(data.operators, n);
    const status = n % 5 === 4 ? 'resolved' : 'open';
    const queue = expectSuccess(
      http.get(`${BASE_URL}${withQuery('/api/moderation/reports', { status, limit: QUEUE_PAGE, skip: 0 })}`, {
        headers: auth(operator.token),
        tags: { name: 'GET /api/moderation/reports' },
      }),
      'report queue',
      (b) => Array.isArray(b.data?.result) && b.data.result.length <= QUEUE_PAGE && typeof b.data.total === 'number',
    );
    const cases = /** @type {{ id: string }[]} */ (queue?.data?.result ?? []);
    if (cases.length === 0) return;
    const chosen = pick(cases, n);
    expectSuccess(
      http.get(`${BASE_URL}/api/moderation/reports/${encodeURIComponent(chosen.id)}`, {
        headers: auth(operator.token),
        tags: { name: 'GET /api/moderation/reports/:caseId' },
      }),
      'report case',
      (b) => b.data?.id === chosen.id && Array.isArray(b.data.reports),
    );
  });
}

/** The studio-request queue (the decided ones now and then). */
export function studio(/** @type {SetupData} */ data) {
  group('studio', () => {
    const n = turn();
    const operator = pick(data.operators, n);
    const status = n % 4 === 3 ? pick(['approved', 'rejected'], Math.floor(n / 4)) : 'pending';
    expectSuccess(
      http.get(`${BASE_URL}/api/moderation/studio-requests?status=${status}`, {
        headers: auth(operator.token),
        tags: { name: 'GET /api/moderation/studio-requests' },
      }),
      'studio requests',
      (b) => Array.isArray(b.data?.result),
    );
  });
}

/** The console's home: the morning counts. */
export function overview(/** @type {SetupData} */ data) {
  group('overview', () => {
    const operator = pick(data.operators, turn());
    expectSuccess(
      http.get(`${BASE_URL}/api/moderation/overview`, {
        headers: auth(operator.token),
        tags: { name: 'GET /api/moderation/overview' },
      }),
      'overview',
      (b) => typeof b.data?.openReportCases === 'number' && typeof b.data.pendingStudioRequests === 'number',
    );
  });
}

/**
 * The audit filter of the n-th look: none, an operator, an action, the last week; the fifth look
 * starts unfiltered and follows one target (see `audit`).
 * @param {number} n @param {SignedIn[]} operators @returns {Record<string, string>}
 */
export function auditFilter(n, operators) {
  const kind = n % 5;
  if (kind === 1) return { operator: pick(operators, Math.floor(n / 5)).id };
  if (kind === 2) return { action: pick(AUDIT_ACTIONS, Math.floor(n / 5)) };
  if (kind === 3) return { from: new Date(Date.now() - WEEK_MS).toISOString() };
  return {};
}

/** @typedef {{ targetId: string | null, action: string }} AuditRow */

/**
 * The audit log as the console shows it after `pages` pages: the newest AUDIT_PAGE × pages (skip 0).
 * @param {SignedIn} operator @param {Record<string, string>} filter @param {number} pages
 */
function auditPage(operator, filter, pages) {
  return expectSuccess(
    http.get(`${BASE_URL}${withQuery('/api/moderation/audit', { ...filter, limit: AUDIT_PAGE * pages, skip: 0 })}`, {
      headers: auth(operator.token),
      tags: { name: 'GET /api/moderation/audit' },
    }),
    'audit log',
    (b) =>
      Array.isArray(b.data?.result) && b.data.result.length <= AUDIT_PAGE * pages && typeof b.data.total === 'number',
  );
}

/**
 * The audit log with a filter, then "Show more" while there is more; or (one look in five) the
 * newest decisions, then the whole history of the first one's target (a case, a member, a request).
 */
export function audit(/** @type {SetupData} */ data) {
  group('audit', () => {
    const n = turn();
    const operator = pick(data.operators, n);
    const filter = auditFilter(n, data.operators);
    const first = auditPage(operator, filter, 1);
    if (!first) return;
    if (n % 5 === 4) {
      const rows = /** @type {AuditRow[]} */ (first.data.result);
      const decision = rows.find((row) => row.targetId && row.action !== 'view');
      if (decision?.targetId) auditPage(operator, { targetId: decision.targetId }, 1);
      return;
    }
    // "Show more": the first 100, 150… again, while the log has more than the page shows.
    for (let pages = 2; pages <= AUDIT_PAGES && (pages - 1) * AUDIT_PAGE < first.data.total; pages++) {
      if (!auditPage(operator, filter, pages)) break;
    }
  });
}
