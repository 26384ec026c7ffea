import assert from 'node:assert/strict';
import { test } from 'node:test';
import { availabilityOf } from '../src/artwork-availability.js';

const artist = { kind: 'artist' as const, price: 25_000, stock: 1, held: 0 };

test('an artist’s priced piece with stock is for sale', () => {
  assert.equal(availabilityOf(artist), 'for-sale');
  assert.equal(availabilityOf({ ...artist, stock: 2, held: 1 }), 'for-sale');
});

test('every piece held by an unpaid or unconfirmed order is on hold, not sold', () => {
  assert.equal(availabilityOf({ ...artist, stock: 0, held: 1 }), 'on-hold');
});

test('no piece left and none held is sold', () => {
  assert.equal(availabilityOf({ ...artist, stock: 0, held: 0 }), 'sold');
});

test('price 0, user art and a piece kept out of the store are not for sale', () => {
  assert.equal(availabilityOf({ ...artist, price: 0 }), 'not-for-sale');
  // A member's own art shown at NPR 100 cannot be bought: it says so instead of offering Buy.
  assert.equal(availabilityOf({ ...artist, kind: 'user', price: 100 }), 'not-for-sale');
  assert.equal(availabilityOf({ ...artist, kind: 'user', price: 100, stock: 0 }), 'not-for-sale');
  assert.equal(availabilityOf({ ...artist, inStore: false }), 'not-for-sale');
});
