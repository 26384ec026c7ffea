import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatMessage, ChatRoom, MessagePage } from '@art/sdk/messaging';
import { nextPageAfter, threadMessages, withMessage, withSeenBy } from '../lib/messagePages.js';

const member = { _id: 'u1', name: 'Sita', slug: 'sita', picture: '', role: 21 };
const message = (id: string, seen: string[] = ['u1']): ChatMessage => ({
  _id: id,
  room: 'r1',
  postedBy: member,
  message: `text ${id}`,
  messageType: 'text',
  seen,
  createdAt: '2025-06-15T12:00:00Z',
});
const room: ChatRoom = {
  _id: 'r1',
  type: 'normal',
  name: '',
  participants: [member],
  isBlocked: false,
  blockBy: null,
  lastMessage: null,
  updatedAt: '2025-06-15T12:00:00Z',
  seen: true,
  unread: 0,
};
const page = (ids: string[], totalPages = 3): MessagePage => ({
  status: 'success',
  allMessage: { messages: ids.map((id) => message(id)), total_page: totalPages },
  room,
});
const ids = (messages: ChatMessage[]) => messages.map((item) => item._id);

describe('message paging', () => {
  it('puts older pages before the current ones, each page oldest first', () => {
    assert.deepEqual(ids(threadMessages([page(['m5', 'm6']), page(['m3', 'm4']), page(['m1', 'm2'])])), [
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
      'm6',
    ]);
  });
  it('shows a message once when live messages shifted the pages', () => {
    // m5 arrived live after page 1 was loaded: page 2 now starts with what page 1 already had.
    assert.deepEqual(ids(threadMessages([page(['m3', 'm4', 'm5']), page(['m2', 'm3'])])), ['m2', 'm3', 'm4', 'm5']);
  });
  it('asks for the next page until the last, then Load More hides', () => {
    assert.equal(nextPageAfter(1, 3), 2);
    assert.equal(nextPageAfter(2, 3), 3);
    assert.equal(nextPageAfter(3, 3), undefined);
    assert.equal(nextPageAfter(1, 1), undefined);
    assert.equal(nextPageAfter(1, 0), undefined);
  });
  it('adds a live message at the end of page 1, once', () => {
    const data = { pages: [page(['m3', 'm4']), page(['m1', 'm2'])], pageParams: [1, 2] };
    const added = withMessage(data, message('m5'));
    assert.deepEqual(ids(threadMessages(added?.pages ?? [])), ['m1', 'm2', 'm3', 'm4', 'm5']);
    assert.equal(withMessage(added, message('m5')), added);
    assert.equal(withMessage(undefined, message('m5')), undefined);
  });
  it('marks every message seen by a reader', () => {
    const data = { pages: [page(['m1', 'm2'])], pageParams: [1] };
    const seen = withSeenBy(data, 'u2');
    assert.deepEqual(
      seen?.pages[0].allMessage.messages.map((item) => item.seen),
      [
        ['u1', 'u2'],
        ['u1', 'u2'],
      ],
    );
  });
});
