import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { register, uniqueEmail } from '../../helpers/accounts.js';
import { countRows, lastOutboxEvent, lastStreamEvent, outboxEvents, snapshotCounts } from '../../helpers/events.js';
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
    assert.match(requested.data.code, /^\d{6}$/);
    assert.ok(new Date(requested.data.expiresAt) > new Date());

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

  it('checks the fields in the spec order with the spec messages, changing nothing', async () => {
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
      assert.deepEqual(response.json(), { status: 'validate-error', message });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    assert.deepEqual(missing.json(), { status: 'validate-error', message: 'Full Name cannot be empty' });
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
    const { data } = await lastOutboxEvent(t, 'identity.user.verification_requested');
    const ok = await t.app.inject({ method: 'GET', url: `/api/auth/verifyemail/${data.code}` });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().status, 'success');
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(user.email_verified, true);
    const verified = await lastOutboxEvent(t, 'identity.user.verified');
    assert.deepEqual(verified.data, { userId: user.id, name: user.name, email });

    const again = await t.app.inject({ method: 'GET', url: `/api/auth/verifyemail/${data.code}` });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { status: 'error', message: 'The code you entered is invalid' });
  });

  it('answers a wrong, malformed or expired code with the spec message and changes nothing', async () => {
    const email = uniqueEmail('wrongcode');
    await register(t, { email });
    const { data } = await lastOutboxEvent(t, 'identity.user.verification_requested');
    const wrong = data.code === '000000' ? '000001' : '000000';
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', data.userId)
      .execute();
    const before = await snapshotCounts(t);
    for (const code of [wrong, 'abcdef', '12345', data.code]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/auth/verifyemail/${code}` });
      assert.equal(response.statusCode, 400, code);
      assert.deepEqual(response.json(), { status: 'error', message: 'The code you entered is invalid' });
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });
});

describe('POST /api/auth/resendverificationemail', () => {
  it('sends a new code; the old one stops working', async () => {
    const email = uniqueEmail('resend');
    await register(t, { email });
    const first = await lastOutboxEvent(t, 'identity.user.verification_requested');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resendverificationemail',
      payload: { email: email.toUpperCase() },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'success', message: `An email has been sent to ${email}` });
    const second = await lastOutboxEvent(t, 'identity.user.verification_requested');
    assert.notEqual(second.id, first.id);
    assert.equal(second.data.userId, first.data.userId);
    if (first.data.code !== second.data.code) {
      const old = await t.app.inject({ method: 'GET', url: `/api/auth/verifyemail/${first.data.code}` });
      assert.equal(old.statusCode, 400);
    }
    const fresh = await t.app.inject({ method: 'GET', url: `/api/auth/verifyemail/${second.data.code}` });
    assert.equal(fresh.statusCode, 200);
  });

  it('answers an unknown e-mail with not-found and the spec message', async () => {
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
