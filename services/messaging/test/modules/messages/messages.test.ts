import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ChatMessage } from '@art/contracts';
import { sql } from 'kysely';
import {
  caller,
  type MessagingTestContext,
  openDirectRoom,
  type SeededUser,
  seedUser,
  startMessagingTestApp,
} from '../../support/test-app.js';

let t: MessagingTestContext;
let call: ReturnType<typeof caller>;
let sita: SeededUser;
let ramesh: SeededUser;

const openRoom = (sender: SeededUser, receiver: SeededUser) => openDirectRoom(call, sender, receiver);

before(async () => {
  t = await startMessagingTestApp('messages');
  call = caller(t.app);
  sita = await seedUser(t.db, { name: 'Sita Shrestha', role: 21 });
  ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', role: 11 });
});
after(async () => {
  await t?.close();
});

describe('sending', () => {
  test('a text message is stored with its event in one go and answered as a ChatMessage', async () => {
    const room = await openRoom(sita, ramesh);
    const response = await call(sita, 'POST', `/api/rooms/${room._id}/messages`, {
      message: '  Is the Green Tara still available?  ',
      messageType: 'text',
    });
    assert.equal(response.statusCode, 200, response.body);
    const message = response.json() as ChatMessage;
    assert.equal(message.room, room._id);
    assert.equal(message.message, 'Is the Green Tara still available?');
    assert.equal(message.messageType, 'text');
    assert.deepEqual(message.seen, [sita.id]);
    assert.deepEqual(message.postedBy, { _id: sita.id, name: 'Sita Shrestha', slug: sita.slug, picture: '', role: 21 });
    assert.ok(!Number.isNaN(Date.parse(message.createdAt)));
    const events = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('subject', '=', 'messaging.message.sent')
      .execute();
    const payloads = events.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
    const event = payloads.find((payload) => payload.data.messageId === message._id);
    assert.deepEqual(event?.data, {
      messageId: message._id,
      roomId: room._id,
      from: sita.id,
      to: [ramesh.id],
      messageType: 'text',
    });
    assert.equal(event?.actor.userId, sita.id);
  });

  test('bad messages are refused with a clear message and store nothing', async () => {
    const room = await openRoom(sita, ramesh);
    const before = (await t.db.selectFrom('messages').select('id').execute()).length;
    const cases: [object, string | RegExp][] = [
      [{ message: '   ', messageType: 'text' }, 'Message cannot be empty'],
      [{ message: 'x'.repeat(5001), messageType: 'text' }, 'A message can have at most 5000 characters'],
      [{ message: 'Hello', messageType: 'video' }, /messageType/],
      [{ message: 'https://tracker.example.com/pixel.gif', messageType: 'image' }, /uploaded with \/message\/picture/],
      [{ messageType: 'text' }, /message/],
      [{ message: 'nul \u0000 inside', messageType: 'text' }, /NUL/],
    ];
    for (const [body, message] of cases) {
      const response = await call(sita, 'POST', `/api/rooms/${room._id}/messages`, body);
      assert.equal(response.statusCode, 400, response.body);
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    }
    assert.equal((await t.db.selectFrom('messages').select('id').execute()).length, before);
  });
});

describe('paging', () => {
  test('page 1 is the newest 20, each page oldest first, with total_page; reading marks them seen', async () => {
    const buyer = await seedUser(t.db, { name: 'Bikash Gurung' });
    const room = await openRoom(buyer, ramesh);
    for (let i = 1; i <= 45; i += 1) {
      const from = i % 2 === 0 ? ramesh : buyer;
      const response = await call(from, 'POST', `/api/rooms/${room._id}/messages`, {
        message: `m${i}`,
        messageType: 'text',
      });
      assert.equal(response.statusCode, 200);
    }
    const read = async (page: number, perPage = 20) => {
      const response = await call(
        buyer,
        'GET',
        `/api/rooms/${room._id}/messages?per_page=${perPage}&page=${page}&roomId=${room._id}`,
      );
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    };
    const first = await read(1);
    assert.equal(first.status, 'success');
    assert.equal(first.allMessage.total_page, 3);
    const texts = (body: { allMessage: { messages: ChatMessage[] } }) => body.allMessage.messages.map((m) => m.message);
    assert.deepEqual(
      texts(first),
      Array.from({ length: 20 }, (_, i) => `m${26 + i}`),
    );
    assert.deepEqual(
      texts(await read(2)),
      Array.from({ length: 20 }, (_, i) => `m${6 + i}`),
    );
    assert.deepEqual(texts(await read(3)), ['m1', 'm2', 'm3', 'm4', 'm5']);
    assert.deepEqual(texts(await read(4)), []);
    assert.equal((await read(1, 50)).allMessage.total_page, 1);
    assert.equal(first.room._id, room._id);
    assert.equal(first.room.seen, true, 'the newest page marks the room seen');
    for (const message of first.allMessage.messages as ChatMessage[]) {
      assert.ok(message.seen.includes(buyer.id), `${message.message} seen by the reader`);
    }
    const byRamesh = (await call(ramesh, 'GET', `/api/messages/${room._id}`)).json() as ChatMessage[];
    assert.equal(byRamesh.length, 45);
    assert.equal(byRamesh[0]?.message, 'm1');
    // m45 is the buyer's own (Ramesh has not read since his m44); m44 is Ramesh's, read by the buyer.
    assert.deepEqual(byRamesh.at(-1)?.seen, [buyer.id]);
    assert.deepEqual(byRamesh.at(-2)?.seen, [ramesh.id, buyer.id]);

    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'page=x']) {
      const response = await call(buyer, 'GET', `/api/rooms/${room._id}/messages?${query}`);
      assert.equal(response.statusCode, 400, query);
    }
  });

  test('messages by room answers the newest 500, oldest first', async () => {
    const talker = await seedUser(t.db, { name: 'Talker' });
    const room = await openRoom(talker, ramesh);
    await sql`insert into messages (id, room_id, posted_by, message, message_type)
      select gen_random_uuid(), ${room._id}::uuid, ${talker.id}, 'bulk ' || n, 'text' from generate_series(1, 520) as n`.execute(
      t.db,
    );
    const history = (await call(ramesh, 'GET', `/api/messages/${room._id}`)).json() as ChatMessage[];
    assert.equal(history.length, 500);
    assert.equal(history[0]?.message, 'bulk 21');
    assert.equal(history.at(-1)?.message, 'bulk 520');
  });
});
