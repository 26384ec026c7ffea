import assert from 'node:assert/strict';
import { test } from 'node:test';
import i18next from 'i18next';
import { SUPPORTED_LANGUAGES, uiResources } from '../src/i18n.js';
import { loadLanguageTexts } from '../src/languageTexts.js';

test('loading the refusals adds their words in en, ne and zh; other codes keep the server’s message', async () => {
  await i18next.init({ lng: 'en', resources: {} });
  assert.equal(i18next.getResourceBundle('en', 'refusals'), undefined);
  const { SHARED_REFUSALS, sharedRefusalKey } = await import('@art/ui/refusals');
  // English comes with the code; Nepali and Chinese only when a reader of them needs them.
  assert.equal(i18next.hasResourceBundle('ne', 'refusals'), false);
  await loadLanguageTexts(i18next, 'ne');
  await loadLanguageTexts(i18next, 'zh');
  for (const status of SHARED_REFUSALS) {
    assert.equal(sharedRefusalKey(status), status);
    for (const language of SUPPORTED_LANGUAGES) {
      const text = i18next.t(status, { ns: 'refusals', lng: language });
      assert.ok(text.trim().length > 0 && text !== status, `${language} ${status}`);
    }
  }
  assert.equal(i18next.t('email-not-verified', { ns: 'refusals' }), 'Please verify your e-mail address first');
  assert.equal(i18next.t('private-account', { ns: 'refusals', lng: 'ne' }), 'यो खाता निजी छ');
  for (const other of ['error', 'validate-error', 'rate-limited', undefined, null, 'refusals'])
    assert.equal(sharedRefusalKey(other), null, String(other));
});

test('the refusals are not in the package root the shell loads in the first render', () => {
  for (const language of SUPPORTED_LANGUAGES) assert.equal('refusals' in uiResources[language], false, language);
});

// The tests below read the words the first test loaded (the entry registers them once, on import).
test('every refusal code has its words in en (the spec’s), ne and zh, each keeping the values it names', async () => {
  const { GENERIC_REFUSALS, REFUSAL_WORDS } = await import('@art/sdk/refusals');
  await import('@art/ui/refusals');
  const table: Record<string, string> = { ...REFUSAL_WORDS, ...GENERIC_REFUSALS };
  const scripts = { ne: /[\u0900-\u097f]/u, zh: /[\u4e00-\u9fff]/u } as const;
  for (const [code, english] of Object.entries(table)) {
    const names = [...english.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1]!);
    const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
    const en = i18next.t(code, { ns: 'refusals', lng: 'en', ...values });
    assert.equal(en, english.replace(/\{([a-zA-Z]+)\}/g, '«$1»'), `en ${code}`);
    for (const [language, script] of Object.entries(scripts)) {
      const words = i18next.t(code, { ns: 'refusals', lng: language, ...values });
      assert.match(words, script, `${language} ${code} is written in its script: ${words}`);
      for (const name of names) assert.ok(words.includes(`«${name}»`), `${language} ${code} keeps {${name}}`);
    }
  }
});

test('refusalText: the reader’s words by code or by the server’s words; never English for ne or zh', async () => {
  const { refusalText, UNTRANSLATED_REFUSAL } = await import('@art/ui/refusals');
  const t = (language: string) => (key: string, values?: Record<string, string>) =>
    i18next.t(key, { ns: 'refusals', lng: language, ...values });
  const suspended = {
    status: 'account-suspended',
    message: 'Your account has been suspended: spam',
    code: 'account-suspended',
  };
  assert.equal(refusalText(t('en'), 'en', suspended), 'Your account has been suspended: spam');
  assert.equal(refusalText(t('ne'), 'ne', suspended), 'तपाईंको खाता निलम्बन गरिएको छ: spam');
  assert.equal(refusalText(t('zh'), 'zh', suspended), '您的账户已被暂停：spam');
  // No code in the answer (a socket acknowledgement): the words name it.
  const noCode = { status: 'validate-error', message: 'Each image must be less than 2 MB' };
  assert.equal(refusalText(t('zh'), 'zh', noCode), '每张图片必须小于 2 MB');
  // A specific code beats the general one the words would give.
  assert.equal(
    refusalText(t('ne'), 'ne', { status: 'blocked', message: 'x', code: 'blocked' }),
    'तपाईं यो प्रयोगकर्तासँग अन्तरक्रिया गर्न सक्नुहुन्न',
  );

  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const unknown = { status: 'validate-error', message: 'Passwords do not match', code: 'invalid-input' };
    assert.equal(
      refusalText(t('en'), 'en', unknown),
      'Passwords do not match',
      'English readers get the words as sent',
    );
    assert.equal(logged.length, 0);
    assert.equal(refusalText(t('ne'), 'ne', unknown), 'कृपया तपाईंले हाल्नुभएको कुरा जाँचेर फेरि प्रयास गर्नुहोस्');
    assert.deepEqual(logged[0], [UNTRANSLATED_REFUSAL, 'invalid-input', 'Passwords do not match']);
  } finally {
    console.error = original;
  }
});
