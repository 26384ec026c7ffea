import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHECKOUT_FAILURE_REASONS } from '@art/contracts/checkout-failure';
import { failureReasonKey } from '../lib/checkoutFailure.js';
import { commerceEn } from '../locales/commerce.en.js';
import { commerceNe } from '../locales/commerce.ne.js';
import { commerceZh } from '../locales/commerce.zh.js';

const textOf = (texts: unknown, key: string) =>
  key.split('.').reduce((node, part) => (node as Record<string, unknown>)?.[part], texts) as string | undefined;

test('the failure page shows its own words for each code the payment routes send, in en, ne and zh', () => {
  for (const code of CHECKOUT_FAILURE_REASONS) {
    const key = failureReasonKey(code);
    assert.equal(key, `outcome.reasons.${code}`);
    for (const texts of [commerceEn, commerceNe, commerceZh]) assert.ok(textOf(texts, key!)?.trim(), `${key}`);
  }
  assert.equal(textOf(commerceEn, failureReasonKey('cancelled')!), 'The payment was cancelled.');
});

test('any other text in the address gets the generic words, never its own; no reason shows none', () => {
  for (const forged of [
    'Your card was blocked. Call +977 9800000000 to unblock it',
    '<img src=x onerror=alert(1)>',
    'outcome.reasons.cancelled',
    'constructor',
    'CANCELLED',
  ])
    assert.equal(failureReasonKey(forged), 'outcome.reasons.unknown', forged);
  assert.equal(textOf(commerceEn, 'outcome.reasons.unknown'), 'The payment did not go through.');
  assert.equal(failureReasonKey(null), null);
  assert.equal(failureReasonKey(''), null);
});
