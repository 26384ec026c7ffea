import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  columnsFor,
  configureMedia,
  cutText,
  DEFAULT_MEDIA_BUCKETS,
  fallbackMediaUrl,
  formatCount,
  formatNpr,
  GALLERY_COLUMNS,
  hasPicture,
  LIKED_MASONRY_COLUMNS,
  masonryRowSpan,
  PROFILE_MASONRY_COLUMNS,
} from '@art/ui';

describe('formatting', () => {
  it('writes prices and counts as @art/prices does (lakh and crore in en and ne, Western in zh)', () => {
    assert.equal(formatNpr(1500000, 'en'), 'NPR 15,00,000');
    assert.equal(formatNpr(1500000, 'ne'), 'NPR १५,००,०००');
    assert.equal(formatNpr(1500000, 'zh'), 'NPR 1,500,000');
    assert.equal(formatCount(42, 'ne'), '४२');
  });

  it('cuts by characters, not UTF-16 units', () => {
    assert.equal(cutText('Ramesh Bahadur Shrestha', 18), 'Ramesh Bahadur Shr...');
    assert.equal(cutText('short', 18), 'short');
  });
});

describe('pictures', () => {
  it('treats empty and "undefined" as no picture', () => {
    assert.equal(hasPicture(''), false);
    assert.equal(hasPicture('undefined'), false);
    assert.equal(hasPicture(undefined), false);
    assert.equal(hasPicture('/media/art-images/a.webp'), true);
  });

  it('derives the fallback bucket URL', () => {
    // The shape the identity service returns (docs/api-identity.md, @art/kit storage).
    assert.equal(
      fallbackMediaUrl('/media/art-images/users/ab12/picture/f00-picture.webp'),
      '/media/art-images-fallback/users/ab12/picture/f00-picture.webp',
    );
    assert.equal(
      fallbackMediaUrl('https://shop.example/media/art-images/u/1.webp?v=2'),
      'https://shop.example/media/art-images-fallback/u/1.webp?v=2',
    );
    // Already the fallback, or not one of our images: nothing more to try.
    assert.equal(fallbackMediaUrl('/media/art-images-fallback/u/1.webp'), null);
    assert.equal(fallbackMediaUrl('https://elsewhere/x.jpg'), null);
  });

  it('follows configureMedia() when the gateway uses other buckets', () => {
    configureMedia({ primaryBucket: 'pics', fallbackBucket: 'pics-backup' });
    try {
      assert.equal(fallbackMediaUrl('/media/pics/u/1.webp'), '/media/pics-backup/u/1.webp');
      assert.equal(fallbackMediaUrl('/media/art-images/u/1.webp'), null);
    } finally {
      configureMedia({ primaryBucket: DEFAULT_MEDIA_BUCKETS.primary, fallbackBucket: DEFAULT_MEDIA_BUCKETS.fallback });
    }
  });
});

describe('grid breakpoints', () => {
  it('gallery: 5, 4 below 1199, 3 below 667, 2 below 481', () => {
    assert.deepEqual(
      [1440, 1198, 666, 480].map((w) => columnsFor(w, GALLERY_COLUMNS)),
      [5, 4, 3, 2],
    );
  });
  it('profile masonry: 4 at 1440 and 1199, 3 below 1199, 2 below 481', () => {
    assert.deepEqual(
      [1440, 1199, 1198, 480].map((w) => columnsFor(w, PROFILE_MASONRY_COLUMNS)),
      [4, 4, 3, 2],
    );
  });
  it('liked masonry: 1, 2, 3 at 350, 750, 900', () => {
    assert.deepEqual(
      [360, 750, 900].map((w) => columnsFor(w, LIKED_MASONRY_COLUMNS)),
      [1, 2, 3],
    );
  });
  it('ordered masonry: an item spans the rows of its height and the gap below it', () => {
    assert.equal(masonryRowSpan(300, 16), 79);
    assert.equal(masonryRowSpan(0, 0), 1);
    assert.equal(masonryRowSpan(-5, 8), 2);
  });
});
