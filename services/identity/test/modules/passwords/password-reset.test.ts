import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedInUser } from '../../helpers/accounts.js';
import { lastStreamEvent, snapshotCounts } from '../../helpers/events.js';
import { mailedResetToken } from '../../helpers/mail-secrets.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

async function requestReset(email: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
  assert.equal(response.statusCode, 200, response.body);
  return (await mailedResetToken(t)).token;
}

const reset = (token: string, password: string, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/reset/${token}`,
    payload: { password, 'confirm-password': confirmation },
  });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/reset', () => {
  it('stores a hash and a sealed copy of a 32-byte token valid for an hour; the event names only its record', async () => {
    const { user, email } = await signedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email: email.toUpperCase() },
    });
    assert.deepEqual(response.json(), { status: 'success', message: 'Please check your email' });
    const event = await lastStreamEvent(t, 'identity.password.reset_requested');
    assert.deepEqual(event.data, { userId: user.id, tokenId: event.data.tokenId });
    const { token } = await mailedResetToken(t);
    assert.match(token, /^[0-9a-f]{64}$/);
    const rows = await t.db.selectFrom('reset_tokens').selectAll().where('user_id', '=', user.id).execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.id, event.data.tokenId);
    const ttl = rows[0]!.expires_at.getTime() - Date.now();
    assert.ok(ttl > 59 * 60_000 && ttl <= 60 * 60_000, `ttl ${ttl}`);
    assert.notEqual(rows[0]!.token_hash, token);
    assert.ok(rows[0]!.token_sealed && !rows[0]!.token_sealed.includes(token), 'kept encrypted, not as it is');
  });

  it('answers an unknown e-mail with not-found "Email not found", changing nothing', async () => {
    const before = await snapshotCounts(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email: 'ghost@example.com' },
    });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: 'not-found', message: 'Email not found', code: 'email-not-found' });
    assert.deepEqual(await snapshotCounts(t), before);
  });
});

describe('POST /api/auth/reset/:token', () => {
  it('changes the password once; the token is then used up', async () => {
    const { email, password } = await signedInUser(t);
    const token = await requestReset(email);
    const response = await reset(token, 'newpass42');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'success');
    assert.equal((await login(email, 'newpass42')).statusCode, 200);
    assert.equal((await login(email, password)).statusCode, 401);

    const before = await snapshotCounts(t);
    const reused = await reset(token, 'another99');
    assert.equal(reused.statusCode, 404);
    assert.deepEqual(reused.json(), {
      status: 'not-found',
      message: 'Your token is invalid or expired. Please try again',
      code: 'token-invalid',
    });
    assert.deepEqual(await snapshotCounts(t), before);
    assert.equal((await login(email, 'newpass42')).statusCode, 200);
  });

  it('refuses an expired token, an older token after a newer one, and made-up tokens', async () => {
    const { email, password } = await signedInUser(t);
    const older = await requestReset(email);
    const newer = await requestReset(email);
    await t.db
      .updateTable('reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const before = await snapshotCounts(t);
    for (const token of [newer, older, 'f'.repeat(64), 'not-a-token', '../../etc']) {
      const response = await reset(encodeURIComponent(token), 'newpass42');
      assert.equal(response.statusCode, 404, token);
      assert.equal(response.json().status, 'not-found');
    }
    assert.deepEqual(await snapshotCounts(t), before);
    assert.equal((await login(email, password)).statusCode, 200);
  });

  it('lists every problem of the new password as validate-error and keeps the token', async () => {
    const { email, password } = await signedInUser(t);
    const token = await requestReset(email);
    const before = await snapshotCounts(t);
    const cases: [string, string, string[]][] = [
      ['', '', ['Password cannot be empty', 'Password Confirmation cannot be empty']],
      ['abc123', 'abc124', ['Passwords do not match']],
      ['abc', 'abc', ['Password must be at least 6 characters long and contain at least one number']],
      [
        'abcdefg',
        'abcdefh',
        ['Passwords do not match', 'Password must be at least 6 characters long and contain at least one number'],
      ],
    ];
    for (const [newPassword, confirmation, messages] of cases) {
      const response = await reset(token, newPassword, confirmation);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { status: 'validate-error', message: messages, code: 'invalid-input' });
    }
    assert.deepEqual(await snapshotCounts(t), before);
    assert.equal((await login(email, password)).statusCode, 200);
    assert.equal((await reset(token, 'fixed123')).statusCode, 200);
  });
});
