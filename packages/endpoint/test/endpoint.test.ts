import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canRequestStudio, isArtistRole, isCountedWrite, isOperatorRole, isUserRole } from '../src/index.js';

test('the write limit counts changes: every POST, PUT, PATCH and DELETE, no GET, unless declared otherwise', () => {
  assert.equal(isCountedWrite({ method: 'POST' }), true);
  assert.equal(isCountedWrite({ method: 'DELETE' }), true);
  assert.equal(isCountedWrite({ method: 'GET' }), false);
  // The cart removal is a GET that writes; a session check is a POST that only reads.
  assert.equal(isCountedWrite({ method: 'GET', write: true }), true);
  assert.equal(isCountedWrite({ method: 'POST', write: false }), false);
});

test('attempts have their own counters, unless they are also a member changing their account', () => {
  assert.equal(isCountedWrite({ method: 'POST', attempts: { action: 'login', byEmail: true } }), false);
  assert.equal(
    isCountedWrite({ method: 'POST', attempts: { action: 'artist-code', byEmail: false, memberWrite: true } }),
    true,
  );
});

test('role ranges: 1–10 operators, 11–20 artists, 21–30 members, nothing else', () => {
  assert.deepEqual(
    [0, 1, 10, 11, 20, 21, 30, 31].map((role) => [isOperatorRole(role), isArtistRole(role), isUserRole(role)]),
    [
      [false, false, false],
      [true, false, false],
      [true, false, false],
      [false, true, false],
      [false, true, false],
      [false, false, true],
      [false, false, true],
      [false, false, false],
    ],
  );
});

test('only a regular member may ask for a studio: not an operator, not an artist', () => {
  assert.deepEqual(
    [1, 10, 11, 20, 21, 30].map((role) => canRequestStudio(role)),
    [false, false, false, false, true, true],
  );
});
