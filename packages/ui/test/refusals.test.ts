import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SUPPORTED_LANGUAGES, uiResources } from '../src/i18n.js';
import { SHARED_REFUSALS, sharedRefusalKey } from '../src/refusals.js';

test('every shared refusal has its words in en, ne and zh; other codes keep the server’s message', () => {
  for (const status of SHARED_REFUSALS) {
    const key = sharedRefusalKey(status);
    assert.equal(key, `refusals.${status}`);
    for (const language of SUPPORTED_LANGUAGES) {
      const text = (uiResources[language].refusals as Record<string, string>)[status];
      assert.ok(text && text.trim().length > 0, `${language} ${status}`);
    }
  }
  assert.equal(
    uiResources.en.refusals && (uiResources.en.refusals as Record<string, string>)['email-not-verified'],
    'Please verify your e-mail address first',
  );
  for (const other of ['error', 'validate-error', 'rate-limited', undefined, null, 'refusals'])
    assert.equal(sharedRefusalKey(other), null, String(other));
});
