import assert from 'node:assert/strict';
import { mailedCode, verifyUrl } from './mail-secrets.js';
import type { TestContext } from './test-app.js';

let counter = 0;

export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}

export async function register(
  t: TestContext,
  // `language` is any text: the refusal of an unknown one is tested too.
  fields: Partial<Record<'name' | 'email' | 'password' | 'confirm-password' | 'language', string>> = {},
) {
  const password = fields.password ?? 'kathmandu42';
  const body = {
    name: 'Sita Shrestha',
    email: uniqueEmail(),
    password,
    'confirm-password': password,
    ...fields,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  return { response, body };
}

/** Registers, verifies with the mailed code and logs in: a ready signed-in user. */
export async function signedInUser(t: TestContext, fields: Parameters<typeof register>[1] = {}) {
  const { response, body } = await register(t, fields);
  assert.equal(response.statusCode, 200, response.body);
  const { code } = await mailedCode(t);
  const verified = await t.app.inject({ method: 'GET', url: verifyUrl(code, body.email) });
  assert.equal(verified.statusCode, 200, verified.body);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: body.email, password: body.password },
  });
  assert.equal(login.statusCode, 200, login.body);
  const { user, token } = login.json();
  return {
    user,
    token: token as string,
    email: body.email.toLowerCase(),
    password: body.password,
    auth: { authorization: `JWT ${token}` },
  };
}
