// What every k6 scenario does around a request: the target, the accounts and their sign-in in
// setup(), the JWT header, JSON bodies, reading an answer, checking it, and walking through
// variants turn by turn.
import { check, fail } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import { parseAccounts } from './accounts-list.js';

/** @param {string} token */
export const auth = (token) => ({ Authorization: `JWT ${token}` });
export const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** @param {any} res @returns {any} */
export function bodyOf(res) {
  try {
    return res.json();
  } catch {
    return null;
  }
}

/** A 200 with the expected body shape; answers the body (null otherwise). */
/** @param {any} res @param {string} what @param {(body: any) => boolean} shape */
export function expectSuccess(res, what, shape) {
  const body = res.status === 200 ? bodyOf(res) : null;
  check(res, {
    [`${what}: 200`]: (r) => r.status === 200,
    [`${what}: expected body`]: () => body !== null && shape(body),
  });
  return body;
}

/** @template T @param {T[]} list @param {number} n @returns {T} */
export const pick = (list, n) => list[n % list.length];
/** An iteration counter per scenario, so that every journey walks through its variants. */
export const turn = () => exec.scenario.iterationInTest;

/** @typedef {import('./accounts-list.js').Account} Account */
/** @typedef {{ id: string, token: string }} Person */

/** The target: BASE_URL without a trailing slash (default the local gateway). */
export const baseUrlOf = (/** @type {Record<string, string | undefined>} */ env) =>
  (env.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');

/**
 * Accounts as USERS lists them ("email:password" separated by commas or new lines: the file
 * `npm run load:seed` writes, given as -e USERS="$(cat load-tests/.accounts)"), else `fallback`.
 * @param {string | undefined} list @param {Account[]} fallback @returns {Account[]}
 */
export function accountsOf(list, fallback) {
  return list ? parseAccounts(list) : fallback;
}

/** Fails the run unless the gateway answers /ready. @param {string} base */
export function requireReady(base) {
  const ready = http.get(`${base}/ready`);
  if (ready.status !== 200) fail(`the gateway at ${base} is not ready (GET /ready answered ${ready.status})`);
}

/**
 * Signs each account in once (setup only: the tokens are reused, so the gateway's sign-in limits
 * per IP and e-mail play no part under load); the ones that signed in.
 * @param {string} base @param {Account[]} accounts @returns {Person[]}
 */
export function signInAll(base, accounts) {
  /** @type {Person[]} */
  const people = [];
  for (const account of accounts) {
    const res = http.post(`${base}/api/auth/login`, JSON.stringify(account), {
      headers: JSON_HEADERS,
      tags: { name: 'POST /api/auth/login' },
    });
    const body = res.status === 200 ? bodyOf(res) : null;
    if (body?.token) people.push({ id: body.user._id, token: body.token });
  }
  return people;
}

/**
 * setup()'s people: the gateway ready, the accounts of USERS (else `fallback`, the demo accounts
 * `npm start` seeds) signed in once, at least `minimum` of them or the run fails.
 * @param {string} base @param {Account[]} fallback @param {number} minimum @returns {Person[]}
 */
export function signInPeople(base, fallback, minimum) {
  requireReady(base);
  const people = signInAll(base, accountsOf(__ENV.USERS, fallback));
  if (people.length < minimum) {
    const few = minimum === 1 ? 'no account' : `fewer than ${minimum === 2 ? 'two' : minimum} accounts`;
    fail(`${few} signed in at ${base}: seed the demo data (npm start) or give USERS`);
  }
  return people;
}
