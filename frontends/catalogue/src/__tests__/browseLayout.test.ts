import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { columnsFor } from '@art/ui';
import {
  LIKED_COLUMNS,
  LISTING_COLUMNS,
  SIMILAR_COLUMNS,
  similarGutter,
  visibleFeatured,
} from '../Components/browse/browseLayout.js';

describe('grid columns by window width', () => {
  it('gallery and store: 5, 4 below 1199, 3 below 667, 2 below 481', () => {
    const at = (width: number) => columnsFor(width, LISTING_COLUMNS);
    assert.deepEqual([1440, 1199, 1198, 667, 666, 481, 480, 320].map(at), [5, 5, 4, 4, 3, 3, 2, 2]);
  });

  it('similar artworks: 3, 2 below 991, with a gutter of 14 or 10', () => {
    assert.deepEqual(
      [1280, 991, 990, 360].map((width) => columnsFor(width, SIMILAR_COLUMNS)),
      [3, 3, 2, 2],
    );
    assert.deepEqual([991, 990].map(similarGutter), [14, 10]);
  });

  it('liked artworks: 1, 2, 3 columns at 350, 750, 900', () => {
    const at = (width: number) => columnsFor(width, LIKED_COLUMNS);
    assert.deepEqual([300, 350, 749, 750, 899, 900, 1600].map(at), [1, 1, 1, 2, 2, 3, 3]);
  });
});

describe('featured artworks on the home page', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => index);

  it('shows at most 11 on a wide screen', () => {
    assert.deepEqual(visibleFeatured(twenty, false, false), twenty.slice(0, 11));
  });

  it('starts with 3 on mobile and shows the row after Show More', () => {
    assert.deepEqual(visibleFeatured(twenty, true, false), [0, 1, 2]);
    assert.equal(visibleFeatured(twenty, true, true).length, 11);
    assert.deepEqual(visibleFeatured([7, 8], true, false), [7, 8]);
  });
});
