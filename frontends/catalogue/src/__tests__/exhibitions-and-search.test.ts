import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exhibitionPath, exhibitionSlugOf } from '../Components/exhibitions/exhibitionAddress.js';
import { pageCount, pageItems, sliderColumns } from '../Components/exhibitions/exhibitionSlider.js';
import { searchPath, searchTermOf } from '../Components/search/searchTerm.js';
import { inquiryProblems } from '../validation/inquiry.js';

describe('exhibition listing slider', () => {
  it('shows 2 columns, or 1 at 769 px and narrower', () => {
    assert.equal(sliderColumns(770), 2);
    assert.equal(sliderColumns(769), 1);
    assert.equal(sliderColumns(360), 1);
  });

  it('pages four exhibitions at a time', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    assert.equal(pageCount(items.length), 3);
    assert.equal(pageCount(0), 1);
    assert.deepEqual(pageItems(items, 0), [1, 2, 3, 4]);
    assert.deepEqual(pageItems(items, 2), [9]);
    assert.deepEqual(pageItems(items, 7), [9], 'a page past the end shows the last one');
  });
});

describe('exhibition addresses', () => {
  it('opens an exhibition by its id and reads it back from the path', () => {
    const path = exhibitionPath({ _id: '6a1f0c2e-0000-4000-8000-000000000001' });
    assert.equal(path, '/exhibition-6a1f0c2e-0000-4000-8000-000000000001');
    assert.equal(exhibitionSlugOf(path), '6a1f0c2e-0000-4000-8000-000000000001');
    assert.equal(exhibitionSlugOf('/exhibition-spring-light/'), 'spring-light');
    assert.equal(exhibitionSlugOf('/exhibitions'), '');
  });
});

describe('search terms', () => {
  it('round-trips Devanagari, Chinese and reserved characters through the results address', () => {
    for (const term of ['थाङ्का', '山水', 'a/b?c', '100%']) {
      const param = searchPath(term).slice('/search/'.length);
      assert.equal(searchTermOf(param), term);
    }
    assert.equal(searchTermOf('100%'), '100%', 'a lone % is kept');
  });
});

describe('inquiry form', () => {
  it('requires full name, e-mail, phone and message', () => {
    assert.deepEqual(inquiryProblems({ name: ' ', email: '', phone: '', message: '' }), {
      name: 'inquiry.errors.nameRequired',
      email: 'inquiry.errors.emailRequired',
      phone: 'inquiry.errors.phoneRequired',
      message: 'inquiry.errors.messageRequired',
    });
    assert.deepEqual(inquiryProblems({ name: 'Sita', email: 'sita@', phone: '9800000000', message: 'Price?' }), {
      email: 'inquiry.errors.emailInvalid',
    });
    assert.deepEqual(
      inquiryProblems({ name: 'Sita', email: 'sita@example.com', phone: '9800000000', message: 'Price?' }),
      {},
    );
  });
});
