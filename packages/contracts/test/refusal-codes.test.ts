import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as endpoints from '../src/endpoints/index.js';
import { isRefusalCode, REFUSAL_WORDS, refusalCodeFor, refusalOf } from '../src/refusals.js';

/**
 * Keys of the endpoint declarations' `messages` that are answers to a call that worked (shown by
 * the screens in their own words): every other declared message is a refusal and needs a code.
 */
const SUCCESS_KEYS = new Set([
  'registered',
  'verified',
  'sent',
  'loggedIn',
  'secondFactor',
  'enrol',
  'loggedOut',
  'signedOut',
  'changed',
  'updated',
  'received',
  'redeemed',
  'refreshed',
  'uploaded',
  'deleted',
  'listed',
  'created',
  'hidden',
  'shown',
  'following',
  'requested',
  'reported',
  'artistBlocked',
  'userBlocked',
  'unblocked',
  'cancelled',
  'left',
  'blocked',
  'cleared',
  'approved',
  'rejected',
  'issued',
  'revoked',
  'dismissed',
  'warned',
  'suspended',
  'reinstated',
]);
/** A refusal (not a success) whose key reads like one. */
const REFUSALS_NAMED_LIKE_SUCCESS = new Set(['Your account has been suspended: {reason}']);

function declaredMessages(): { where: string; words: string }[] {
  const found: { where: string; words: string }[] = [];
  for (const [group, table] of Object.entries(endpoints)) {
    if (typeof table !== 'object' || table === null || Array.isArray(table)) continue;
    for (const [name, endpoint] of Object.entries(table as Record<string, { messages?: Record<string, unknown> }>)) {
      for (const [key, words] of Object.entries(endpoint?.messages ?? {})) {
        if (typeof words !== 'string') continue;
        if (SUCCESS_KEYS.has(key) && !REFUSALS_NAMED_LIKE_SUCCESS.has(words)) continue;
        found.push({ where: `${group}.${name}.messages.${key}`, words });
      }
    }
  }
  return found;
}

test('every refusal an endpoint declares has a stable code', () => {
  const declared = declaredMessages();
  assert.ok(declared.length > 50, `the walk found the declarations (${declared.length})`);
  const missing = declared.filter(({ words }) => refusalOf(words) === null);
  assert.deepEqual(missing, [], 'add these to @art/endpoint/refusals with their ne and zh words');
});

test('a refusal is known by its words, its values kept; an unknown one by its status word or its kind', () => {
  assert.deepEqual(refusalOf('Your account has been suspended: selling copies'), {
    code: 'account-suspended',
    values: { reason: 'selling copies' },
  });
  assert.deepEqual(refusalOf('You can upload at most 6 files'), {
    code: 'studio-too-many-files',
    values: { count: '6' },
  });
  assert.equal(refusalOf('Your account has been suspended'), null, 'the words must be whole');
  assert.equal(refusalCodeFor('Each image must be less than 2 MB', 413, 'too-large'), 'studio-image-too-large');
  assert.equal(refusalCodeFor('This artwork has already been sold: Rain', 409, 'sold-out'), 'sold-out');
  assert.equal(refusalCodeFor('Passwords do not match', 400, 'validate-error'), 'invalid-input');
  assert.equal(refusalCodeFor('whatever', 401, 'unauthorized'), 'login-first');
  assert.equal(refusalCodeFor('whatever', 404, 'not-found'), 'not-found');
  assert.equal(refusalCodeFor('whatever', 500, 'error'), 'unexpected');
  assert.ok(isRefusalCode('wrong-credentials'));
  assert.equal(isRefusalCode('toString'), false);
});

test('no two codes share words, so a message names one code', () => {
  const seen = new Map<string, string>();
  for (const [code, words] of Object.entries(REFUSAL_WORDS)) {
    assert.equal(seen.get(words), undefined, `${code} repeats the words of ${seen.get(words)}`);
    seen.set(words, code);
  }
});
