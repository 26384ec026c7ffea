// At sign-in a language the member chose follows them: the page switches to it (and so the
// language cookie, written on every switch by setupI18n in the browser) without saving it back.
// One that was never chosen (the `en` every account starts with), or one the shell does not know,
// leaves the page in the reader's language (decision 0057).

import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { shellTexts, switchLanguage } from '../i18n/shellTexts.js';
import { applyAccountLanguage } from '../session/accountLanguage.js';

await i18next.init({ lng: 'en', fallbackLng: 'en', resources: {}, initAsync: false, showSupportNotice: false });
addLanguageTexts(i18next, 'shell', shellTexts);

const realFetch = globalThis.fetch;
let calls: string[] = [];
beforeEach(async () => {
  await i18next.changeLanguage('en');
  calls = [];
  globalThis.fetch = async (input) => {
    calls.push(String(input));
    return new Response('{}', { status: 500 });
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the account’s language at sign-in', () => {
  it('switches the page to a language the member chose, with its texts loaded, and saves nothing', async () => {
    await applyAccountLanguage(i18next, { language: 'ne', languageChosen: true });
    assert.equal(i18next.resolvedLanguage, 'ne');
    assert.ok(i18next.hasResourceBundle('ne', 'shell'), 'the Nepali shell texts are loaded');
    assert.notEqual(i18next.t('shell:language.notSaved'), i18next.getFixedT('en')('shell:language.notSaved'));
    assert.deepEqual(calls, [], 'the account has it already: no PUT /api/user/language');
  });

  it('switches a Chinese page to English when English was chosen', async () => {
    await switchLanguage(i18next, 'zh');
    await applyAccountLanguage(i18next, { language: 'en', languageChosen: true });
    assert.equal(i18next.resolvedLanguage, 'en');
  });

  it('keeps the reader’s page when the account’s language was never chosen', async () => {
    await switchLanguage(i18next, 'zh');
    await applyAccountLanguage(i18next, { language: 'en', languageChosen: false });
    assert.equal(i18next.resolvedLanguage, 'zh');
    // An identity from before the flag answers none: the same as not chosen.
    await applyAccountLanguage(i18next, { language: 'ne' });
    assert.equal(i18next.resolvedLanguage, 'zh');
    assert.deepEqual(calls, []);
  });

  it('leaves the page alone for no language, or one the shell does not know', async () => {
    await applyAccountLanguage(i18next, { languageChosen: true });
    assert.equal(i18next.resolvedLanguage, 'en');
    await applyAccountLanguage(i18next, { language: 'fr' as never, languageChosen: true });
    assert.equal(i18next.resolvedLanguage, 'en');
  });

  it('changes nothing when the page is already in it', async () => {
    await switchLanguage(i18next, 'zh');
    let changes = 0;
    const count = () => {
      changes += 1;
    };
    i18next.on('languageChanged', count);
    await applyAccountLanguage(i18next, { language: 'zh', languageChosen: true });
    i18next.off('languageChanged', count);
    assert.equal(changes, 0);
    assert.equal(i18next.resolvedLanguage, 'zh');
  });
});
