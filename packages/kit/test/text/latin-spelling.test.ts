import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { latinSpelling } from '../../src/text/latin-spelling.js';

describe('latinSpelling', () => {
  it('spells Nepali names the way they are written in Latin letters', () => {
    assert.equal(latinSpelling('रमेश'), 'ramesh');
    assert.equal(latinSpelling('सुनिता'), 'sunita');
    assert.equal(latinSpelling('पेमा'), 'pema');
    assert.equal(latinSpelling('थाङ्का'), 'thangka');
    assert.equal(latinSpelling('राम बहादुर'), 'ram bahadur');
  });

  it('spells Chinese as pinyin syllables', () => {
    assert.equal(latinSpelling('山水'), 'shan shui');
    assert.equal(latinSpelling('李明'), 'li ming');
  });

  it('keeps Latin words, lower-cased and without accents or punctuation', () => {
    assert.equal(latinSpelling('Café Thangka!'), 'cafe thangka');
    assert.equal(latinSpelling('  '), '');
  });
});
