import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { availabilityOfArtwork, isBuyable } from '../Components/browse/availability.js';

const piece = { price: 25000, availability: 'for-sale' as const };

describe('availability', () => {
  it('takes the catalogue’s answer when it gave one', () => {
    assert.equal(availabilityOfArtwork({ ...piece, availability: 'on-hold' }), 'on-hold');
    assert.equal(availabilityOfArtwork({ ...piece, availability: 'sold' }), 'sold');
  });

  it('shows a not-for-sale piece as such, whatever its price (user art at NPR 100)', () => {
    assert.equal(availabilityOfArtwork({ price: 100, availability: 'not-for-sale' }), 'not-for-sale');
    assert.equal(isBuyable({ price: 100, availability: 'not-for-sale' }), false);
  });

  it('offers Buy Artwork only while the piece is for sale', () => {
    assert.equal(isBuyable(piece), true);
    assert.equal(isBuyable({ ...piece, availability: 'on-hold' }), false);
    assert.equal(isBuyable({ ...piece, availability: 'sold' }), false);
    assert.equal(isBuyable({ price: 100, availability: 'not-for-sale' }), false);
  });
});
