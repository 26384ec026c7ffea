import assert from 'node:assert/strict';
import { identityInternalPaths } from '@art/contracts';
import { INTERNAL_TOKEN_HEADER } from '@art/kit';
import { lastOutboxEvent } from './events.js';
import { INTERNAL_TOKEN, type TestContext } from './test-app.js';

/** Asks identity's internal route what the mail worker would put in the mail. */
export async function mailFacts(t: TestContext, path: string) {
  return t.app.inject({ method: 'GET', url: path, headers: { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN } });
}

/** The code of the last verification mail asked for, read the way the mail worker reads it. */
export async function mailedCode(t: TestContext): Promise<{ code: string; userId: string; codeId: string }> {
  const { data } = await lastOutboxEvent<{ userId: string; codeId: string }>(t, 'identity.user.verification_requested');
  const response = await mailFacts(t, identityInternalPaths.verificationCode(data.userId, data.codeId));
  assert.equal(response.statusCode, 200, response.body);
  return { code: response.json().code, ...data };
}

/** The token of the last reset link asked for, read the way the mail worker reads it. */
export async function mailedResetToken(t: TestContext): Promise<{ token: string; userId: string; tokenId: string }> {
  const { data } = await lastOutboxEvent<{ userId: string; tokenId: string }>(t, 'identity.password.reset_requested');
  const response = await mailFacts(t, identityInternalPaths.resetToken(data.userId, data.tokenId));
  assert.equal(response.statusCode, 200, response.body);
  return { token: response.json().token, ...data };
}

export const verifyUrl = (code: string, email: string) =>
  `/api/auth/verifyemail/${code}?email=${encodeURIComponent(email)}`;
