import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogueKeys } from '../catalogueKeys.js';
import { nextSkip, shouldFallBackToNew, sortOptions } from '../hooks/listingPaging.js';

const page = (count: number, total: number) => ({ total, items: Array.from({ length: count }) });

describe('infinite scroll paging', () => {
  it('adds the page size to skip while the total is not reached', () => {
    assert.equal(nextSkip([page(15, 40)], 15), 15);
    assert.equal(nextSkip([page(15, 40), page(15, 40)], 15), 30);
  });

  it('stops at the total', () => {
    assert.equal(nextSkip([page(15, 40), page(15, 40), page(10, 40)], 15), undefined);
    assert.equal(nextSkip([page(15, 15)], 15), undefined);
  });

  it('stops on an empty page even if the total says more', () => {
    assert.equal(nextSkip([page(15, 40), page(0, 40)], 15), undefined);
    assert.equal(nextSkip([], 15), undefined);
  });
});

describe('listing filters', () => {
  const base = { category: 'painting', sort: 'new' as const, price: [0, 5_000_000] as const };

  it('gives another key (so skip 0 again) when sort, price or category changes', () => {
    const key = JSON.stringify(catalogueKeys.listing('gallery', base, ''));
    const changed = [
      { ...base, sort: 'pricelow' as const },
      { ...base, price: [500, 5_000_000] as const },
      { ...base, category: 'sculpture' },
    ].map((filters) => JSON.stringify(catalogueKeys.listing('gallery', filters, '')));
    for (const other of changed) assert.notEqual(other, key);
    assert.notEqual(JSON.stringify(catalogueKeys.listing('store', base, '')), key);
  });

  it('offers Recommended only to a signed-in viewer', () => {
    assert.deepEqual(sortOptions(false), ['new', 'pricehigh', 'pricelow']);
    assert.deepEqual(sortOptions(true), ['new', 'pricehigh', 'pricelow', 'recommended']);
  });

  it('falls back to new when the first Recommended page is empty', () => {
    assert.equal(shouldFallBackToNew('recommended', 0, 0), true);
    assert.equal(shouldFallBackToNew('recommended', 0, 3), false);
    assert.equal(shouldFallBackToNew('recommended', 15, 0), false);
    assert.equal(shouldFallBackToNew('new', 0, 0), false);
  });
});
