import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as contracts from '@art/contracts';
import { CHAT_MESSAGES, CHAT_PAGE_SIZE, CHAT_PICTURE_MAX_BYTES, type ChatRoom } from '@art/sdk/messaging';
import { collapsedNoticeKey } from '../lib/collapsed.js';
import { pictureProblem } from '../lib/picture.js';
import {
  blockState,
  hasUnseenRoom,
  otherMember,
  profilePath,
  roomTitle,
  sortRooms,
  withReceived,
} from '../lib/rooms.js';
import { readSendAck } from '../lib/sendAck.js';
import { messagingEn } from '../locales/messaging.en.js';

const sita = { _id: 'u1', name: 'Sita', slug: 'sita', picture: '', role: 21 };
const hari = { _id: 'u2', name: 'Hari', slug: 'hari-studio', picture: '', role: 11 };
const room = (overrides: Partial<ChatRoom>): ChatRoom => ({
  _id: 'r1',
  type: 'normal',
  name: '',
  participants: [sita, hari],
  isBlocked: false,
  blockBy: null,
  lastMessage: { message: 'hi', messageType: 'text', from: 'u2' },
  updatedAt: '2025-06-15T12:00:00Z',
  seen: true,
  ...overrides,
});

describe('rooms', () => {
  it('sorts by updatedAt, newest first', () => {
    const rooms = [
      room({ _id: 'a', updatedAt: '2025-06-01T00:00:00Z' }),
      room({ _id: 'b', updatedAt: '2025-06-03T00:00:00Z' }),
      room({ _id: 'c', updatedAt: '2025-06-02T00:00:00Z' }),
    ];
    assert.deepEqual(
      sortRooms(rooms).map((item) => item._id),
      ['b', 'c', 'a'],
    );
  });
  it('names the other person, and links artists to their studio, others to their user page', () => {
    assert.equal(otherMember(room({}), 'u1')?._id, 'u2');
    assert.equal(roomTitle(room({}), 'u1'), 'Hari');
    assert.equal(roomTitle(room({ type: 'group', name: 'Thangka painters' }), 'u1'), 'Thangka painters');
    assert.equal(profilePath(hari), '/studios/hari-studio');
    assert.equal(profilePath(sita), '/user/sita');
    assert.equal(profilePath({ slug: 'x', role: 20 }), '/studios/x');
    assert.equal(profilePath({ slug: 'x', role: 10 }), '/user/x');
  });
  it('tells the blocker from the blocked', () => {
    assert.equal(blockState(room({}), 'u1'), 'open');
    assert.equal(blockState(room({ isBlocked: true, blockBy: 'u1' }), 'u1'), 'byYou');
    assert.equal(blockState(room({ isBlocked: true, blockBy: 'u1' }), 'u2'), 'byOther');
  });
  it('lights the inbox dot for an unseen conversation that is not on screen', () => {
    assert.equal(hasUnseenRoom([room({})]), false);
    assert.equal(hasUnseenRoom([room({ seen: false })]), true);
    assert.equal(hasUnseenRoom([room({ seen: false })], 'r1'), false);
    assert.equal(hasUnseenRoom([room({ seen: false, lastMessage: null })]), false);
    assert.equal(hasUnseenRoom(undefined), false);
  });
});

describe('a group message across a block', () => {
  const collapsed = {
    _id: 'm1',
    room: 'r1',
    postedBy: { _id: 'u2', name: '', slug: '', picture: '', role: 21 },
    message: CHAT_MESSAGES.collapsedYouBlocked,
    messageType: 'text' as const,
    collapsed: 'you-blocked' as const,
    seen: ['u2'],
    createdAt: '2025-06-15T12:05:00Z',
  };
  it('reads the notice of the viewer’s side of the block', () => {
    const text = (key: ReturnType<typeof collapsedNoticeKey>) =>
      messagingEn.thread[key.split('.')[1] as 'collapsedYouBlocked'];
    assert.equal(text(collapsedNoticeKey('you-blocked')), 'Message from a member you blocked');
    assert.equal(text(collapsedNoticeKey('blocked-you')), 'Message from a member you cannot interact with');
  });
  it('stays collapsed as the room’s last message when it arrives live', () => {
    const [updated] = withReceived([room({ type: 'group', name: 'Circle' })], collapsed, false) ?? [];
    assert.deepEqual(updated?.lastMessage, {
      message: CHAT_MESSAGES.collapsedYouBlocked,
      messageType: 'text',
      from: 'u2',
      collapsed: 'you-blocked',
    });
  });
});

describe('chat pictures and sending', () => {
  it('takes image files of at most 3,000,000 bytes', () => {
    assert.equal(pictureProblem({ type: 'image/png', size: 3_000_000 }), null);
    assert.equal(pictureProblem({ type: 'image/jpeg', size: 3_000_001 }), 'tooLarge');
    assert.equal(pictureProblem({ type: 'application/pdf', size: 10 }), 'notImage');
  });
  it('reads the acknowledgement of send-message', () => {
    const stored = {
      _id: 'm1',
      room: 'r1',
      postedBy: sita,
      message: 'hi',
      messageType: 'text',
      seen: ['u1'],
      createdAt: '2025-06-15T12:00:00Z',
    };
    assert.deepEqual(readSendAck(stored), { message: stored });
    assert.deepEqual(readSendAck({ status: 'success', message: stored }), { message: stored });
    assert.deepEqual(readSendAck({ status: 'error', message: 'You cannot send message to this user' }), {
      refused: 'You cannot send message to this user',
      status: 'error',
    });
    // The refusal's code comes along, so the composer can say it in the reader's language.
    assert.deepEqual(
      readSendAck({ status: 'email-not-verified', message: 'Please verify your e-mail address first' }),
      { refused: 'Please verify your e-mail address first', status: 'email-not-verified' },
    );
    assert.deepEqual(readSendAck(undefined), { unknown: true });
  });
  it('the sdk mirrors the contracts’ chat constants', () => {
    assert.equal(CHAT_PAGE_SIZE, contracts.CHAT_PAGE_SIZE);
    assert.equal(CHAT_PICTURE_MAX_BYTES, contracts.CHAT_PICTURE_MAX_BYTES);
    assert.deepEqual({ ...CHAT_MESSAGES }, { ...contracts.CHAT_MESSAGES });
  });
});
