import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artworkSlugBase } from '../../../src/modules/artworks/rules.js';

describe('artworkSlugBase', () => {
  const cases: [string, string][] = [
    ['Evening at Phewa', 'evening-at-phewa'],
    ['बुद्धको मुस्कान', 'buddhako-muskan'],
    ['山水画', 'shan-shui-hua'],
    ['🎨✨', 'artwork'],
    ['', 'artwork'],
  ];
  for (const [name, slug] of cases) {
    it(`"${name}" → ${slug}`, () => assert.equal(artworkSlugBase(name), slug));
  }

  it('only ever makes lowercase latin letters, digits and single dashes', () => {
    for (const name of ['नेपाली कला २०८०', 'Thangka: Green Tara!', '李 娜 的画'])
      assert.match(artworkSlugBase(name), /^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
