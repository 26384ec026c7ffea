import assert from 'node:assert/strict';
import { test } from 'node:test';
import { en } from '../locales/en.js';
import { ne } from '../locales/ne.js';
import { zh } from '../locales/zh.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

test('ne and zh have every key of en, no other, and the same placeholders', () => {
  const english = keys(en).sort();
  for (const [language, texts] of [
    ['ne', ne],
    ['zh', zh],
  ] as const) {
    assert.deepEqual(keys(texts).sort(), english, language);
    for (const key of english) {
      const get = (root: unknown) =>
        key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
      assert.deepEqual(placeholders(get(texts)), placeholders(get(en)), `${language} ${key}`);
      assert.ok(get(texts).trim().length > 0, `${language} ${key} is empty`);
    }
  }
});

test('every key the console builds from a value exists in English', () => {
  const has = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !==
    undefined;
  for (const decision of ['dismiss', 'hide', 'warn', 'suspend']) {
    for (const prefix of ['reports.actions', 'reports.done', 'reports.dialog']) assert.ok(has(`${prefix}.${decision}`));
  }
  for (const target of ['user', 'post', 'comment', 'artwork', 'artwork-comment'])
    assert.ok(has(`reports.target.${target}`));
  for (const outcome of ['open', 'dismissed', 'hidden', 'warned', 'suspended'])
    assert.ok(has(`reports.outcome.${outcome}`));
  for (const state of ['unused', 'used', 'expired', 'revoked']) assert.ok(has(`artistCodes.state.${state}`));
  for (const provider of ['esewa', 'connect_ips', 'stripe']) assert.ok(has(`refunds.provider.${provider}`));
  for (const status of ['open', 'granted', 'rejected']) assert.ok(has(`suspensions.appealStatus.${status}`));
  for (const decision of ['lift', 'reject']) {
    for (const prefix of ['appeals.actions', 'appeals.done', 'appeals.dialog']) assert.ok(has(`${prefix}.${decision}`));
  }
});
