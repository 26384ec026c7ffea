import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EMAIL_VERIFIED_CLAIM, EMAIL_VERIFIED_MARK_TTL_SECONDS, emailVerifiedKey } from '@art/kit';
import { register } from '../../helpers/accounts.js';
import { mailedCode, verifyUrl } from '../../helpers/mail-secrets.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('what the gateway learns of a verified e-mail address', () => {
  it('a token says whether the address was verified at sign-in; verifying later marks it in Redis', async () => {
    const { body } = await register(t, { name: 'Hari Tamang' });
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    const before = await login();
    assert.equal(before.statusCode, 200, 'an unverified account signs in (and is asked to verify)');
    const { token, user } = before.json();
    assert.equal(claimsOf(token)[EMAIL_VERIFIED_CLAIM], false);
    const key = emailVerifiedKey(user.id, t.sessionVersionPrefix);
    assert.equal(await t.app.redis.get(key), null);

    const { code } = await mailedCode(t);
    const verified = await t.app.inject({
      method: 'GET',
      url: verifyUrl(code, body.email),
      headers: { authorization: `JWT ${token}` },
    });
    assert.equal(verified.statusCode, 200, verified.body);
    // The mark that lets the token held since sign-in write, for as long as such a token lives.
    assert.equal(await t.app.redis.get(key), '1');
    const ttl = await t.app.redis.ttl(key);
    assert.ok(ttl > EMAIL_VERIFIED_MARK_TTL_SECONDS - 60 && ttl <= EMAIL_VERIFIED_MARK_TTL_SECONDS, `ttl ${ttl}`);

    const after = await login();
    assert.equal(claimsOf(after.json().token)[EMAIL_VERIFIED_CLAIM], true);
  });
});
