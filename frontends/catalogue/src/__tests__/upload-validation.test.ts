import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createEn } from '../locales/create.en.js';
import { type ArtworkFormValues, addTag, artworkProblem, MAX_ARTWORK_TAGS } from '../validation/artworkForm.js';

const valid: ArtworkFormValues = {
  imageCount: 1,
  name: 'Mountain Dawn',
  mainCategory: 'painting-id',
  price: '25000',
  stock: '1',
  dimensions: { height: '', width: '', breadth: '', weight: '' },
};

/** The English text of a problem, as the toast shows it. */
function messageOf(values: ArtworkFormValues): string | null {
  const problem = artworkProblem(values);
  if (!problem) return null;
  const text = problem.key.split('.').reduce<any>((node, part) => node[part], createEn.create) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(problem.values?.[name]));
}

describe('upload and edit art checks', () => {
  it('passes a complete form', () => {
    assert.equal(artworkProblem(valid), null);
  });

  it('reports failures in the spec order, with its exact messages', () => {
    const empty: ArtworkFormValues = {
      imageCount: 0,
      name: ' ',
      mainCategory: '',
      price: '',
      stock: '',
      dimensions: { height: '300', width: '300', breadth: '300', weight: '300' },
    };
    const steps: [Partial<ArtworkFormValues>, string][] = [
      [{}, 'You have to upload at least one image'],
      [{ imageCount: 7 }, 'You can only upload 6 images'],
      [{ imageCount: 6 }, 'Name is required'],
      [{ name: 'Thangka' }, 'Please select a category.'],
      [{ mainCategory: 'painting-id' }, 'Please provide the price. Enter 0 to list as Not For Sale'],
      [{ price: '10000001' }, 'Please enter price less than or equals 10000000'],
      [{ price: '10000000' }, 'Please provide the stock amount'],
      [{ stock: '51' }, 'Please enter stock less than or equals 50'],
      [{ stock: '50' }, 'Please enter height less than or equals 240'],
    ];
    let values = empty;
    for (const [change, expected] of steps) {
      values = { ...values, ...change };
      assert.equal(messageOf(values), expected);
    }
  });

  it('checks height, width, breadth and weight against 240, 240, 120 and 240', () => {
    const dims = (d: Partial<ArtworkFormValues['dimensions']>) => ({
      ...valid,
      dimensions: { ...valid.dimensions, ...d },
    });
    assert.equal(messageOf(dims({ height: '240', width: '241' })), 'Please enter width less than or equals 240');
    assert.equal(messageOf(dims({ width: '240', breadth: '120.5' })), 'Please enter breadth less than or equals 120');
    assert.equal(messageOf(dims({ breadth: '120', weight: '240.1' })), 'Please enter weight less than or equals 100kg');
    assert.equal(messageOf(dims({ height: '240', width: '240', breadth: '120', weight: '240' })), null);
    assert.equal(messageOf(dims({ height: '-3' })), 'Please enter the height as a number');
  });

  it('takes 0 as a price (Not For Sale) and as a stock', () => {
    assert.equal(artworkProblem({ ...valid, price: '0', stock: '0' }), null);
  });

  it('refuses prices that are not whole NPR', () => {
    for (const price of ['12.5', '-1', 'abc', '1e3']) {
      assert.equal(artworkProblem({ ...valid, price })?.key, 'artworkForm.errors.priceRequired', price);
    }
  });
});

describe('artwork tags', () => {
  it('trims, drops a leading #, ignores empties and repeats', () => {
    assert.deepEqual(addTag([], '  #nepal '), ['nepal']);
    assert.deepEqual(addTag(['nepal'], 'Nepal'), ['nepal']);
    assert.deepEqual(addTag(['nepal'], '   '), ['nepal']);
    assert.deepEqual(addTag(['nepal'], 'थाङ्का'), ['nepal', 'थाङ्का']);
  });

  it('locks at 10 tags', () => {
    const ten = Array.from({ length: MAX_ARTWORK_TAGS }, (_, i) => `tag${i}`);
    assert.equal(addTag(ten, 'one more').length, 10);
  });
});
