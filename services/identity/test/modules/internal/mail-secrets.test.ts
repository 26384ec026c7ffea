import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { identityInternalPaths } from '@art/contracts';
import { sealer } from '../../../src/modules/secrets/sealer.js';
import { register, signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { lastOutboxEvent, lastStreamEvent } from '../../helpers/events.js';
import { mailedCode, mailedResetToken, mailFacts, verifyUrl } from '../../helpers/mail-secrets.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

/** The outbox row and the stream message of an event, as stored. */
async function storedCopies(type: string) {
  const outbox = await lastOutboxEvent(t, type);
  const row = await t.db.selectFrom('outbox').select('payload').where('id', '=', outbox.id).executeTakeFirstOrThrow();
  const onStream = await lastStreamEvent(t, type);
  assert.equal(onStream.id, outbox.id);
  return [JSON.stringify(row.payload), JSON.stringify(onStream)];
}

describe('no secret in events', () => {
  it('a registration stores and publishes no verification code; the mail worker gets it from identity', async () => {
    const email = uniqueEmail('nosecret');
    await register(t, { email });
    const { code, codeId, userId } = await mailedCode(t);
    for (const copy of await storedCopies('identity.user.verification_requested')) {
      assert.ok(!copy.includes(code), `the code is not in ${copy}`);
      assert.ok(copy.includes(codeId));
    }
    const row = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('id', '=', codeId)
      .executeTakeFirstOrThrow();
    assert.equal(row.user_id, userId);
    assert.ok(row.code_sealed && !row.code_sealed.includes(code), 'kept encrypted');
    const facts = await mailFacts(t, identityInternalPaths.verificationCode(userId, codeId));
    assert.equal(facts.json().email, email);
    assert.equal(facts.json().code, code);
  });

  it('a reset request stores and publishes no token', async () => {
    const { email } = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
    const { token, tokenId } = await mailedResetToken(t);
    for (const copy of await storedCopies('identity.password.reset_requested')) {
      assert.ok(!copy.includes(token), 'the token is not in the event');
      assert.ok(copy.includes(tokenId));
    }
  });
});

describe('GET /internal/users/:userId/…: secrets for the mail worker', () => {
  it('answers only with the internal token', async () => {
    await register(t, { email: uniqueEmail('guarded') });
    const { userId, codeId } = await mailedCode(t);
    const path = identityInternalPaths.verificationCode(userId, codeId);
    for (const headers of [{}, { 'x-internal-token': 'guessed-token-000000000000' }]) {
      const response = await t.app.inject({ method: 'GET', url: path, headers });
      assert.equal(response.statusCode, 401);
      // The refusal envelope only: its `code` is the refusal's, never the verification code.
      const body = response.json();
      assert.deepEqual(Object.keys(body).sort(), ['code', 'message', 'status']);
      assert.equal(body.code, 'login-first');
    }
  });

  it('answers 410 once the code is used, and drops its sealed copy', async () => {
    const email = uniqueEmail('usedcode');
    await register(t, { email });
    const { code, userId, codeId } = await mailedCode(t);
    assert.equal((await t.app.inject({ method: 'GET', url: verifyUrl(code, email) })).statusCode, 200);
    const response = await mailFacts(t, identityInternalPaths.verificationCode(userId, codeId));
    assert.equal(response.statusCode, 410);
    assert.equal(response.json().status, 'gone');
    const row = await t.db
      .selectFrom('verification_codes')
      .select('code_sealed')
      .where('id', '=', codeId)
      .executeTakeFirstOrThrow();
    assert.equal(row.code_sealed, null);
  });

  it('answers 410 for an expired code or reset link, 404 for another account or an unknown record', async () => {
    const { user, email } = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
    const { tokenId } = await mailedResetToken(t);
    await t.db
      .updateTable('reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', tokenId)
      .execute();
    assert.equal((await mailFacts(t, identityInternalPaths.resetToken(user.id, tokenId))).statusCode, 410);

    await register(t, { email: uniqueEmail('other') });
    const { codeId } = await mailedCode(t);
    assert.equal((await mailFacts(t, identityInternalPaths.verificationCode(user.id, codeId))).statusCode, 404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    assert.equal((await mailFacts(t, identityInternalPaths.resetToken(user.id, unknown))).statusCode, 404);
    assert.equal((await mailFacts(t, identityInternalPaths.recipient(unknown))).statusCode, 410);
    const recipient = await mailFacts(t, identityInternalPaths.recipient(user.id));
    assert.deepEqual(recipient.json(), { status: 'success', name: user.name, email, language: 'en' });
  });

  it('answers 410, not 500, for a copy sealed under another key, so the mail is dropped instead of retried', async () => {
    await register(t, { email: uniqueEmail('otherkey') });
    const { userId, codeId } = await mailedCode(t);
    const foreign = sealer('a-sealing-key-of-another-stack-0123456789').seal('123456');
    await t.db.updateTable('verification_codes').set({ code_sealed: foreign }).where('id', '=', codeId).execute();
    const response = await mailFacts(t, identityInternalPaths.verificationCode(userId, codeId));
    assert.equal(response.statusCode, 410);
    assert.equal(response.json().status, 'gone');
  });
});
