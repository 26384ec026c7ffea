import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { availabilityOfArtwork, availabilityText, isBuyable } from '../Components/browse/availability.js';
import { browseEn } from '../locales/browse.en.js';

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

  it('shows the price only for a piece for sale; otherwise the words of its state', () => {
    assert.deepEqual(availabilityText(piece, 'en'), { availability: 'for-sale', price: 'NPR 25,000', key: null });
    assert.deepEqual(availabilityText({ ...piece, availability: 'on-hold' }, 'en'), {
      availability: 'on-hold',
      price: null,
      key: 'availability.onHold',
    });
    assert.deepEqual(availabilityText({ ...piece, availability: 'sold' }, 'en'), {
      availability: 'sold',
      price: null,
      key: 'availability.sold',
    });
    assert.equal(availabilityText({ price: 100, availability: 'not-for-sale' }, 'en').key, 'artwork.notForSale');
    assert.equal(browseEn.browse.availability.onHold, 'On hold');
    assert.equal(browseEn.browse.availability.sold, 'Sold');
  });

  it('offers Buy Artwork only while the piece is for sale', () => {
    assert.equal(isBuyable(piece), true);
    assert.equal(isBuyable({ ...piece, availability: 'on-hold' }), false);
    assert.equal(isBuyable({ ...piece, availability: 'sold' }), false);
    assert.equal(isBuyable({ price: 100, availability: 'not-for-sale' }), false);
  });
});
