import assert from 'node:assert/strict';
import { test } from 'node:test';
import { notificationEn } from '../locales/notification.en.js';
import { notificationNe } from '../locales/notification.ne.js';
import { notificationZh } from '../locales/notification.zh.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

test('ne and zh have every key of en, no other, and the same placeholders', () => {
  const english = keys(notificationEn).sort();
  for (const [language, texts] of [
    ['ne', notificationNe],
    ['zh', notificationZh],
  ] as const) {
    assert.deepEqual(keys(texts).sort(), english, language);
    for (const key of english) {
      const get = (root: unknown) =>
        key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
      assert.deepEqual(placeholders(get(texts)), placeholders(get(notificationEn)), `${language} ${key}`);
      assert.ok(get(texts).trim().length > 0, `${language} ${key} is empty`);
    }
  }
});

test('the spec’s messages are the English texts, word for word', () => {
  assert.equal(notificationEn.page.title, 'Your Notifications');
  assert.equal(notificationEn.page.markAll, 'Mark all as read');
  assert.equal(notificationEn.page.clearTitle, 'Clear Notifications');
  assert.equal(notificationEn.page.cleared, 'Your notifications have been cleared');
  assert.equal(notificationEn.page.clearFailed, 'Something went wrong. Please reload and try again');
  assert.equal(notificationEn.page.empty, "You don't have any Notification!");
  assert.equal(notificationEn.follow.follow, 'Follow');
  assert.equal(notificationEn.follow.following, 'Following');
  assert.equal(
    notificationEn.follow.alreadyFollowing,
    'You already follow this artist. Please refresh the page again.',
  );
  assert.equal(notificationEn.follow.notFound, 'An error occurred. Please refresh the page and try again.');
  assert.equal(
    notificationEn.follow.unexpected,
    'An unexpected error occurred. Please refresh the page and try again.',
  );
});
