import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardName, descriptionPreview, dimensionsOf, isDescriptionCut } from '../Components/browse/artworkText.js';

describe('description cut', () => {
  const long = 'a'.repeat(151);
  it('cuts after 150 characters with an ellipsis', () => {
    assert.equal(isDescriptionCut(long), true);
    assert.equal(descriptionPreview(long), `${'a'.repeat(150)}...`);
  });

  it('leaves 150 characters whole', () => {
    const exact = 'b'.repeat(150);
    assert.equal(isDescriptionCut(exact), false);
    assert.equal(descriptionPreview(exact), exact);
  });

  it('counts Devanagari by code point, not by UTF-16 unit', () => {
    const nepali = 'क'.repeat(150);
    assert.equal(isDescriptionCut(nepali), false);
    assert.equal(isDescriptionCut(`${nepali}ख`), true);
  });
});

describe('card name', () => {
  it('cuts names longer than 20 characters', () => {
    assert.equal(cardName('Sunrise over the Himalaya'), 'Sunrise over the Him...');
    assert.equal(cardName('Twenty characters!!!'), 'Twenty characters!!!');
  });
});

describe('dimensions', () => {
  const none = { width: null, height: null, breadth: null, weight: null };
  it('is null when neither height nor width is known', () => {
    assert.equal(dimensionsOf(none, 'en'), null);
  });

  it('gives height and width in the language digits', () => {
    assert.deepEqual(dimensionsOf({ ...none, height: 24, width: 36 }, 'en'), { height: '24', width: '36' });
    assert.deepEqual(dimensionsOf({ ...none, height: 24, width: null }, 'ne'), { height: '२४', width: null });
  });
});
