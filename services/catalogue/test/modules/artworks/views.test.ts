import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArtworkRow } from '../../../src/db/schema.js';
import { priceField, toArtworkView } from '../../../src/modules/artworks/views.js';

const row = {
  id: '2b0c5a52-6f3e-4a49-9d6b-0d9f1c6e1a01',
  slug: 'evening-at-phewa',
  name: 'Evening at Phewa',
  description: 'Oil on canvas',
  price: '25000',
  stock: 2,
  held: 0,
  in_store: true,
  kind: 'artist',
  author_id: '7d1f0f6e-2a51-4c36-9d1a-1b9c0e5b7a02',
  image: null,
  images: [],
  categories: [
    { _id: 'c1', name: 'Painting', slug: 'painting' },
    { _id: 'c2', name: 'Oil', slug: 'oil-painting', parent: 'c1' },
  ],
  tags: ['lake'],
  width: '36',
  height: '24.5',
  breadth: null,
  weight: null,
  likes_count: 3,
  comments_count: 1,
  views: 10,
  created_at: new Date('2024-05-01T10:00:00Z'),
} as unknown as ArtworkRow;

describe('toArtworkView', () => {
  it('shows the price text, numbers for numeric columns and an ISO date', () => {
    const view = toArtworkView(row, null, { viewerLiked: true });
    assert.equal(view.priceField, 'NPR 25000');
    assert.equal(view.price, 25000);
    assert.deepEqual(view.attributes, { width: 36, height: 24.5, breadth: null, weight: null });
    assert.equal(view.createdAt, '2024-05-01T10:00:00.000Z');
    assert.equal(view.liked, true);
    assert.deepEqual(view.categories[1], { _id: 'c2', name: 'Oil', slug: 'oil-painting', parent: 'c1' });
    assert.equal(Object.hasOwn(view.categories[0], 'parent'), false);
  });

  it('says NOT FOR SALE for a price of 0 and leaves the description out of listings', () => {
    const view = toArtworkView({ ...row, price: '0' }, null, { withDescription: false });
    assert.equal(view.priceField, 'NOT FOR SALE');
    assert.equal(view.description, '');
    assert.equal(view.liked, false);
  });

  it('puts a placeholder author with an empty name when the user is not known yet', () => {
    assert.deepEqual(toArtworkView(row, undefined).author, {
      _id: row.author_id,
      name: '',
      slug: '',
      role: 0,
      picture: '',
      verifiedArtist: false,
    });
    const author = {
      id: row.author_id,
      name: 'Sita',
      slug: 'sita',
      role: 12,
      picture: 'p.webp',
      verified_artist: true,
    };
    assert.deepEqual(toArtworkView(row, author).author, {
      _id: row.author_id,
      name: 'Sita',
      slug: 'sita',
      role: 12,
      picture: 'p.webp',
      verifiedArtist: true,
    });
  });

  it('says whether the piece can be bought: for sale, on hold, sold, not for sale', () => {
    const availability = (fields: Partial<ArtworkRow>) => toArtworkView({ ...row, ...fields }, null).availability;
    assert.equal(availability({ stock: 2, held: 0 }), 'for-sale');
    assert.equal(availability({ stock: 1, held: 1 }), 'for-sale', 'a piece left beside a held one');
    assert.equal(availability({ stock: 0, held: 1 }), 'on-hold');
    assert.equal(availability({ stock: 0, held: 0, in_store: false }), 'sold');
    assert.equal(availability({ price: '0', in_store: false }), 'not-for-sale');
    assert.equal(availability({ kind: 'user', price: '25000', in_store: false }), 'not-for-sale', 'user art priced');
    assert.equal(availability({ kind: 'user', price: '25000', stock: 0, held: 1 }), 'not-for-sale');
  });

  it('priceField', () => {
    assert.equal(priceField(1000), 'NPR 1000');
    assert.equal(priceField(0), 'NOT FOR SALE');
  });
});
