import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ChatRoom, ChatSearchAnswer } from '@art/contracts';
import { messagingEndpoints } from '@art/contracts/endpoints';
import {
  caller,
  type MessagingTestContext,
  openDirectRoom,
  type SeededUser,
  seedBlock,
  seedUser,
  startMessagingTestApp,
} from '../../support/test-app.js';

/** Search within one's own conversations: names and participants, and the text of the messages. */
let t: MessagingTestContext;
let call: ReturnType<typeof caller>;
let sita: SeededUser;
let ramesh: SeededUser;
let bikash: SeededUser;
let pema: SeededUser;
let withRamesh: ChatRoom;
let group: ChatRoom;

async function send(sender: SeededUser, roomId: string, message: string) {
  const sent = await call(sender, 'POST', `/api/rooms/${roomId}/messages`, { message });
  assert.equal(sent.statusCode, 200, sent.body);
}

async function search(viewer: SeededUser, q: string, page = 1, perPage = 20) {
  const query = new URLSearchParams({ q, page: String(page), per_page: String(perPage) });
  const answer = await call(viewer, 'GET', `/api/rooms/search?${query}`);
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json() as ChatSearchAnswer;
}

before(async () => {
  t = await startMessagingTestApp('search');
  call = caller(t.app);
  sita = await seedUser(t.db, { name: 'Sita Shrestha' });
  ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', role: 11 });
  bikash = await seedUser(t.db, { name: 'Bikash Gurung' });
  pema = await seedUser(t.db, { name: 'Pema Lama' });
  withRamesh = await openDirectRoom(call, sita, ramesh);
  await send(ramesh, withRamesh._id, 'The Thangka of Tara is ready');
  await send(sita, withRamesh._id, 'Wonderful, how big is the thangka?');
  await send(ramesh, withRamesh._id, 'थाङ्का ३० इन्च छ');
  const created = await call(sita, 'POST', '/api/rooms/group', {
    name: 'Patan painters',
    participants: [bikash.id, pema.id],
  });
  assert.equal(created.statusCode, 200, created.body);
  group = created.json().room;
  await send(bikash, group._id, 'A thangka fair on Saturday');
  // Between Bikash and Pema: Pema reads Bikash's messages collapsed, so search never finds them for her.
  await seedBlock(t.db, pema.id, bikash.id);
});
after(async () => {
  await t?.close();
});

describe('messages', () => {
  test('finds what was said, any case, newest first, with its conversation named', async () => {
    const found = await search(sita, 'THANGKA');
    assert.deepEqual(
      found.messages.map((hit) => [hit.message, hit.roomName, hit.postedBy.name]),
      [
        ['A thangka fair on Saturday', 'Patan painters', 'Bikash Gurung'],
        ['Wonderful, how big is the thangka?', 'Ramesh Chitrakar', 'Sita Shrestha'],
        ['The Thangka of Tara is ready', 'Ramesh Chitrakar', 'Ramesh Chitrakar'],
      ],
    );
    assert.equal(found.messages[0].room, group._id);
    assert.equal(found.messages[0].roomType, 'group');
    assert.equal(found.page, 1);
    assert.equal(found.hasMore, false);
    assert.deepEqual(
      (await search(sita, 'थाङ्का')).messages.map((hit) => hit.message),
      ['थाङ्का ३० इन्च छ'],
      'Devanagari',
    );
  });

  test('pages through the messages: each page newest first, hasMore until the last', async () => {
    const first = await search(sita, 'thangka', 1, 2);
    assert.equal(first.messages.length, 2);
    assert.equal(first.hasMore, true);
    const second = await search(sita, 'thangka', 2, 2);
    assert.deepEqual(
      second.messages.map((hit) => hit.message),
      ['The Thangka of Tara is ready'],
    );
    assert.equal(second.hasMore, false);
    assert.deepEqual(second.conversations, [], 'conversations come with page 1 only');
  });

  test('finds nothing outside the viewer’s own conversations, deleted history or across a block', async () => {
    assert.deepEqual((await search(pema, 'thangka')).messages, [], 'Bikash’s message is collapsed for Pema');
    assert.equal((await search(ramesh, 'fair')).messages.length, 0, 'not in the group');
    const outsider = await seedUser(t.db, { name: 'Outsider' });
    assert.deepEqual((await search(outsider, 'a')).messages, []);

    const deleted = await call(ramesh, 'DELETE', `/api/conversation/delete/${withRamesh._id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual((await search(ramesh, 'thangka')).messages, [], 'his deleted history');
    assert.equal((await search(sita, 'Tara')).messages.length, 1, 'hers is still there');
  });

  test('takes wildcards literally and refuses a blank or too long search', async () => {
    await send(sita, withRamesh._id, 'It is 100% cotton canvas');
    assert.deepEqual(
      (await search(sita, '0%')).messages.map((hit) => hit.message),
      ['It is 100% cotton canvas'],
    );
    assert.deepEqual((await search(sita, '_')).messages, []);
    const { messages } = messagingEndpoints.searchRooms;
    const blank = await call(sita, 'GET', '/api/rooms/search?q=%20%20');
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, messages.required);
    const long = await call(sita, 'GET', `/api/rooms/search?q=${'a'.repeat(101)}`);
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, messages.tooLong);
  });
});

describe('conversations', () => {
  test('names the conversations by a group’s name or a participant’s, the viewer’s own only', async () => {
    const byGroup = await search(bikash, 'painters');
    assert.deepEqual(
      byGroup.conversations.map((room) => room._id),
      [group._id],
    );
    const byPerson = await search(sita, 'ramesh');
    assert.deepEqual(
      byPerson.conversations.map((room) => room._id),
      [withRamesh._id],
    );
    assert.equal(typeof byPerson.conversations[0].unread, 'number');
    assert.deepEqual((await search(sita, 'sita')).conversations, [], 'not by the viewer’s own name');
    const outsider = await seedUser(t.db, { name: 'Another Outsider' });
    assert.deepEqual((await search(outsider, 'painters')).conversations, []);
  });
});
