import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offersReportAndBlock } from '../Components/browse/links.js';
import { browseEn } from '../locales/browse.en.js';
import { browseNe } from '../locales/browse.ne.js';
import { browseZh } from '../locales/browse.zh.js';

describe("the artwork page's Report and Block", () => {
  const author = { _id: 'a1' };

  it('are offered to everybody but the author', () => {
    assert.equal(offersReportAndBlock(author, 'a1'), false, 'hidden on one’s own artwork');
    assert.equal(offersReportAndBlock(author, 'b2'), true);
    assert.equal(offersReportAndBlock(author, null), true, 'a guest is asked to sign in on click');
  });

  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const [language, strings] of [
    ['ne', browseNe],
    ['zh', browseZh],
  ] as const) {
    it(`are worded in ${language}, with the English placeholders`, () => {
      for (const group of ['report', 'block'] as const) {
        const english = browseEn.browse[group] as Record<string, string>;
        const translated = strings.browse[group] as Record<string, string>;
        assert.deepEqual(Object.keys(translated).sort(), Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          assert.ok(translated[key].trim(), `${language} ${group}.${key} is empty`);
          assert.notEqual(translated[key], text, `${language} ${group}.${key} is still English`);
          assert.deepEqual(placeholders(translated[key]), placeholders(text), `${language} ${group}.${key}`);
        }
      }
    });
  }
});
