// What every k6 scenario does around a request: the JWT header, JSON bodies, reading an answer,
// checking it, and walking through variants turn by turn.
import { check } from 'k6';
import exec from 'k6/execution';

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
