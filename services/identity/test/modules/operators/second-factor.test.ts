import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import { signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { lastOutboxEvent } from '../../helpers/events.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const PASSWORD = 'himalaya-operator-42';
const context = { actor: { userId: null, role: null }, requestId: 'test' };

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const secondFactor = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login/second-factor', payload: { challenge, code } });

/** An operator made as the command makes one, with the password set as the mailed link would. */
async function operator(name = 'Oshin Pradhan') {
  const email = uniqueEmail('operator');
  const created = await t.app.operators.create(email, name, context);
  await t.db
    .updateTable('users')
    .set({ password_hash: await t.app.passwords.hash(PASSWORD) })
    .where('id', '=', created.id)
    .execute();
  return { id: created.id, email };
}

/** A code of the time step after the one given (a code is used once: the next one is new). */
const codeAt = (secret: string, offsetSteps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

describe('operators made by the command', () => {
  it('are operators with a verified address and no usable password, mailed a set-password link', async () => {
    const email = uniqueEmail('operator');
    const made = await t.app.operators.create(email.toUpperCase(), 'Mina Operator', context);
    assert.equal(made.role, 1);
    assert.equal(made.email, email);
    assert.equal(made.email_verified, true);
    assert.equal(made.password_hash, null);
    const reset = await lastOutboxEvent(t, 'identity.password.reset_requested');
    assert.equal(reset.data.userId, made.id);
    const registered = await lastOutboxEvent(t, 'identity.user.registered');
    assert.equal(registered.data.userId, made.id);
    assert.equal(registered.data.role, 1);
    assert.equal((await login(email)).statusCode, 401, 'no password signs in before the link is used');
  });

  it('refuse an address already used, with a clear message', async () => {
    const member = await signedInUser(t, { name: 'Taken Address' });
    await assert.rejects(t.app.operators.create(member.email, '', context), /already used/);
    await assert.rejects(t.app.operators.create('not-an-address', '', context), /valid e-mail/);
  });
});

describe('an operator signs in with a second factor', () => {
  it('the right password answers a challenge and the enrolment, never a session', async () => {
    const op = await operator();
    const answer = await login(op.email);
    assert.equal(answer.statusCode, 200, answer.body);
    const body = answer.json();
    assert.equal(body.status, 'second-factor');
    assert.equal(body.token, undefined);
    assert.equal(body.user, undefined);
    assert.equal(body.expiresIn, 300);
    assert.match(body.challenge, /^[A-Za-z0-9_-]{43}$/);
    assert.match(body.enrolment.secret, /^[A-Z2-7]+$/);
    assert.match(body.enrolment.otpauthUri, /^otpauth:\/\/totp\/.*secret=/);
    // Until confirmed, the same secret comes back (the app may hold it already).
    assert.equal((await login(op.email)).json().enrolment.secret, body.enrolment.secret);
    assert.equal((await login(op.email, 'wrong-password')).statusCode, 401);
  });

  it('the first right code confirms the authenticator: a session with the second factor and 10 recovery codes, once', async () => {
    const op = await operator();
    const { challenge, enrolment } = (await login(op.email)).json();
    const answer = await secondFactor(challenge, await generate({ secret: enrolment.secret }));
    assert.equal(answer.statusCode, 200, answer.body);
    const body = answer.json();
    assert.equal(body.status, 'success');
    assert.equal(body.user.role, 1);
    assert.equal(body.recoveryCodes.length, 10);
    assert.equal(new Set(body.recoveryCodes).size, 10);
    const claims = claimsOf(body.token);
    assert.deepEqual(claims.amr, ['pwd', 'otp']);
    assert.equal(claims.sub, op.id);
    const stored = await t.db
      .selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', op.id)
      .execute();
    assert.equal(stored.length, 10);
    assert.ok(
      stored.every((row) => row.code_hash.startsWith('$argon2id$')),
      'only hashes are stored',
    );
    // The challenge was used: a second try with it is refused.
    assert.equal((await secondFactor(challenge, await codeAt(enrolment.secret, 1))).statusCode, 401);

    // Next sign-in: no enrolment any more, no recovery codes in the answer.
    const next = (await login(op.email)).json();
    assert.equal(next.status, 'second-factor');
    assert.equal(next.enrolment, undefined);
    const again = await secondFactor(next.challenge, await codeAt(enrolment.secret, 1));
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().recoveryCodes, undefined);
    assert.deepEqual(claimsOf(again.json().token).amr, ['pwd', 'otp']);

    // A code already used (its time step) does not sign in again.
    const replay = (await login(op.email)).json();
    const reused = await secondFactor(replay.challenge, await codeAt(enrolment.secret, 1));
    assert.equal(reused.statusCode, 401);
    assert.equal(reused.json().message, 'That code is not right. Please try again');

    // A recovery code signs in once, typed in any case and with or without its dash.
    const recovery = body.recoveryCodes[3] as string;
    const withRecovery = await secondFactor(replay.challenge, recovery.toLowerCase().replace('-', ' '));
    assert.equal(withRecovery.statusCode, 200, withRecovery.body);
    assert.deepEqual(claimsOf(withRecovery.json().token).amr, ['pwd', 'otp']);
    const later = (await login(op.email)).json();
    assert.equal((await secondFactor(later.challenge, recovery)).statusCode, 401, 'a recovery code works once');
  });

  it('a challenge allows 5 wrong codes, then is gone; an unknown or mangled one is refused', async () => {
    const op = await operator();
    const { challenge, enrolment } = (await login(op.email)).json();
    for (let i = 0; i < 5; i++) {
      const wrong = await secondFactor(challenge, '000000');
      assert.equal(wrong.statusCode, 401);
    }
    const right = await secondFactor(challenge, await generate({ secret: enrolment.secret }));
    assert.equal(right.statusCode, 401);
    assert.equal(right.json().message, 'This sign-in has expired or was used. Please sign in again');
    assert.equal((await secondFactor('x'.repeat(43), '123456')).statusCode, 401);
    assert.equal((await secondFactor('../../etc', '123456')).statusCode, 401);
    assert.equal((await secondFactor(challenge, '')).statusCode, 400);
  });

  it("members' sign-in is as it was: a session at once, without the second-factor claim", async () => {
    const member = await signedInUser(t, { name: 'Sita Member' });
    const answer = await login(member.email, member.password);
    assert.equal(answer.statusCode, 200);
    const body = answer.json();
    assert.deepEqual(Object.keys(body).sort(), ['message', 'status', 'token', 'user']);
    assert.equal(body.status, 'success');
    assert.equal(claimsOf(body.token).amr, undefined);
    // A member's password is no challenge to answer.
    assert.equal((await secondFactor('a'.repeat(43), '123456')).statusCode, 401);
  });
});
