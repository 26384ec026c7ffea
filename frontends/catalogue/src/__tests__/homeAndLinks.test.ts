import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOwnArtwork, profilePathFor } from '../Components/browse/links.js';
import { isWholeRange, normalizePriceRange, sliderTop } from '../Components/browse/priceRange.js';
import { bannerRatio, wrapIndex } from '../Components/browse/slider.js';

describe('home banner', () => {
  it('wraps around both ends', () => {
    assert.equal(wrapIndex(2, 1, 3), 0);
    assert.equal(wrapIndex(0, -1, 3), 2);
    assert.equal(wrapIndex(1, 1, 3), 2);
    assert.equal(wrapIndex(0, 1, 0), 0);
  });

  it('is 3.2 wide above 999 px, else 426/230', () => {
    assert.equal(bannerRatio(1000), 3.2);
    assert.equal(bannerRatio(999), 426 / 230);
  });
});

describe('price range slider', () => {
  it('snaps to steps of 500 inside 0 and the top', () => {
    assert.deepEqual(normalizePriceRange(1234, 9_000_000, 8_000_000), [1000, 8_000_000]);
    assert.deepEqual(normalizePriceRange(-10, 750, 8_000_000), [0, 1000]);
  });

  it('reaches the dearest work on show (an NPR 8,000,000 piece is inside), before it is known the upload limit', () => {
    assert.equal(sliderTop(8_000_000), 8_000_000);
    assert.equal(sliderTop(8_000_001), 8_000_500);
    assert.equal(sliderTop(0), 500);
    assert.equal(sliderTop(undefined), 10_000_000);
    assert.equal(isWholeRange([0, 8_000_000], sliderTop(8_000_000)), true);
    assert.equal(isWholeRange([0, 5_000_000], sliderTop(8_000_000)), false);
  });

  it('keeps the low end at or below the high end', () => {
    assert.deepEqual(normalizePriceRange(9000, 2000), [2000, 9000]);
  });
});

describe('artist profile link', () => {
  const studio = { _id: 'a1', slug: 'sita-studio', role: 11 };
  const member = { _id: 'u1', slug: 'ram', role: 21 };

  it('goes to the viewer own profile for their own work', () => {
    assert.equal(profilePathFor(studio, 'a1'), '/profile/sita-studio');
    assert.equal(isOwnArtwork(studio, 'a1'), true);
  });

  it('goes to the studio page for artist roles 11 to 20, else the user page', () => {
    assert.equal(profilePathFor(studio, 'x'), '/studios/sita-studio');
    assert.equal(profilePathFor({ ...studio, role: 20 }, null), '/studios/sita-studio');
    assert.equal(profilePathFor(member, null), '/user/ram');
    assert.equal(isOwnArtwork(studio, null), false);
  });
});
