// The chat's new rules as plain functions: message times, the header's count, typing, presence.

import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { ChatPresenceAnswer } from '@art/sdk/messaging';
import { isToday, messageTime } from '../lib/messageTime.js';
import { presenceOf, withPresence } from '../lib/presence.js';
import { recordTyping, stoppedTyping, typersIn, typingVersion } from '../lib/typing.js';
import { badgeText, headerCount } from '../lib/unread.js';

describe('message times', () => {
  const now = new Date(2026, 5, 15, 18, 30);
  it('show the clock alone today', () => {
    const today = new Date(2026, 5, 15, 9, 5).toISOString();
    assert.equal(isToday(today, now), true);
    assert.match(messageTime(today, 'en', now), /^09:05\s?(AM)?$/);
  });
  it('show the date on another day, with the year when it is not this one', () => {
    const earlier = new Date(2026, 2, 3, 14, 5).toISOString();
    assert.equal(isToday(earlier, now), false);
    assert.match(messageTime(earlier, 'en', now), /^Mar 3, 0?2:05\s?PM$/);
    const lastYear = new Date(2025, 11, 31, 23, 59).toISOString();
    assert.match(messageTime(lastYear, 'en', now), /^Dec 31, 2025, 11:59\s?PM$/);
    assert.match(messageTime(lastYear, 'zh', now), /2025/);
  });
  it('say nothing for a time that is not one', () => {
    assert.equal(messageTime('not a time', 'en', now), '');
  });
});

describe('unread counts', () => {
  it('show up to 99, then 99+', () => {
    assert.deepEqual([0, 1, 99, 100, 250].map(badgeText), ['0', '1', '99', '99+', '99+']);
  });
  it('leave out the conversation on screen when the latest change was its own', () => {
    const latest = { total: 5, conversations: 2, room: 'r1', unread: 2 };
    assert.equal(headerCount(latest, null, true), 5);
    assert.equal(headerCount(latest, 'r1', true), 3);
    assert.equal(headerCount(latest, 'r1', false), 5, 'a tab out of sight is not reading it');
    assert.equal(headerCount(latest, 'r2', true), 5);
    assert.equal(headerCount(undefined, null, true), 0);
  });
});

describe('typing', () => {
  afterEach(() => {
    for (const userId of typersIn('r1')) stoppedTyping('r1', userId);
  });
  it('shows a typer until they stop, say so or send', () => {
    const before = typingVersion();
    recordTyping({ room: 'r1', userId: 'u2', isTyping: true });
    recordTyping({ room: 'r1', userId: 'u3', isTyping: true });
    assert.deepEqual(typersIn('r1'), ['u2', 'u3']);
    assert.ok(typingVersion() > before);
    recordTyping({ room: 'r1', userId: 'u2', isTyping: false });
    assert.deepEqual(typersIn('r1'), ['u3']);
    stoppedTyping('r1', 'u3');
    assert.deepEqual(typersIn('r1'), []);
    assert.deepEqual(typersIn('r2'), []);
  });
});

describe('presence', () => {
  const shown: ChatPresenceAnswer = {
    status: 'success',
    hidden: false,
    presence: [{ userId: 'u2', online: false, lastSeen: '2026-06-15T10:00:00.000Z' }],
  };
  it('says online, or last seen, or nothing', () => {
    assert.deepEqual(presenceOf(shown, 'u2'), { kind: 'lastSeen', at: '2026-06-15T10:00:00.000Z' });
    const online = withPresence(shown, { userId: 'u2', online: true, lastSeen: '2026-06-15T11:00:00.000Z' });
    assert.deepEqual(presenceOf(online, 'u2'), { kind: 'online' });
    assert.equal(presenceOf(shown, 'u9'), null);
    assert.equal(presenceOf({ status: 'success', hidden: true, presence: [] }, 'u2'), null);
  });
  it('drops a partner who hides theirs; changes nothing while the viewer hides their own', () => {
    const hidden = withPresence(shown, { userId: 'u2', online: false, lastSeen: null, hidden: true });
    assert.deepEqual(hidden?.presence, []);
    const viewerHides: ChatPresenceAnswer = { status: 'success', hidden: true, presence: [] };
    assert.equal(withPresence(viewerHides, { userId: 'u2', online: true, lastSeen: null }), viewerHides);
  });
});
