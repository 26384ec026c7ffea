import assert from 'node:assert/strict';
import { test } from 'node:test';
import i18next from 'i18next';
import { SUPPORTED_LANGUAGES, uiResources } from '../src/i18n.js';

test('loading the refusals adds their words in en, ne and zh; other codes keep the server’s message', async () => {
  await i18next.init({ lng: 'en', resources: {} });
  assert.equal(i18next.getResourceBundle('en', 'refusals'), undefined);
  const { SHARED_REFUSALS, sharedRefusalKey } = await import('@art/ui/refusals');
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
