import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { identityInternalPaths } from '@art/contracts';
import { register, uniqueEmail } from '../../helpers/accounts.js';
import { countRows, lastOutboxEvent, lastStreamEvent, outboxEvents, snapshotCounts } from '../../helpers/events.js';
import { mailedCode, mailFacts, verifyUrl } from '../../helpers/mail-secrets.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

describe('POST /api/auth/register', () => {
  it('creates an unverified user 21 with a hashed password and publishes both events', async () => {
    const email = `  Ram.Thapa.${Date.now()}@Example.COM `;
    const { response } = await register(t, { name: 'राम बहादुर', email });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'success');

    const stored = email.trim().toLowerCase();
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', stored).executeTakeFirstOrThrow();
    assert.equal(user.role, 21);
    assert.equal(user.email_verified, false);
    assert.equal(user.initiate_follows, false);
    assert.equal(user.slug, 'ram-bahadur');
    assert.match(user.password_hash ?? '', /^\$argon2id\$/);

    const registered = await lastOutboxEvent(t, 'identity.user.registered');
    assert.equal(registered.data.userId, user.id);
    assert.equal(registered.data.email, stored);
    assert.equal(registered.data.role, 21);
    assert.equal(registered.actor.userId, user.id);
    assert.ok(registered.requestId);

    const requested = await lastOutboxEvent(t, 'identity.user.verification_requested');
    assert.equal(requested.data.userId, user.id);
    assert.deepEqual(Object.keys(requested.data).sort(), ['codeId', 'userId']);
    const { code } = await mailedCode(t);
    assert.match(code, /^\d{6}$/);

    const onStream = await lastStreamEvent(t, 'identity.user.verification_requested');
    assert.equal(onStream.id, requested.id);
    const sent = await t.db
      .selectFrom('outbox')
      .select('sent_at')
      .where('id', '=', requested.id)
      .executeTakeFirstOrThrow();
    assert.ok(sent.sent_at, 'the relay marks the row sent after the ack');
  });

  it('gives the next person with the same name the next free slug', async () => {
    const first = await register(t, { name: 'Hari Prasad Sharma' });
    const second = await register(t, { name: 'Hari Prasad Sharma' });
    assert.equal(first.response.statusCode, 200);
    assert.equal(second.response.statusCode, 200);
    const slugs = await t.db
      .selectFrom('users')
      .select('slug')
      .where('name', '=', 'Hari Prasad Sharma')
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      slugs.map((row) => row.slug),
      ['hari-prasad-sharma', 'hari-prasad-sharma-2'],
    );
  });

  it('checks the fields in the form’s order with the documented messages, changing nothing', async () => {
    const before = await snapshotCounts(t);
    const cases: [Record<string, string>, string][] = [
      [{ name: '', email: '', password: '', 'confirm-password': '' }, 'Full Name cannot be empty'],
      [{ name: '   ', email: 'a@b.co', password: 'abc123', 'confirm-password': 'abc123' }, 'Full Name cannot be empty'],
      [{ name: 'Sita', email: '', password: '', 'confirm-password': '' }, 'Email cannot be empty'],
      [{ name: 'Sita', email: 'sita@example.com', password: '', 'confirm-password': '' }, 'Password cannot be empty'],
      [
        { name: 'Sita', email: 'sita@example.com', password: 'abc123', 'confirm-password': '' },
        'Password Confirmation cannot be empty',
      ],
      [
        { name: 'Sita', email: 'sita@example.com', password: 'abc123', 'confirm-password': 'abc124' },
        'Passwords do not match',
      ],
      [
        { name: 'Sita', email: 'not-an-email', password: 'abc123', 'confirm-password': 'abc123' },
        'Email address is not valid',
      ],
      [
        { name: 'Sita', email: 'sita@example.com', password: 'ab1', 'confirm-password': 'ab1' },
        'Password must be at least 6 characters long and contain at least one number',
      ],
      [
        { name: 'Sita', email: 'sita@example.com', password: 'abcdefgh', 'confirm-password': 'abcdefgh' },
        'Password must be at least 6 characters long and contain at least one number',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      assert.equal(response.statusCode, 400, `${message}: ${response.body}`);
      assert.deepEqual(response.json(), { status: 'validate-error', message, code: 'invalid-input' });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    assert.deepEqual(missing.json(), {
      status: 'validate-error',
      message: 'Full Name cannot be empty',
      code: 'invalid-input',
    });
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('refuses a second account with the same e-mail (any case) with already-exist', async () => {
    const email = uniqueEmail('dup');
    assert.equal((await register(t, { email })).response.statusCode, 200);
    const before = await snapshotCounts(t);
    const { response } = await register(t, { email: email.toUpperCase(), name: 'Someone Else' });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().status, 'already-exist');
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('rejects a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    assert.ok([400, 415].includes(response.statusCode), response.body);
    assert.equal(typeof response.json().message, 'string');
  });
});

describe('GET /api/auth/verifyemail/:code', () => {
  it('verifies the e-mail once; the code then stops working', async () => {
    const email = uniqueEmail('verify');
    await register(t, { email });
    const { code } = await mailedCode(t);
    const ok = await t.app.inject({ method: 'GET', url: verifyUrl(code, email.toUpperCase()) });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().status, 'success');
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(user.email_verified, true);
    const verified = await lastOutboxEvent(t, 'identity.user.verified');
    assert.deepEqual(verified.data, { userId: user.id, name: user.name, email });

    const again = await t.app.inject({ method: 'GET', url: verifyUrl(code, email) });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), {
      status: 'error',
      message: 'The code you entered is invalid',
      code: 'code-invalid',
    });
  });

  it('answers a wrong, malformed or expired code with the documented message and changes nothing', async () => {
    const email = uniqueEmail('wrongcode');
    await register(t, { email });
    const { code, userId } = await mailedCode(t);
    const wrong = code === '000000' ? '000001' : '000000';
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    const before = await snapshotCounts(t);
    for (const tried of [wrong, 'abcdef', '12345', code]) {
      const response = await t.app.inject({ method: 'GET', url: verifyUrl(tried, email) });
      assert.equal(response.statusCode, 400, tried);
      assert.deepEqual(response.json(), {
        status: 'error',
        message: 'The code you entered is invalid',
        code: 'code-invalid',
      });
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it("refuses one account's code given with another account's e-mail", async () => {
    const victim = uniqueEmail('victim');
    await register(t, { email: victim });
    const attacker = uniqueEmail('attacker');
    await register(t, { email: attacker });
    const { code: attackersCode } = await mailedCode(t);
    const response = await t.app.inject({ method: 'GET', url: verifyUrl(attackersCode, victim) });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), {
      status: 'error',
      message: 'The code you entered is invalid',
      code: 'code-invalid',
    });
    const row = await t.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', victim)
      .executeTakeFirstOrThrow();
    assert.equal(row.email_verified, false);
    // The code still works for the account it was sent to.
    const own = await t.app.inject({ method: 'GET', url: verifyUrl(attackersCode, attacker) });
    assert.equal(own.statusCode, 200, own.body);
  });

  it('spends the code after 5 wrong tries on the account; only a new code verifies then', async () => {
    const email = uniqueEmail('guesser');
    await register(t, { email });
    const { code } = await mailedCode(t);
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555']
      .filter((c) => c !== code)
      .slice(0, 5);
    for (const wrong of wrongCodes) {
      const response = await t.app.inject({ method: 'GET', url: verifyUrl(wrong, email) });
      assert.equal(response.statusCode, 400);
    }
    const right = await t.app.inject({ method: 'GET', url: verifyUrl(code, email) });
    assert.equal(right.statusCode, 400, 'the right code after 5 wrong ones no longer works');
    assert.deepEqual(right.json(), {
      status: 'error',
      message: 'The code you entered is invalid',
      code: 'code-invalid',
    });
    const stored = await t.db
      .selectFrom('users')
      .select(['email_verified'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(stored.email_verified, false);

    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resendverificationemail', payload: { email } });
    assert.equal(resend.statusCode, 200);
    const fresh = await mailedCode(t);
    assert.equal((await t.app.inject({ method: 'GET', url: verifyUrl(fresh.code, email) })).statusCode, 200);
  });

  it('counts wrong tries per account: another account guessing does not spend this one', async () => {
    const email = uniqueEmail('patient');
    await register(t, { email });
    const { code } = await mailedCode(t);
    const other = uniqueEmail('noisy');
    await register(t, { email: other });
    for (let i = 0; i < 5; i += 1)
      await t.app.inject({ method: 'GET', url: verifyUrl(code === '999999' ? '999998' : '999999', other) });
    const wrongOnce = await t.app.inject({
      method: 'GET',
      url: verifyUrl(code === '000000' ? '000001' : '000000', email),
    });
    assert.equal(wrongOnce.statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: verifyUrl(code, email) })).statusCode, 200);
  });

  it('verifies the signed-in account without an e-mail', async () => {
    const email = uniqueEmail('signedin');
    await register(t, { email, password: 'bagmati7', 'confirm-password': 'bagmati7' });
    const { code } = await mailedCode(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'bagmati7' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verifyemail/${code}`,
      headers: { authorization: `JWT ${login.json().token}` },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  it('answers the old shape (a code alone, no e-mail, no session) with a clear 400, changing nothing', async () => {
    const email = uniqueEmail('oldlink');
    await register(t, { email });
    const { code, userId } = await mailedCode(t);
    const before = await snapshotCounts(t);
    for (const url of [`/api/auth/verifyemail/${code}`, `/api/auth/verifyemail/${code}?email=`]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), {
        status: 'validate-error',
        message: 'Please enter the email address the verification code was sent to',
        code: 'verification-email-mismatch',
      });
    }
    assert.deepEqual(await snapshotCounts(t), before);
    const open = await t.db
      .selectFrom('verification_codes')
      .select('failed_attempts')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    assert.equal(open.failed_attempts, 0, 'a request without an account counts against none');
    assert.equal((await t.app.inject({ method: 'GET', url: verifyUrl(code, email) })).statusCode, 200);
  });
});

describe('POST /api/auth/resendverificationemail', () => {
  it('sends a new code; the old one stops working', async () => {
    const email = uniqueEmail('resend');
    await register(t, { email });
    const first = await mailedCode(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resendverificationemail',
      payload: { email: email.toUpperCase() },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'success', message: `An email has been sent to ${email}` });
    const second = await mailedCode(t);
    assert.notEqual(second.codeId, first.codeId);
    assert.equal(second.userId, first.userId);
    const firstAgain = await mailFacts(t, identityInternalPaths.verificationCode(first.userId, first.codeId));
    assert.equal(firstAgain.statusCode, 410, 'the replaced code is no longer handed out');
    if (first.code !== second.code) {
      const old = await t.app.inject({ method: 'GET', url: verifyUrl(first.code, email) });
      assert.equal(old.statusCode, 400);
    }
    const fresh = await t.app.inject({ method: 'GET', url: verifyUrl(second.code, email) });
    assert.equal(fresh.statusCode, 200);
  });

  it('answers an unknown e-mail with not-found and the documented message', async () => {
    const before = await countRows(t, 'outbox');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resendverificationemail',
      payload: { email: 'nobody@example.com' },
    });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      status: 'not-found',
      message: 'The email you entered is not associated with any account.',
      code: 'email-unknown',
    });
    assert.equal(await countRows(t, 'outbox'), before);
  });

  it('refuses an empty e-mail and an already verified account', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/resendverificationemail', payload: {} });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Email cannot be empty');
    const events = (await outboxEvents(t, 'identity.user.verified')).length;
    assert.ok(events > 0);
    const verified = (await lastOutboxEvent(t, 'identity.user.verified')).data.email;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resendverificationemail',
      payload: { email: verified },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Your email is already verified. Please login.');
  });
});
