import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createEn } from '../locales/create.en.js';
import { createNe } from '../locales/create.ne.js';
import { createZh } from '../locales/create.zh.js';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function valueAt(root: unknown, key: string): string {
  return key.split('.').reduce<any>((node, part) => node[part], root);
}

describe('upload/search/exhibition strings', () => {
  const english = keysOf(createEn);
  for (const [language, strings] of [
    ['ne', createNe],
    ['zh', createZh],
  ] as const) {
    it(`${language} has every English key, with the same placeholders, and none left empty`, () => {
      assert.deepEqual(keysOf(strings).sort(), [...english].sort());
      for (const key of english) {
        const text = valueAt(strings, key);
        assert.ok(text.trim(), `${language} ${key} is empty`);
        assert.deepEqual(placeholders(text), placeholders(valueAt(createEn, key)), `${language} ${key}`);
      }
    });
  }
});
