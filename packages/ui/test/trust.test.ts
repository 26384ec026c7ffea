import assert from 'node:assert/strict';
import { test } from 'node:test';
import i18next from 'i18next';
import { loadLanguageTexts } from '../src/languageTexts.js';
import { trustEn } from '../src/trust/locales/trust.en.js';
import { trustNe } from '../src/trust/locales/trust.ne.js';
import { trustZh } from '../src/trust/locales/trust.zh.js';

type Texts = { [key: string]: string | Texts };

function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

for (const [language, texts] of [
  ['ne', trustNe],
  ['zh', trustZh],
] as const) {
  test(`the report and block dialogs are worded in ${language}, with the English placeholders`, () => {
    const english = new Map(entries(trustEn));
    const translated = new Map(entries(texts));
    assert.deepEqual([...translated.keys()].sort(), [...english.keys()].sort());
    for (const [key, text] of english) {
      const words = translated.get(key) ?? '';
      assert.ok(words.trim(), `${language} ${key} is empty`);
      assert.notEqual(words, text, `${language} ${key} is still English`);
      assert.deepEqual(placeholders(words), placeholders(text), `${language} ${key}`);
    }
  });
}

test('the spec’s messages are the English texts, word for word', () => {
  assert.equal(trustEn.report.selectOption, 'Please Select option to continue');
  assert.deepEqual(trustEn.report.done, {
    product: 'Product reported successfully',
    post: 'Reported Successfully',
    user: 'Profile reported successfully',
  });
  assert.equal(trustEn.block.doneArtist, 'Artist blocked successfully');
  assert.equal(trustEn.block.doneUser, 'User blocked successfully');
  assert.equal(trustEn.block.failedArtist, 'Something went wrong while blocking artist');
  assert.equal(trustEn.block.failedUser, 'Something went wrong while blocking user');
  assert.equal(trustEn.block.profile.title, 'Block Messages');
  assert.equal(trustEn.block.profile.confirm, 'Confirm');
});

test('loading the dialogs adds their words to the page’s i18next, and a block leads to the blocked users page', async () => {
  await i18next.init({ lng: 'ne', resources: {} });
  assert.equal(i18next.getResourceBundle('ne', 'trust'), undefined);
  const { AFTER_BLOCK_PATH, REPORT_CATEGORIES_KEY } = await import('@art/ui/trust');
  // English comes with the code; the reader's Nepali is fetched, Chinese only when it is wanted.
  assert.equal(i18next.t('block.profile.title', { ns: 'trust', lng: 'en' }), trustEn.block.profile.title);
  assert.equal(i18next.hasResourceBundle('zh', 'trust'), false);
  await loadLanguageTexts(i18next, 'ne');
  await loadLanguageTexts(i18next, 'zh');
  assert.equal(i18next.t('block.profile.title', { ns: 'trust' }), trustNe.block.profile.title);
  assert.equal(i18next.t('report.title.post', { ns: 'trust', lng: 'zh' }), trustZh.report.title.post);
  assert.equal(AFTER_BLOCK_PATH, '/privacy');
  assert.deepEqual(REPORT_CATEGORIES_KEY, ['trust', 'report-categories']);
});
