import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHAT_MESSAGES } from '@art/contracts';
import { messagingEn } from '../locales/messaging.en.js';
import { messagingNe } from '../locales/messaging.ne.js';
import { messagingZh } from '../locales/messaging.zh.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

test('ne and zh have every key of en, no other, and the same placeholders', () => {
  const english = keys(messagingEn).sort();
  for (const [language, texts] of [
    ['ne', messagingNe],
    ['zh', messagingZh],
  ] as const) {
    assert.deepEqual(keys(texts).sort(), english, language);
    for (const key of english) {
      const get = (root: unknown) =>
        key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
      assert.deepEqual(placeholders(get(texts)), placeholders(get(messagingEn)), `${language} ${key}`);
      assert.ok(get(texts).trim().length > 0, `${language} ${key} is empty`);
    }
  }
});

test('the spec’s messages are the English texts, word for word', () => {
  assert.equal(messagingEn.inbox.title, 'Messages');
  assert.equal(messagingEn.inbox.openOne, 'Open a conversation to start a chat');
  assert.equal(messagingEn.thread.loadMore, 'Load More');
  assert.equal(messagingEn.thread.leftGroup, 'Group Leave successfully');
  assert.equal(messagingEn.thread.leaveFailed, 'Something went wrong while leaving group');
  assert.equal(messagingEn.thread.blocked, 'Messages blocked successfully');
  assert.equal(messagingEn.thread.blockFailed, 'Something went wrong while blocking messages');
  assert.equal(messagingEn.thread.unblocked, 'Messages unblocked successfully');
  assert.equal(messagingEn.thread.unblockFailed, 'Something went wrong while unblocking messages');
  assert.equal(messagingEn.common.genericError, 'Something went wrong');
  assert.equal(messagingEn.composer.blockedByOther, CHAT_MESSAGES.blockedByOther);
  assert.equal(messagingEn.composer.blockedByYou, CHAT_MESSAGES.blockedByYou);
  assert.equal(messagingEn.composer.pictureTooLarge, CHAT_MESSAGES.pictureTooLarge);
  assert.equal(messagingEn.thread.collapsedYouBlocked, CHAT_MESSAGES.collapsedYouBlocked);
  assert.equal(messagingEn.thread.collapsedBlockedYou, CHAT_MESSAGES.collapsedBlockedYou);
});
