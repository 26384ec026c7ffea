import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '@art/sdk/commerce';
import { blockedDropNames, isBlockedLine, isBlockedRefusal } from '../lib/blockedLines.js';
import { commerceEn } from '../locales/commerce.en.js';
import { commerceNe } from '../locales/commerce.ne.js';
import { commerceZh } from '../locales/commerce.zh.js';

const reason = {
  status: 'blocked',
  message: 'You can no longer buy this artwork: you cannot interact with its artist',
};

test('a cart line across a block is told apart from one merely unavailable', () => {
  assert.equal(isBlockedLine({ unavailableReason: reason }), true);
  assert.equal(isBlockedLine({}), false);
  assert.equal(isBlockedLine({ unavailableReason: { status: 'sold-out', message: 'gone' } }), false);
});

test('checkout names the lines it dropped for a block, and knows a refusal of them all', () => {
  assert.deepEqual(
    blockedDropNames({
      dropped: [
        { product: 'a1', name: 'Patan Windows', ...reason },
        { product: 'a2', name: 'Rara Lake', ...reason },
      ],
    }),
    ['Patan Windows', 'Rara Lake'],
  );
  assert.deepEqual(blockedDropNames({ dropped: [] }), []);
  const refused = new ApiError({ status: 'blocked', httpStatus: 403, messages: [reason.message], body: {} });
  assert.equal(isBlockedRefusal(refused), true);
  assert.equal(
    isBlockedRefusal(new ApiError({ status: 'unavailable', httpStatus: 409, messages: [], body: {} })),
    false,
  );
  assert.equal(isBlockedRefusal(new Error('network')), false);
});

test('the block notices exist in en, ne and zh, the dropped one naming the lines', () => {
  assert.equal(commerceEn.cart.blocked, reason.message, 'the server’s words in English');
  for (const texts of [commerceEn, commerceNe, commerceZh]) {
    assert.ok(texts.cart.blocked.trim());
    assert.ok(texts.checkout.allBlocked.trim());
    assert.match(texts.checkout.dropped, /\{\{names\}\}/);
  }
});
