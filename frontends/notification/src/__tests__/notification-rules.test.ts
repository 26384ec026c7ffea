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
