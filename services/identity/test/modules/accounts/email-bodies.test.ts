import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { emailInBody, parseJsonBody } from '@art/contracts';
import { signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { snapshotCounts } from '../../helpers/events.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const post = (url: string, raw: Buffer | string) =>
  t.app.inject({ method: 'POST', url, payload: raw, headers: { 'content-type': 'application/json' } });

// The gateway counts attempts per e-mail with @art/contracts emailInBody; identity must serve a body
// under that same address, or refuse it.
describe('bodies whose e-mail the gateway counts', () => {
  it('refuses an e-mail that is not text (an array, a number, null) on every route that takes one, changing nothing', async () => {
    const { email, password } = await signedInUser(t);
    const before = await snapshotCounts(t);
    for (const url of ['/api/auth/login', '/api/auth/register', '/api/auth/reset', '/api/auth/resendverificationemail'])
      for (const value of [[email], 12345, null]) {
        const raw = JSON.stringify({
          email: value,
          name: 'Sita',
          password,
          'confirm-password': password,
        });
        assert.equal(emailInBody(parseJsonBody(raw)).kind, 'not-text');
        const response = await post(url, raw);
        assert.equal(response.statusCode, 400, `${url} ${raw}`);
        assert.deepEqual(response.json(), {
          status: 'validate-error',
          message: 'Email must be text',
          code: 'invalid-input',
        });
      }
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('serves a body starting with a byte order mark under the address the gateway counted', async () => {
    const { user, email, password } = await signedInUser(t);
    const raw = Buffer.concat([BOM, Buffer.from(JSON.stringify({ email: ` ${email.toUpperCase()} `, password }))]);
    const counted = emailInBody(parseJsonBody(raw));
    assert.deepEqual(counted, { kind: 'email', email });
    const login = await post('/api/auth/login', raw);
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(login.json().user.id, user.id);
    const reset = await post('/api/auth/reset', raw);
    assert.equal(reset.statusCode, 200, reset.body);
  });

  it('registers a byte-order-marked body under the address the gateway counted', async () => {
    const email = uniqueEmail('bom');
    const raw = Buffer.concat([
      BOM,
      Buffer.from(JSON.stringify({ name: 'Gita', email, password: 'kathmandu42', 'confirm-password': 'kathmandu42' })),
    ]);
    const counted = emailInBody(parseJsonBody(raw));
    assert.equal(counted.kind, 'email');
    const response = await post('/api/auth/register', raw);
    assert.equal(response.statusCode, 200, response.body);
    const row = await t.db.selectFrom('users').select('email').where('email', '=', email).executeTakeFirst();
    assert.equal(row?.email, counted.kind === 'email' ? counted.email : undefined);
  });
});
