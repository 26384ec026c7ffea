import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artworkAvailabilityText, artworkPriceText, SUPPORTED_LANGUAGES, uiResources } from '@art/ui';

const piece = { price: 25000, availability: 'for-sale' as const };

describe('artwork price tag', () => {
  it('is NPR with grouped digits, upper-cased, Devanagari digits in ne', () => {
    assert.equal(artworkPriceText(25000, 'en'), 'NPR 25,000');
    assert.equal(artworkPriceText(5_000_000, 'zh'), 'NPR 5,000,000');
    assert.equal(artworkPriceText(1500, 'ne'), 'NPR १,५००');
    assert.equal(artworkPriceText(0, 'en'), null);
  });

  it('shows the price only for a piece for sale; otherwise the words of its state', () => {
    assert.deepEqual(artworkAvailabilityText(piece, 'en'), {
      availability: 'for-sale',
      price: 'NPR 25,000',
      key: null,
    });
    assert.equal(artworkAvailabilityText({ ...piece, availability: 'on-hold' }, 'en').key, 'availability.onHold');
    assert.equal(artworkAvailabilityText({ ...piece, availability: 'sold' }, 'en').key, 'availability.sold');
    assert.equal(artworkAvailabilityText({ ...piece, availability: 'sold' }, 'en').price, null);
    assert.equal(
      artworkAvailabilityText({ price: 100, availability: 'not-for-sale' }, 'en').key,
      'availability.notForSale',
    );
    assert.equal(artworkAvailabilityText({ price: 0, availability: 'for-sale' }, 'en').key, 'availability.notForSale');
  });

  it('has its words in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const words = uiResources[language].availability as Record<string, string>;
      for (const key of ['onHold', 'sold', 'notForSale']) assert.ok(words[key], `${language} ${key}`);
    }
    assert.deepEqual(uiResources.en.availability, { onHold: 'On hold', sold: 'Sold', notForSale: 'Not for sale' });
  });
});
