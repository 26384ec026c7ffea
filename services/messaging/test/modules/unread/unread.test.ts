import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ChatRoom, CLIENT_EVENTS, SERVER_EVENTS, UNREAD_COUNT_CAP, type UnreadCountNotice } from '@art/contracts';
import { waitUntil } from '@art/testing';
import { liveSocketSuite } from '../../support/live-socket.js';
import {
  emitWithAck,
  next,
  openDirectRoom,
  type SeededUser,
  seedBlock,
  seedUser,
  sleep,
} from '../../support/test-app.js';

/** Unread counts: per conversation from each member's read mark, the total for the header, pushed live. */
const live = liveSocketSuite('unread');

async function member(name: string) {
  return seedUser(live.t.db, { name, role: 21 });
}

async function send(sender: SeededUser, roomId: string, message: string) {
  const sent = await live.call(sender, 'POST', `/api/rooms/${roomId}/messages`, { message });
  assert.equal(sent.statusCode, 200, sent.body);
}

async function listed(viewer: SeededUser, roomId: string): Promise<ChatRoom> {
  const rooms = (await live.call(viewer, 'GET', '/api/rooms')).json() as ChatRoom[];
  const room = rooms.find((known) => known._id === roomId);
  assert.ok(room, `room ${roomId} listed for ${viewer.name}`);
  return room;
}

async function totals(viewer: SeededUser) {
  const answer = await live.call(viewer, 'GET', '/api/rooms/unread');
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json() as { status: string; total: number; conversations: number };
}

describe('counts', () => {
  test("each conversation counts what the others said after the member's read mark; reading it clears it", async () => {
    const [sita, hari, maya] = [await member('Sita'), await member('Hari'), await member('Maya')];
    const withHari = await openDirectRoom(live.call, sita, hari);
    const withMaya = await openDirectRoom(live.call, sita, maya);
    await send(hari, withHari._id, 'Namaste');
    await send(hari, withHari._id, 'Is the thangka still for sale?');
    await send(maya, withMaya._id, 'Hello');
    await send(sita, withMaya._id, 'Hi Maya');

    assert.equal((await listed(sita, withHari._id)).unread, 2);
    assert.equal((await listed(sita, withMaya._id)).unread, 0, 'answering reads the conversation');
    assert.equal((await listed(hari, withHari._id)).unread, 0, 'one’s own messages are not unread');
    assert.deepEqual(await totals(sita), { status: 'success', total: 2, conversations: 1 });

    const page = await live.call(sita, 'GET', `/api/rooms/${withHari._id}/messages?per_page=20&page=1`);
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.json().room.unread, 0);
    assert.deepEqual(await totals(sita), { status: 'success', total: 0, conversations: 0 });
  });

  test('join notices are not messages to read; a group member across a block counts for nothing', async () => {
    const [host, blocker, blocked] = [await member('Laxmi'), await member('Nabin'), await member('Rojina')];
    await seedBlock(live.t.db, blocker.id, blocked.id);
    const created = await live.call(host, 'POST', '/api/rooms/group', {
      name: 'Paubha painters',
      participants: [blocker.id, blocked.id],
    });
    assert.equal(created.statusCode, 200, created.body);
    const group = created.json().room as ChatRoom;
    const fresh = await listed(blocker, group._id);
    assert.equal(fresh.unread, 0, 'the join notices');
    assert.equal(fresh.seen, false, 'the new group still shows as new');

    await send(blocked, group._id, 'From across the block');
    assert.equal((await listed(host, group._id)).unread, 1, 'the third member counts it');
    await send(host, group._id, 'From the host');
    assert.equal((await listed(host, group._id)).unread, 0, 'writing reads the conversation');
    assert.equal((await listed(blocker, group._id)).unread, 1, 'only the host’s message');
    assert.equal((await listed(blocked, group._id)).unread, 1, 'the other way too');
  });

  test('a deleted conversation counts nothing until a new message; a conversation counts up to the cap', async () => {
    const [sita, bikash] = [await member('Sita'), await member('Bikash')];
    const room = await openDirectRoom(live.call, sita, bikash);
    await send(bikash, room._id, 'One');
    await send(bikash, room._id, 'Two');
    const deleted = await live.call(sita, 'DELETE', `/api/conversation/delete/${room._id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await totals(sita)).total, 0);
    await send(bikash, room._id, 'Three');
    assert.equal((await listed(sita, room._id)).unread, 1, 'only what came after the delete');

    for (let index = 0; index < UNREAD_COUNT_CAP + 5; index++) await send(bikash, room._id, `Message ${index}`);
    assert.equal((await listed(sita, room._id)).unread, UNREAD_COUNT_CAP);
    assert.deepEqual(await totals(sita), { status: 'success', total: UNREAD_COUNT_CAP, conversations: 1 });
  });
});

describe('live', () => {
  test('a message pushes the receiver’s new count; reading it pushes zero to every tab of the reader', async () => {
    const [sita, ramesh] = [await member('Sita'), await member('Ramesh')];
    const room = await openDirectRoom(live.call, sita, ramesh);
    const [phone, laptop] = [await live.online(sita), await live.online(sita)];
    const writer = await live.online(ramesh);
    const atLaptop: UnreadCountNotice[] = [];
    laptop.on(SERVER_EVENTS.unreadCount, (notice: UnreadCountNotice) => atLaptop.push(notice));

    const onPhone = next<UnreadCountNotice>(phone, SERVER_EVENTS.unreadCount);
    const ack = await emitWithAck<{ status: string }>(writer, CLIENT_EVENTS.sendMessage, {
      room: room._id,
      message: 'Come to Patan',
      messageType: 'text',
    });
    assert.equal(ack.status, 'success');
    assert.deepEqual(await onPhone, { total: 1, conversations: 1, room: room._id, unread: 1 });

    const read = await emitWithAck<{ status: string }>(phone, CLIENT_EVENTS.readMessage, {
      room: room._id,
      userId: sita.id,
    });
    assert.equal(read.status, 'success');
    await waitUntil('the laptop to hear of the read', async () => atLaptop.length === 2, { timeoutMs: 3000 });
    assert.deepEqual(atLaptop, [
      { total: 1, conversations: 1, room: room._id, unread: 1 },
      { total: 0, conversations: 0, room: room._id, unread: 0 },
    ]);
  });

  test('a member across a block in a group is pushed nothing for the message they read collapsed', async () => {
    const [host, blocker, blocked] = [await member('Laxmi'), await member('Nabin'), await member('Rojina')];
    await seedBlock(live.t.db, blocker.id, blocked.id);
    const created = await live.call(host, 'POST', '/api/rooms/group', {
      name: 'Mithila circle',
      participants: [blocker.id, blocked.id],
    });
    const group = created.json().room as ChatRoom;
    const [atHost, atBlocker] = [await live.online(host), await live.online(blocker)];
    const pushed: UnreadCountNotice[] = [];
    atBlocker.on(SERVER_EVENTS.unreadCount, (notice: UnreadCountNotice) => pushed.push(notice));
    const toHost = next<UnreadCountNotice>(atHost, SERVER_EVENTS.unreadCount);
    await send(blocked, group._id, 'Across the block');
    assert.equal((await toHost).unread, 1);
    await sleep(300);
    assert.deepEqual(pushed, []);
  });
});
