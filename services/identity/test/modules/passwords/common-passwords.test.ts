import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword, PASSWORD_TOO_COMMON } from '../../../src/modules/passwords/rules.js';
import { DEMO_PASSWORD } from '../../../src/seed/demo-users.js';
import { register, signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { snapshotCounts } from '../../helpers/events.js';
import { mailedResetToken } from '../../helpers/mail-secrets.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const TOO_COMMON = { status: 'password-too-common', message: PASSWORD_TOO_COMMON, code: 'password-too-common' };

describe('the common-password list', () => {
  it('holds at least the 10,000 most used passwords, compared without case', () => {
    assert.ok(dictionary['passwords-common'].length >= 10_000);
    for (const password of ['password1', 'Password1', 'PASSWORD1', 'abc123', 'letmein1', 'iloveyou1'])
      assert.equal(isCommonPassword(password), true, password);
    for (const password of ['kathmandu42', 'bagmati7', DEMO_PASSWORD])
      assert.equal(isCommonPassword(password), false, password);
  });
});

describe('new passwords that are too common', () => {
  it('registration refuses them with password-too-common, after the length rule, changing nothing', async () => {
    const before = await snapshotCounts(t);
    for (const password of ['password1', 'Password1', 'qwerty123']) {
      const { response } = await register(t, { password });
      assert.equal(response.statusCode, 400, password);
      assert.deepEqual(response.json(), TOO_COMMON);
    }
    // The length rule is told first: too short is what the form shows.
    const short = await register(t, { password: 'abc12' });
    assert.deepEqual(short.response.json(), {
      status: 'validate-error',
      message: 'Password must be at least 6 characters long and contain at least one number',
      code: 'invalid-input',
    });
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('a reset refuses them and keeps the link working for a better one', async () => {
    const { email, password } = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
    const { token } = await mailedResetToken(t);
    const reset = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/reset/${token}`,
        payload: { password: next, 'confirm-password': next },
      });
    const refused = await reset('letmein1');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), TOO_COMMON);
    const stillOld = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    assert.equal(stillOld.statusCode, 200, 'the refused reset changed nothing');
    const accepted = await reset('annapurna8848');
    assert.equal(accepted.statusCode, 200, accepted.body);
  });

  it('signing in never looks at the list: an account made with a common password before it still signs in', async () => {
    const email = uniqueEmail('older');
    const { response } = await register(t, { email });
    assert.equal(response.statusCode, 200);
    await t.db
      .updateTable('users')
      .set({ password_hash: await t.app.passwords.hash('password1') })
      .where('email', '=', email)
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password1' },
    });
    assert.equal(login.statusCode, 200, login.body);
  });
});
