import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArtworkFormInput } from '../../../src/modules/artworks/rules.js';
import { validateArtworkForm } from '../../../src/modules/artworks/rules.js';

const PAINTING = 'c0a80001-0000-4000-8000-000000000001';
const OIL = 'c0a80002-0000-4000-8000-000000000001';
const known = new Set([PAINTING, OIL]);

type Fields = Omit<ArtworkFormInput, 'image' | 'images'>;

function form(overrides: Partial<Fields> = {}): Fields {
  return {
    name: 'Evening at Phewa',
    description: 'Oil on canvas',
    categories: [PAINTING],
    tags: [],
    price: '25000',
    stock: '1',
    attributes: {},
    oldImages: [],
    ...overrides,
  };
}

function problemOf(fields: Fields, imageCount = 1): string | null {
  const result = validateArtworkForm(fields, { imageCount, imageLimit: 6, categoryExists: (id) => known.has(id) });
  return 'problem' in result ? result.problem : null;
}

describe('validateArtworkForm: the spec’s order', () => {
  it('answers the image rule before everything else', () => {
    const empty = form({ name: '', categories: [], price: '', stock: '' });
    assert.equal(problemOf(empty, 0), 'You have to upload at least one image');
    assert.equal(problemOf(empty, 7), 'You can only upload 6 images');
    assert.equal(problemOf(empty, 1), 'Name is required');
  });

  it('then name, category, price, stock, dimensions, tags', () => {
    let fields = form({
      name: '  ',
      categories: [],
      price: '',
      stock: '',
      attributes: { height: '241' },
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    const seen: string[] = [];
    for (const fix of [
      { name: 'Evening' },
      { categories: [PAINTING] },
      { price: '0' },
      { stock: '0' },
      { attributes: {} },
      { tags: [] },
    ] as Partial<Fields>[]) {
      seen.push(problemOf(fields) as string);
      fields = { ...fields, ...fix };
    }
    assert.deepEqual(seen, [
      'Name is required',
      'Please select a category.',
      'Please provide the price. Enter 0 to list as Not For Sale',
      'Please provide the stock amount',
      'Please enter height less than or equals 240',
      'You can add at most 10 tags',
    ]);
    assert.equal(problemOf(fields), null);
  });

  it('checks dimensions as height, width, breadth, weight', () => {
    const all = { height: '999', width: '999', breadth: '999', weight: '999' };
    assert.equal(problemOf(form({ attributes: all })), 'Please enter height less than or equals 240');
    assert.equal(
      problemOf(form({ attributes: { ...all, height: '1' } })),
      'Please enter width less than or equals 240',
    );
    assert.equal(
      problemOf(form({ attributes: { ...all, height: '1', width: '1' } })),
      'Please enter breadth less than or equals 120',
    );
    assert.equal(
      problemOf(form({ attributes: { height: '1', width: '1', breadth: '1', weight: '999' } })),
      'Please enter weight less than or equals 100kg',
    );
  });
});

describe('validateArtworkForm: limits at their boundaries', () => {
  const cases: [Partial<Fields>, string | null][] = [
    [{ price: '10000000' }, null],
    [{ price: '10000001' }, 'Please enter price less than or equals 10000000'],
    [{ price: '0' }, null],
    [{ price: '-1' }, 'Please enter the price as a whole number of NPR, 0 or more'],
    [{ price: '12.5' }, 'Please enter the price as a whole number of NPR, 0 or more'],
    [{ price: 'abc' }, 'Please enter the price as a whole number of NPR, 0 or more'],
    [{ stock: '50' }, null],
    [{ stock: '51' }, 'Please enter stock less than or equals 50'],
    [{ stock: '-3' }, 'Please enter the stock as a whole number, 0 or more'],
    [{ attributes: { height: '240' } }, null],
    [{ attributes: { height: '241' } }, 'Please enter height less than or equals 240'],
    [{ attributes: { height: '240.5' } }, 'Please enter height less than or equals 240'],
    [{ attributes: { width: '240' } }, null],
    [{ attributes: { width: '241' } }, 'Please enter width less than or equals 240'],
    [{ attributes: { breadth: '120' } }, null],
    [{ attributes: { breadth: '121' } }, 'Please enter breadth less than or equals 120'],
    [{ attributes: { weight: '240' } }, null],
    [{ attributes: { weight: '241' } }, 'Please enter weight less than or equals 100kg'],
    [{ attributes: { weight: 'heavy' } }, 'Please enter weight as a number, 0 or more'],
    [{ attributes: { height: '-1' } }, 'Please enter height as a number, 0 or more'],
    [{ tags: Array.from({ length: 10 }, (_, i) => `tag${i}`) }, null],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'You can add at most 10 tags'],
    [{ categories: ['c0a80009-0000-4000-8000-000000000001'] }, 'Please select a category.'],
    [{ categories: [PAINTING, 'not-a-category'] }, 'Please select a category.'],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
  ];
  for (const [overrides, expected] of cases) {
    it(`${JSON.stringify(overrides).slice(0, 80)} → ${expected ?? 'accepted'}`, () => {
      assert.equal(problemOf(form(overrides)), expected);
    });
  }

  it('takes exactly the configured number of images', () => {
    assert.equal(problemOf(form(), 6), null);
    assert.equal(problemOf(form(), 7), 'You can only upload 6 images');
    const result = validateArtworkForm(form(), { imageCount: 4, imageLimit: 3, categoryExists: () => true });
    assert.deepEqual(result, { problem: 'You can only upload 3 images' });
  });
});

describe('validateArtworkForm: what it keeps', () => {
  it('trims, removes repeated tags and categories, and reads numbers', () => {
    const result = validateArtworkForm(
      form({
        name: '  Evening  ',
        categories: [PAINTING, OIL, PAINTING],
        tags: [' lake ', 'Lake', '', 'pokhara'],
        price: ' 25000 ',
        attributes: { height: '24.5', width: '', weight: '3' },
      }),
      { imageCount: 1, imageLimit: 6, categoryExists: (id) => known.has(id) },
    );
    assert.ok('input' in result);
    assert.deepEqual(result.input, {
      name: 'Evening',
      description: 'Oil on canvas',
      categoryIds: [PAINTING, OIL],
      tags: ['lake', 'pokhara'],
      price: 25000,
      stock: 1,
      attributes: { height: 24.5, width: null, breadth: null, weight: 3 },
    });
  });
});
