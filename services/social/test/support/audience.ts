import assert from 'node:assert/strict';
import type { SeededUser, SocialTestContext } from './test-app.js';
import { viewerHeaders } from './test-app.js';

/** A signed-in member, or null for a guest. */
export type Caller = SeededUser | null;

export function callAs(
  t: SocialTestContext,
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: caller ? viewerHeaders(caller.id, caller.role) : {} });
}

/** The ids in a 200 answer's list (`message`, `result` or `studios`), each a post, comment or card. */
export async function listedIds(t: SocialTestContext, caller: Caller, url: string): Promise<string[]> {
  const response = await callAs(t, caller, 'GET', url);
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  const body = response.json();
  const list: { _id: string; comments?: { _id: string }[] }[] = body.message ?? body.result ?? body.studios;
  assert.ok(Array.isArray(list), `${url} answers a list`);
  return list.flatMap((item) => [item._id, ...(item.comments ?? []).map((comment) => comment._id)]);
}

/** Asserts the refusal: its HTTP status and its stable code. */
export async function refused(
  t: SocialTestContext,
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  expected: { statusCode: number; status: string },
  payload?: object,
) {
  const response = await callAs(t, caller, method, url, payload);
  assert.equal(response.statusCode, expected.statusCode, `${method} ${url}: ${response.body}`);
  assert.equal(response.json().status, expected.status, `${method} ${url}`);
  return response;
}

export const PRIVATE = { statusCode: 403, status: 'private-account' } as const;
export const HIDDEN = { statusCode: 404, status: 'not-found' } as const;
export const BLOCKED = { statusCode: 403, status: 'blocked' } as const;
