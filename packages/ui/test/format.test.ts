import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GALLERY_COLUMNS, LIKED_MASONRY_COLUMNS, PROFILE_MASONRY_COLUMNS, columnsFor, cutText, fallbackMediaUrl, formatCount, formatNpr, hasPicture } from '@art/ui';

describe('formatting', () => {
  it('formats NPR with Devanagari digits in ne', () => {
    assert.equal(formatNpr(1234567, 'en'), 'NPR 1,234,567');
    assert.equal(formatNpr(1000, 'ne'), 'NPR १,०००');
    assert.equal(formatCount(42, 'ne'), '४२');
    assert.equal(formatCount(1500, 'zh'), '1,500');
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
    assert.equal(hasPicture('/media/art-media/a.jpg'), true);
  });

  it('derives the fallback bucket URL', () => {
    assert.equal(fallbackMediaUrl('/media/art-media/u/1.jpg'), '/media/art-media-fallback/u/1.jpg');
    assert.equal(fallbackMediaUrl('https://elsewhere/x.jpg'), null);
  });
});

describe('grid breakpoints', () => {
  it('gallery: 5, 4 below 1199, 3 below 667, 2 below 481', () => {
    assert.deepEqual([1440, 1198, 666, 480].map((w) => columnsFor(w, GALLERY_COLUMNS)), [5, 4, 3, 2]);
  });
  it('profile masonry: 4 at 1440 and 1199, 3 below 1199, 2 below 481', () => {
    assert.deepEqual([1440, 1199, 1198, 480].map((w) => columnsFor(w, PROFILE_MASONRY_COLUMNS)), [4, 4, 3, 2]);
  });
  it('liked masonry: 1, 2, 3 at 350, 750, 900', () => {
    assert.deepEqual([360, 750, 900].map((w) => columnsFor(w, LIKED_MASONRY_COLUMNS)), [1, 2, 3]);
  });
});
