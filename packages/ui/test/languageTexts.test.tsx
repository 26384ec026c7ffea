import assert from 'node:assert/strict';
import { test } from 'node:test';
import i18next, { type i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { addLanguageTexts, loadLanguageTexts, useLanguageTexts } from '../src/languageTexts.js';

async function instanceIn(language: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: {}, supportedLngs: ['en', 'ne', 'zh'], fallbackLng: 'en' });
  return i18n;
}

/** Texts whose other languages count their fetches (and may be told to fail once). */
function countedTexts() {
  const fetched: string[] = [];
  let failNext = false;
  const fetch = (language: string, texts: Record<string, string>) => async () => {
    fetched.push(language);
    if (failNext) {
      failNext = false;
      throw new Error('chunk gone');
    }
    return texts;
  };
  return {
    fetched,
    failOnce: () => {
      failNext = true;
    },
    texts: {
      en: { greeting: 'Namaste, welcome' },
      ne: fetch('ne', { greeting: 'नमस्ते, स्वागत छ' }),
      zh: fetch('zh', { greeting: '欢迎' }),
    },
  };
}

test('English comes at once; another language is fetched only when it is the reader’s or chosen', async () => {
  const i18n = await instanceIn('en');
  const { fetched, texts } = countedTexts();
  addLanguageTexts(i18n, 'studio', texts);
  assert.equal(i18n.t('greeting', { ns: 'studio' }), 'Namaste, welcome');
  assert.deepEqual(fetched, [], 'an English reader fetches nothing');

  await loadLanguageTexts(i18n, 'zh');
  await loadLanguageTexts(i18n, 'zh');
  assert.deepEqual(fetched, ['zh'], 'fetched once');
  assert.equal(i18n.t('greeting', { ns: 'studio', lng: 'zh' }), '欢迎');
  assert.equal(i18n.hasResourceBundle('ne', 'studio'), false);
  await loadLanguageTexts(i18n, 'fr');
  assert.deepEqual(fetched, ['zh'], 'an unknown language loads nothing');
});

test('a reader of Nepali gets the texts fetched as the area registers them', async () => {
  const i18n = await instanceIn('ne');
  const { fetched, texts } = countedTexts();
  addLanguageTexts(i18n, 'studio', texts);
  assert.deepEqual(fetched, ['ne']);
  await loadLanguageTexts(i18n, 'ne');
  assert.equal(i18n.t('greeting', { ns: 'studio' }), 'नमस्ते, स्वागत छ');
});

test('a fetch that failed is tried again the next time', async () => {
  const i18n = await instanceIn('en');
  const { fetched, texts, failOnce } = countedTexts();
  addLanguageTexts(i18n, 'studio', texts);
  failOnce();
  await assert.rejects(loadLanguageTexts(i18n, 'ne'), /chunk gone/);
  await loadLanguageTexts(i18n, 'ne');
  assert.deepEqual(fetched, ['ne', 'ne']);
  assert.equal(i18n.t('greeting', { ns: 'studio', lng: 'ne' }), 'नमस्ते, स्वागत छ');
});

test('the copy of the instance useTranslation hands out finds the same texts (the language switch)', async () => {
  const i18n = await instanceIn('en');
  const { fetched, texts } = countedTexts();
  addLanguageTexts(i18n, 'studio', texts);
  // What react-i18next's useTranslation returns: a copy, with the instance as __original.
  const copy = Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n));
  Object.defineProperty(copy, '__original', { value: i18n });
  await loadLanguageTexts(copy, 'ne');
  assert.deepEqual(fetched, ['ne']);
  assert.equal(i18n.t('greeting', { ns: 'studio', lng: 'ne' }), 'नमस्ते, स्वागत छ');
});

function Greeting() {
  const { t } = useLanguageTexts('studio');
  return <p>{t('greeting')}</p>;
}

test('a screen waits for its language’s texts instead of showing English first', async () => {
  const i18n = await instanceIn('ne');
  const { texts } = countedTexts();
  addLanguageTexts(i18n, 'studio', texts);
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>
    </I18nextProvider>,
  );
  const html = await new Response(prelude).text();
  assert.equal(html.replace(/<!--\/?\$-->/g, ''), '<p>नमस्ते, स्वागत छ</p>');
});
