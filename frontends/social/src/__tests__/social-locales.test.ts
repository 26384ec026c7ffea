import assert from 'node:assert/strict';
import { test } from 'node:test';
import { socialEn } from '../locales/social.en.js';
import { socialNe } from '../locales/social.ne.js';
import { socialZh } from '../locales/social.zh.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

test('ne and zh have every key of en, no other, and the same placeholders', () => {
  const english = keys(socialEn).sort();
  for (const [language, texts] of [
    ['ne', socialNe],
    ['zh', socialZh],
  ] as const) {
    assert.deepEqual(keys(texts).sort(), english, language);
    for (const key of english) {
      const get = (root: unknown) =>
        key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
      assert.deepEqual(placeholders(get(texts)), placeholders(get(socialEn)), `${language} ${key}`);
      assert.ok(get(texts).trim().length > 0, `${language} ${key} is empty`);
    }
  }
});

test('the spec’s messages are the English texts, word for word', () => {
  assert.equal(socialEn.feed.noPosts, 'No posts to show');
  assert.equal(socialEn.composer.invalidYoutube, 'Invalid Youtube Url');
  assert.equal(socialEn.post.deleteMessage, 'Are you sure you want to delete this post?');
  assert.equal(socialEn.follow.loginToFollow, 'Please, Login to Follow!');
  assert.equal(socialEn.follow.unfollowMessage, 'Are you sure you want to unfollow this user?');
  assert.equal(socialEn.blocked.none, "You haven't blocked any users");
  assert.equal(socialEn.onboarding.selectOne, 'Please select at least one artist to follow');
});
