import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as contracts from '@art/contracts';
import {
  hasUnread,
  isUnread,
  NOTIFICATIONS_KEPT,
  type NotificationView,
  notificationKeys,
} from '@art/sdk/notification';
import { followControl, notificationHref } from '../lib/notificationLink.js';
import { allRead, allSeen, hasNew, oneRead } from '../lib/readStates.js';
import { formatRelative, relativeParts } from '../lib/relativeTime.js';

const item = (overrides: Partial<NotificationView>): NotificationView => ({
  _id: 'n1',
  type: 'other',
  read: 'no',
  sender: { _id: 'u2', name: 'Hari', picture: '' },
  message: 'liked your post',
  link: '',
  image: '',
  created: '2025-06-15T12:00:00Z',
  followRequestId: null,
  ...overrides,
});

describe('the unread rule', () => {
  it("counts 'no' and 'seen' as unread, 'read' not", () => {
    assert.equal(isUnread(item({ read: 'no' })), true);
    assert.equal(isUnread(item({ read: 'seen' })), true);
    assert.equal(isUnread(item({ read: 'read' })), false);
    assert.equal(hasUnread([item({ read: 'read' }), item({ read: 'seen' })]), true);
    assert.equal(hasUnread([item({ read: 'read' })]), false);
    assert.equal(hasUnread(undefined), false);
  });
  it('opening the page makes new ones seen (still unread); Mark all and a click make them read', () => {
    const list = [item({ _id: 'a', read: 'no' }), item({ _id: 'b', read: 'seen' }), item({ _id: 'c', read: 'read' })];
    assert.equal(hasNew(list), true);
    assert.deepEqual(
      allSeen(list).map((n) => n.read),
      ['seen', 'seen', 'read'],
    );
    assert.equal(hasNew(allSeen(list)), false);
    assert.equal(hasUnread(allSeen(list)), true);
    assert.deepEqual(
      allRead(list).map((n) => n.read),
      ['read', 'read', 'read'],
    );
    assert.deepEqual(
      oneRead(list, 'b').map((n) => n.read),
      ['no', 'read', 'read'],
    );
  });
  it('keeps the contracts’ cap and one shared query key', () => {
    assert.equal(NOTIFICATIONS_KEPT, contracts.NOTIFICATIONS_KEPT);
    assert.deepEqual(notificationKeys.list('u1'), ['notification', 'list', 'u1']);
  });
});

describe('where a notification leads', () => {
  it('a post goes to its page, a path as it is or a bare id under /feed', () => {
    assert.equal(notificationHref(item({ type: 'post', link: '/feed/p1' })), '/feed/p1');
    assert.equal(notificationHref(item({ type: 'post', link: 'p1' })), '/feed/p1');
  });
  it('other types follow their own link; follow types and empty links lead nowhere', () => {
    assert.equal(notificationHref(item({ type: 'other', link: '/artwork/blue-hills' })), '/artwork/blue-hills');
    assert.equal(notificationHref(item({ type: 'other', link: '' })), null);
    assert.equal(notificationHref(item({ type: 'other', link: '//evil.example' })), null);
    assert.equal(notificationHref(item({ type: 'follow', link: '/notifications?followRequest=r1' })), null);
  });
  it('follow requests get Approve, follows get Follow / Following, others nothing', () => {
    assert.equal(followControl(item({ type: 'follow', followRequestId: 'r1' })), 'approve');
    assert.equal(followControl(item({ type: 'follow' })), 'follow');
    assert.equal(followControl(item({ type: 'follow', sender: null })), 'none');
    assert.equal(followControl(item({ type: 'post' })), 'none');
  });
});

describe('relative time', () => {
  const now = Date.parse('2025-06-15T12:00:00Z');
  const ago = (seconds: number) => now - seconds * 1000;
  it('takes the largest whole unit: s under 60 s, then m, h, d under a year, y', () => {
    assert.deepEqual(relativeParts(ago(0), now), { value: 0, unit: 'second' });
    assert.deepEqual(relativeParts(ago(59), now), { value: -59, unit: 'second' });
    assert.deepEqual(relativeParts(ago(60), now), { value: -1, unit: 'minute' });
    assert.deepEqual(relativeParts(ago(7200), now), { value: -2, unit: 'hour' });
    assert.deepEqual(relativeParts(ago(3 * 86_400), now), { value: -3, unit: 'day' });
    assert.deepEqual(relativeParts(ago(364 * 86_400), now), { value: -364, unit: 'day' });
    assert.deepEqual(relativeParts(ago(800 * 86_400), now), { value: -2, unit: 'year' });
    assert.deepEqual(relativeParts(ago(-60), now), { value: 0, unit: 'second' });
  });
  it('reads in the language', () => {
    assert.equal(formatRelative(ago(300), 'en-US', now), '5 minutes ago');
    assert.equal(formatRelative(ago(0), 'en-US', now), 'now');
  });
});
