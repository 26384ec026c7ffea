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
  it('formats NPR in lakh and crore in en and ne (Devanagari digits), Western grouping in zh', () => {
    assert.equal(formatNpr(1500000, 'en'), 'NPR 15,00,000');
    assert.equal(formatNpr(123456789, 'en'), 'NPR 12,34,56,789');
    assert.equal(formatNpr(1500000, 'ne'), 'NPR १५,००,०००');
    assert.equal(formatNpr(1500000, 'zh'), 'NPR 1,500,000');
    assert.equal(formatNpr(1000), 'NPR 1,000');
    assert.equal(formatNpr(1000, 'ne'), 'NPR १,०००');
    assert.equal(formatCount(42, 'ne'), '४२');
    assert.equal(formatCount(1500, 'zh'), '1,500');
  });

  it('writes every whole number as Intl.NumberFormat does in each language, without making one', () => {
    const locales = { en: 'en-IN', ne: 'ne-NP-u-nu-deva', zh: 'zh-CN' };
    const numbers = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000];
    // Numbers of every length up to 16 digits, with varied digits (a fixed sequence: the same each run).
    for (let k = 1; k <= 300; k++) numbers.push(Math.floor(Math.abs(Math.sin(k)) * 10 ** (k % 16)));
    numbers.push(Number.MAX_SAFE_INTEGER, 2.5, 1499.5, 12_345.49, -1, -150_000, -2.5);
    for (const [language, locale] of Object.entries(locales)) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of numbers) {
        assert.equal(formatCount(value, language), intl.format(value), `${value} in ${language}`);
        assert.equal(formatNpr(value, language), `NPR ${intl.format(value)}`, `NPR ${value} in ${language}`);
      }
    }
    // What is not a safe whole number is Intl's own answer.
    assert.equal(formatCount(Number.NaN, 'en'), new Intl.NumberFormat('en-IN').format(Number.NaN));
    assert.equal(formatCount(1e21, 'zh'), new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 }).format(1e21));
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
