// Signing in brings the account's language: the page switches to it (and so the language cookie,
// written on every switch by setupI18n in the browser); none, or one the shell does not know,
// leaves the page as it is.

import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { addLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { shellTexts, switchLanguage } from '../i18n/shellTexts.js';
import { applyAccountLanguage } from '../session/accountLanguage.js';

await i18next.init({ lng: 'en', fallbackLng: 'en', resources: {}, initAsync: false });
addLanguageTexts(i18next, 'shell', shellTexts);

beforeEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the account’s language at sign-in', () => {
  it('switches the page to the language the account keeps, with its texts loaded', async () => {
    await applyAccountLanguage(i18next, { language: 'ne' });
    assert.equal(i18next.resolvedLanguage, 'ne');
    assert.ok(i18next.hasResourceBundle('ne', 'shell'), 'the Nepali shell texts are loaded');
    assert.notEqual(i18next.t('shell:language.notSaved'), i18next.getFixedT('en')('shell:language.notSaved'));
  });

  it('leaves the page alone when the account keeps no language, or one the shell does not know', async () => {
    await applyAccountLanguage(i18next, {});
    assert.equal(i18next.resolvedLanguage, 'en');
    await applyAccountLanguage(i18next, { language: 'fr' as never });
    assert.equal(i18next.resolvedLanguage, 'en');
  });

  it('changes nothing when the page is already in it', async () => {
    await switchLanguage(i18next, 'zh');
    let changes = 0;
    const count = () => {
      changes += 1;
    };
    i18next.on('languageChanged', count);
    await applyAccountLanguage(i18next, { language: 'zh' });
    i18next.off('languageChanged', count);
    assert.equal(changes, 0);
    assert.equal(i18next.resolvedLanguage, 'zh');
  });
});
