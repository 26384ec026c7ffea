import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { identityInternalPaths } from '@art/contracts';
import * as languageChosenMigration from '../../../src/migrations/0012_language_chosen.js';
import { register, signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { snapshotCounts } from '../../helpers/events.js';
import { mailedCode, mailedResetToken, mailFacts } from '../../helpers/mail-secrets.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

async function storedLanguage(email: string) {
  const row = await t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirst();
  return row?.language;
}

async function storedChoice(email: string) {
  return t.db.selectFrom('users').select(['language', 'language_chosen']).where('email', '=', email).executeTakeFirst();
}

/** What the shell learns of the account: the sign-in's answer, then the session check's and the profile's. */
async function ownerAnswers(email: string, password: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  assert.equal(login.statusCode, 200, login.body);
  const headers = { authorization: `JWT ${login.json().token}` };
  const session = await t.app.inject({ method: 'POST', url: '/api/auth/authenticate', headers });
  assert.equal(session.statusCode, 200, session.body);
  const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
  assert.equal(profile.statusCode, 200, profile.body);
  return [login.json().user, session.json().user, profile.json().message].map((user) => ({
    language: user.language,
    languageChosen: user.languageChosen,
  }));
}

const setLanguage = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: payload as object });

describe('the language chosen at registration', () => {
  it('is stored, and the mail worker reads it with the recipient and with the verification code', async () => {
    const email = uniqueEmail('nepali');
    const { response } = await register(t, { email, language: 'ne' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await storedChoice(email), { language: 'ne', language_chosen: true });

    const { userId, codeId } = await mailedCode(t);
    const recipient = await mailFacts(t, identityInternalPaths.recipient(userId));
    assert.equal(recipient.statusCode, 200, recipient.body);
    assert.deepEqual(recipient.json(), { status: 'success', name: 'Sita Shrestha', email, language: 'ne' });
    const code = await mailFacts(t, identityInternalPaths.verificationCode(userId, codeId));
    assert.equal(code.statusCode, 200, code.body);
    assert.equal(code.json().language, 'ne');
    assert.equal(code.json().email, email);
  });

  it('is English when the form names none, for the recipient, the code and the reset link', async () => {
    const email = uniqueEmail('english');
    const { response } = await register(t, { email });
    assert.equal(response.statusCode, 200, response.body);
    // An API call without a language: the English is the default, not the member's choice.
    assert.deepEqual(await storedChoice(email), { language: 'en', language_chosen: false });
    const { userId, codeId } = await mailedCode(t);
    assert.equal((await mailFacts(t, identityInternalPaths.recipient(userId))).json().language, 'en');
    assert.equal((await mailFacts(t, identityInternalPaths.verificationCode(userId, codeId))).json().language, 'en');

    await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
    const { tokenId } = await mailedResetToken(t);
    const reset = await mailFacts(t, identityInternalPaths.resetToken(userId, tokenId));
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(reset.json().language, 'en');
  });

  it('refuses a language it does not know, in the validation envelope, and makes no account', async () => {
    const before = await snapshotCounts(t);
    for (const language of ['fr', 'NE', '', 'en-US']) {
      const email = uniqueEmail('unknownlanguage');
      const { response } = await register(t, { email, language });
      assert.equal(response.statusCode, 400, `${language}: ${response.body}`);
      assert.deepEqual(response.json(), {
        status: 'validate-error',
        message: 'language must be equal to one of the allowed values',
        code: 'invalid-input',
      });
      assert.equal(await storedLanguage(email), undefined);
    }
    assert.deepEqual(await snapshotCounts(t), before);
  });
});

describe('whether the language was chosen, as the sign-in answers it', () => {
  it('is chosen by a registration that names a language, English included', async () => {
    for (const language of ['en', 'zh'] as const) {
      const member = await signedInUser(t, { language });
      assert.equal(member.user.languageChosen, true);
      assert.deepEqual(await ownerAnswers(member.email, member.password), [
        { language, languageChosen: true },
        { language, languageChosen: true },
        { language, languageChosen: true },
      ]);
    }
  });

  it('is not chosen by a registration without one, until the member saves one', async () => {
    const member = await signedInUser(t);
    assert.deepEqual(await ownerAnswers(member.email, member.password), [
      { language: 'en', languageChosen: false },
      { language: 'en', languageChosen: false },
      { language: 'en', languageChosen: false },
    ]);
    // Saving the very language the account already reads is a choice too.
    const saved = await setLanguage(member.auth, { language: 'en' });
    assert.deepEqual(saved.json(), { status: 'success', language: 'en' });
    assert.deepEqual(await storedChoice(member.email), { language: 'en', language_chosen: true });
    assert.deepEqual(await ownerAnswers(member.email, member.password), [
      { language: 'en', languageChosen: true },
      { language: 'en', languageChosen: true },
      { language: 'en', languageChosen: true },
    ]);
  });

  it('stays out of the profile others see', async () => {
    const owner = await signedInUser(t, { language: 'ne' });
    const response = await t.app.inject({ method: 'GET', url: `/api/user/get/${owner.user.id}` });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal('languageChosen' in response.json().message, false);
  });
});

describe('PUT /api/user/language', () => {
  it('saves the language, answers it, and the profile and the mail worker see it', async () => {
    const member = await signedInUser(t);
    assert.equal(member.user.language, 'en', 'the sign-in answers the owner’s view with it');
    assert.equal(member.user.languageChosen, false);

    const saved = await setLanguage(member.auth, { language: 'zh' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), { status: 'success', language: 'zh' });
    assert.deepEqual(await storedChoice(member.email), { language: 'zh', language_chosen: true });

    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: member.auth });
    assert.equal(profile.json().message.language, 'zh');
    assert.equal(profile.json().message.languageChosen, true);
    const recipient = await mailFacts(t, identityInternalPaths.recipient(member.user.id));
    assert.equal(recipient.json().language, 'zh');

    // Saving it again is no change and no refusal.
    const again = await setLanguage(member.auth, { language: 'zh' });
    assert.deepEqual(again.json(), { status: 'success', language: 'zh' });
    const back = await setLanguage(member.auth, { language: 'en' });
    assert.deepEqual(back.json(), { status: 'success', language: 'en' });
  });

  it('keeps the language out of the profile others see', async () => {
    const owner = await signedInUser(t, { language: 'ne' });
    const stranger = await signedInUser(t);
    for (const headers of [{}, stranger.auth]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/user/get/${owner.user.id}`, headers });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal('language' in response.json().message, false);
    }
    const own = await t.app.inject({ method: 'GET', url: `/api/user/get/${owner.user.id}`, headers: owner.auth });
    assert.equal(own.json().message.language, 'ne');
  });

  it('refuses a bad or missing language with the validation refusal and changes nothing', async () => {
    const member = await signedInUser(t, { language: 'ne' });
    const before = await snapshotCounts(t);
    for (const payload of [{ language: 'fr' }, { language: 'ZH' }, { language: ['ne'] }, { language: 7 }, {}]) {
      const response = await setLanguage(member.auth, payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(response.json().status, 'validate-error');
      assert.equal(response.json().code, 'invalid-input');
      assert.match(response.json().message, /^language /);
    }
    assert.deepEqual(await snapshotCounts(t), before);
    assert.equal(await storedLanguage(member.email), 'ne');
  });

  it('leaves an unchosen language unchosen when the save is refused', async () => {
    const member = await signedInUser(t);
    const before = await snapshotCounts(t);
    for (const payload of [{ language: 'fr' }, { language: null }, {}]) {
      const response = await setLanguage(member.auth, payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
    }
    assert.deepEqual(await snapshotCounts(t), before);
    assert.deepEqual(await storedChoice(member.email), { language: 'en', language_chosen: false });
  });

  it('answers 401 without a session, and with a token that is not valid', async () => {
    const member = await signedInUser(t);
    const before = await snapshotCounts(t);
    for (const headers of [{}, { authorization: 'JWT not-a-token' }] as Record<string, string>[]) {
      const response = await setLanguage(headers, { language: 'ne' });
      assert.equal(response.statusCode, 401, response.body);
    }
    assert.deepEqual(await snapshotCounts(t), before);
    assert.deepEqual(await storedChoice(member.email), { language: 'en', language_chosen: false });
  });
});

describe('accounts from before the flag (migration 0112)', () => {
  it('count a language other than English as chosen, and English as not', async () => {
    const nepali = await signedInUser(t, { language: 'ne' });
    const english = await signedInUser(t, { language: 'en' });
    const unchosen = await signedInUser(t);
    // The column as the migration finds the table: no flag yet, only the languages.
    await languageChosenMigration.down(t.db);
    await languageChosenMigration.up(t.db);
    assert.deepEqual(await storedChoice(nepali.email), { language: 'ne', language_chosen: true });
    // A chosen English cannot be told from the default any more: it is taken as not chosen, and
    // so keeps the page's language at sign-in, as before the flag.
    assert.deepEqual(await storedChoice(english.email), { language: 'en', language_chosen: false });
    assert.deepEqual(await storedChoice(unchosen.email), { language: 'en', language_chosen: false });
  });
});
