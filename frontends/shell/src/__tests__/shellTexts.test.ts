import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addLanguageTexts, loadLanguageTexts } from '@art/ui';
import i18next from 'i18next';
import { en } from '../i18n/locales/en.js';
import { shellTexts, switchLanguage } from '../i18n/shellTexts.js';

async function englishOnly() {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { shell: en } },
    ns: ['shell'],
    defaultNS: 'shell',
    supportedLngs: ['en', 'ne', 'zh'],
    fallbackLng: 'en',
    lng: 'en',
  });
  addLanguageTexts(i18n, 'shell', shellTexts);
  return i18n;
}

test('the first render carries English only; Nepali is fetched when it is wanted', async () => {
  const i18n = await englishOnly();
  assert.equal(i18n.hasResourceBundle('ne', 'shell'), false);
  await loadLanguageTexts(i18n, 'ne');
  assert.equal(i18n.hasResourceBundle('ne', 'shell'), true);
  assert.equal(i18n.getFixedT('ne', 'shell')('brand'), 'कला बजार');
});

test('switching the language waits for its texts, so the switch never shows the English fallback', async () => {
  const i18n = await englishOnly();
  await switchLanguage(i18n, 'zh');
  assert.equal(i18n.resolvedLanguage, 'zh');
  assert.notEqual(i18n.t('brand'), en.brand, 'the brand in Chinese, not the English fallback');
});

test('an unknown language changes nothing it cannot load', async () => {
  const i18n = await englishOnly();
  await loadLanguageTexts(i18n, 'fr');
  assert.equal(i18n.hasResourceBundle('fr', 'shell'), false);
});
