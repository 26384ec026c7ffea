import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PUBLIC_ENDPOINTS } from '../src/endpoints/index.js';

test('a guest endpoint whose answer follows blocks and privacy is declared to see its caller', () => {
  // Blocks and privacy are the caller's: an endpoint that hid its caller could not apply them.
  const blind = PUBLIC_ENDPOINTS.filter((e) => e.access === 'guest' && e.audience && !e.optionalToken).map(
    (e) => `${e.method} ${e.path}`,
  );
  assert.deepEqual(blind, [], 'declare optionalToken: true on these');
  assert.ok(
    PUBLIC_ENDPOINTS.some((e) => e.access === 'guest' && e.audience),
    'the check has guest audience endpoints to look at',
  );
});

test('optionalToken is said of guest endpoints only: every other access needs the token anyway', () => {
  const misplaced = PUBLIC_ENDPOINTS.filter((e) => e.optionalToken && e.access !== 'guest').map(
    (e) => `${e.method} ${e.path}`,
  );
  assert.deepEqual(misplaced, []);
});
