import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCount, formatNpr } from '@art/prices';

describe('prices and counts', () => {
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

  it('writes a language it does not know as English', () => {
    assert.equal(formatNpr(1500000, 'fr'), 'NPR 15,00,000');
    assert.equal(formatNpr(1500000, 'ne-NP'), 'NPR १५,००,०००');
  });
});
