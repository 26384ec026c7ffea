import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as contracts from '@art/contracts';
import {
  CHAT_GROUP_MAX_OTHERS,
  CHAT_GROUP_MIN_OTHERS,
  CHAT_GROUP_NAME_MAX,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_PICTURE_MAX_BYTES,
  CHAT_SEARCH_MAX,
  CHAT_SEARCH_PAGE_SIZE,
  type ChatRoom,
  UNREAD_COUNT_CAP,
} from '@art/sdk/messaging';
import { collapsedNoticeKey } from '../lib/collapsed.js';
import { pictureProblem } from '../lib/picture.js';
import {
  blockState,
  groupCandidates,
  otherMember,
  profilePath,
  roomActions,
  roomTitle,
  sortRooms,
  withoutRoom,
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
  unread: 0,
  ...overrides,
});

describe('rooms', () => {
  it('drops a deleted or left conversation from the cached list, and leaves an unloaded list alone', () => {
    const rooms = [room({ _id: 'a' }), room({ _id: 'b' })];
    assert.deepEqual(
      withoutRoom(rooms, 'a')?.map((item) => item._id),
      ['b'],
    );
    assert.equal(withoutRoom(rooms, 'zz')?.length, 2);
    assert.equal(withoutRoom(undefined, 'a'), undefined);
  });

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
  it('offers Leave in a group, Block or Unblock (the blocker only) one to one, and Delete everywhere', () => {
    assert.deepEqual(roomActions(room({ type: 'group', name: 'Circle' }), 'u1'), ['leave', 'delete']);
    assert.deepEqual(roomActions(room({}), 'u1'), ['block', 'delete']);
    assert.deepEqual(roomActions(room({ isBlocked: true, blockBy: 'u1' }), 'u1'), ['unblock', 'delete']);
    assert.deepEqual(roomActions(room({ isBlocked: true, blockBy: 'u1' }), 'u2'), ['delete']);
  });
  it('counts a message received live as unread unless it is on screen, one’s own or a notice', () => {
    const message = {
      _id: 'm9',
      room: 'r1',
      postedBy: hari,
      message: 'Namaste',
      messageType: 'text' as const,
      seen: ['u2'],
      createdAt: '2025-06-15T12:10:00Z',
    };
    const [arrived] = withReceived([room({ unread: 2 })], message, false) ?? [];
    assert.equal(arrived?.unread, 3);
    assert.equal(arrived?.seen, false);
    assert.equal((withReceived([room({ unread: 2 })], message, true) ?? [])[0]?.unread, 2);
    const notice = { ...message, messageType: 'join' as const };
    assert.equal((withReceived([room({ unread: 2 })], notice, false) ?? [])[0]?.unread, 2);
  });
  it('makes groups with the people of open one-to-one chats, each once, by name', () => {
    const maya = { _id: 'u3', name: 'Maya', slug: 'maya', picture: '', role: 21 };
    const bikash = { _id: 'u4', name: 'Bikash', slug: 'bikash', picture: '', role: 21 };
    const rooms = [
      room({ _id: 'a', participants: [sita, hari] }),
      room({ _id: 'b', participants: [sita, maya] }),
      room({ _id: 'c', participants: [sita, bikash], isBlocked: true, blockBy: 'u4' }),
      room({ _id: 'd', type: 'group', name: 'Circle', participants: [sita, hari, maya, bikash] }),
    ];
    assert.deepEqual(
      groupCandidates(rooms, 'u1').map((member) => member.name),
      ['Hari', 'Maya'],
    );
    assert.deepEqual(groupCandidates(undefined, 'u1'), []);
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
    // The stable code the server gives (as its HTTP answers do) is kept for the reader's words.
    assert.deepEqual(
      readSendAck({ status: 'blocked', message: 'Please unblock to send the message', code: 'chat-unblock-first' }),
      { refused: 'Please unblock to send the message', status: 'blocked', code: 'chat-unblock-first' },
    );
    assert.deepEqual(readSendAck({ status: 'error', code: 42 }), { refused: '', status: 'error' });
    assert.deepEqual(readSendAck(undefined), { unknown: true });
  });
  it('the sdk mirrors the contracts’ chat constants', () => {
    assert.equal(CHAT_PAGE_SIZE, contracts.CHAT_PAGE_SIZE);
    assert.equal(CHAT_PICTURE_MAX_BYTES, contracts.CHAT_PICTURE_MAX_BYTES);
    assert.deepEqual({ ...CHAT_MESSAGES }, { ...contracts.CHAT_MESSAGES });
    assert.equal(UNREAD_COUNT_CAP, contracts.UNREAD_COUNT_CAP);
    assert.equal(CHAT_SEARCH_MAX, contracts.CHAT_SEARCH_MAX);
    assert.equal(CHAT_SEARCH_PAGE_SIZE, contracts.CHAT_SEARCH_PAGE_SIZE);
    assert.deepEqual(
      [CHAT_GROUP_NAME_MAX, CHAT_GROUP_MIN_OTHERS, CHAT_GROUP_MAX_OTHERS],
      [contracts.CHAT_GROUP_NAME_MAX, contracts.CHAT_GROUP_MIN_OTHERS, contracts.CHAT_GROUP_MAX_OTHERS],
    );
  });
});
