import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstFreeSlug, romanizeDevanagari, slugBase } from '../../../src/modules/accounts/slug.js';

describe('slugBase', () => {
  const cases: [string, string][] = [
    ['राम बहादुर', 'ram-bahadur'],
    ['हरि प्रसाद शर्मा', 'hari-prasad-sharma'],
    ['गीता थापा', 'gita-thapa'],
    ['अञ्जना गुरुङ', 'anjana-gurung'],
    ['कृष्ण', 'krishna'],
    ['संजय', 'sanjay'],
    ['ज्ञानेन्द्र', 'gyanendra'],
    ['王小明', 'wang-xiao-ming'],
    ['Sita  Shrestha!', 'sita-shrestha'],
    ['Ängström Café', 'angstrom-cafe'],
    ['Ram 2', 'ram-2'],
    ['😀🎨', 'user'],
    ['', 'user'],
    ['---', 'user'],
  ];
  for (const [name, slug] of cases) {
    it(`makes "${slug}" of "${name}"`, () => assert.equal(slugBase(name), slug));
  }

  it('keeps slugs short and never ends them with a dash', () => {
    const slug = slugBase(`${'a'.repeat(59)} bcd`);
    assert.ok(slug.length <= 60);
    assert.doesNotMatch(slug, /-$/);
  });

  it('only ever makes lowercase latin letters, digits and single dashes', () => {
    for (const name of ['नेपाल कला', 'Ram_Art Studio', '李 娜', 'Ṛṣi'])
      assert.match(slugBase(name), /^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('romanizeDevanagari', () => {
  it('leaves other scripts alone and converts Devanagari digits', () => {
    assert.equal(romanizeDevanagari('Studio २०८०'), 'Studio 2080');
  });
});

describe('firstFreeSlug', () => {
  it('takes the base when free, else the first free numbered one', () => {
    assert.equal(firstFreeSlug('sita', []), 'sita');
    assert.equal(firstFreeSlug('sita', ['sita']), 'sita-2');
    assert.equal(firstFreeSlug('sita', ['sita', 'sita-2', 'sita-4']), 'sita-3');
  });
});
