import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ChatRoom, CLIENT_EVENTS, SERVER_EVENTS, type TypingNotice } from '@art/contracts';
import { TOO_MANY_WRITES } from '@art/kit';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import type { MessagingApp } from '../../../src/app.js';
import { liveSocketSuite } from '../../support/live-socket.js';
import {
  emitWithAck,
  listen,
  next,
  openDirectRoom,
  seedBlock,
  seedUser,
  sleep,
  tokenFor,
} from '../../support/test-app.js';

/**
 * `typing` goes from a member's socket to the room's other members, on any instance; it is never
 * stored, never crosses a block, has its own rate limit (not the write budget) and stops with the
 * session.
 */
const TYPING_LIMIT = 4;
let second: MessagingApp;
let secondUrl: string;
const live = liveSocketSuite(
  'typing',
  async ({ t }) => {
    second = await t.startInstance();
    secondUrl = await listen(second);
  },
  { TYPING_RATE_LIMIT_PER_USER: String(TYPING_LIMIT), TYPING_RATE_LIMIT_WINDOW_MS: '60000' },
);

const member = (name: string) => seedUser(live.t.db, { name, role: 21 });
type Ack = { status: string; message?: string; code?: string };
const typing = (socket: Socket, room: string, isTyping = true) =>
  emitWithAck<Ack>(socket, CLIENT_EVENTS.typing, { room, isTyping });

function heard(socket: Socket): TypingNotice[] {
  const notices: TypingNotice[] = [];
  socket.on(SERVER_EVENTS.typing, (notice: TypingNotice) => notices.push(notice));
  return notices;
}

async function messageCount(roomId: string) {
  const row = await live.t.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('one-to-one', () => {
  test('reaches the other member on another instance, not the typer’s own tabs, and stores nothing', async () => {
    const [sita, ramesh] = [await member('Sita'), await member('Ramesh')];
    const room = await openDirectRoom(live.call, sita, ramesh);
    const [laptop, phone] = [await live.online(sita), await live.online(sita, secondUrl, second)];
    const other = await live.online(ramesh, secondUrl, second);
    const onOwnPhone = heard(phone);

    const started = next<TypingNotice>(other, SERVER_EVENTS.typing);
    assert.deepEqual(await typing(laptop, room._id), { status: 'success' });
    assert.deepEqual(await started, { room: room._id, userId: sita.id, isTyping: true });
    const stopped = next<TypingNotice>(other, SERVER_EVENTS.typing);
    assert.deepEqual(await typing(laptop, room._id, false), { status: 'success' });
    assert.equal((await stopped).isTyping, false);
    await sleep(200);
    assert.deepEqual(onOwnPhone, []);
    assert.equal(await messageCount(room._id), 0);
  });

  test('never across a block, either way, nor in a blocked conversation; a stranger’s room is not found', async () => {
    const [sita, bikash, maya, outsider] = [
      await member('Sita'),
      await member('Bikash'),
      await member('Maya'),
      await member('Outsider'),
    ];
    const withBikash = await openDirectRoom(live.call, sita, bikash);
    const withMaya = await openDirectRoom(live.call, sita, maya);
    await seedBlock(live.t.db, bikash.id, sita.id);
    const blocked = await live.call(maya, 'PATCH', `/api/rooms/${withMaya._id}/block`, { blockBy: maya.id });
    assert.equal(blocked.statusCode, 200, blocked.body);

    const [atSita, atBikash, atMaya, atOutsider] = [
      await live.online(sita),
      await live.online(bikash),
      await live.online(maya),
      await live.online(outsider),
    ];
    const [toSita, toBikash, toMaya] = [heard(atSita), heard(atBikash), heard(atMaya)];
    assert.deepEqual(await typing(atSita, withBikash._id), {
      status: 'blocked',
      message: 'You cannot interact with this user',
      code: 'blocked',
    });
    assert.equal((await typing(atBikash, withBikash._id)).status, 'blocked', 'the blocker neither');
    assert.equal((await typing(atSita, withMaya._id)).status, 'blocked');
    assert.equal((await typing(atMaya, withMaya._id)).status, 'blocked');
    assert.equal((await typing(atOutsider, withMaya._id)).status, 'not-found');
    await sleep(200);
    assert.deepEqual([toSita, toBikash, toMaya], [[], [], []]);
  });
});

describe('groups', () => {
  test('reaches every other member but one across a block from the typer', async () => {
    const [host, blocker, blocked] = [await member('Laxmi'), await member('Nabin'), await member('Rojina')];
    await seedBlock(live.t.db, blocker.id, blocked.id);
    const created = await live.call(host, 'POST', '/api/rooms/group', {
      name: 'Thangka circle',
      participants: [blocker.id, blocked.id],
    });
    assert.equal(created.statusCode, 200, created.body);
    const group = created.json().room as ChatRoom;
    const [atHost, atBlocker, atBlocked] = [
      await live.online(host),
      await live.online(blocker),
      await live.online(blocked),
    ];
    const toBlocker = heard(atBlocker);
    const toHost = next<TypingNotice>(atHost, SERVER_EVENTS.typing);
    assert.equal((await typing(atBlocked, group._id)).status, 'success');
    assert.equal((await toHost).userId, blocked.id);
    await sleep(200);
    assert.deepEqual(toBlocker, []);
  });
});

describe('limits and sessions', () => {
  test('typing has its own budget: over it the ack refuses, and messages can still be sent', async () => {
    const [sita, ramesh] = [await member('Sita'), await member('Ramesh')];
    const room = await openDirectRoom(live.call, sita, ramesh);
    const socket = await live.online(sita);
    for (let index = 0; index < TYPING_LIMIT; index++) assert.equal((await typing(socket, room._id)).status, 'success');
    assert.deepEqual(await typing(socket, room._id), {
      status: 'rate-limited',
      message: TOO_MANY_WRITES,
      code: 'too-many-requests',
    });
    const sent = await emitWithAck<Ack>(socket, CLIENT_EVENTS.sendMessage, {
      room: room._id,
      message: 'Still here',
      messageType: 'text',
    });
    assert.equal(sent.status, 'success');
  });

  test('a socket whose session ended is refused and dropped', async () => {
    const [sita, ramesh] = [await member('Sita'), await member('Ramesh')];
    const room = await openDirectRoom(live.call, sita, ramesh);
    const socket = await live.online(sita, live.url, live.t.app, tokenFor(live.t.app, sita, 0));
    const other = await live.online(ramesh);
    const toRamesh = heard(other);
    const redis = new Redis(live.t.config.REDIS_URL);
    try {
      await redis.set(`${live.t.config.SESSION_VERSION_PREFIX}${sita.id}`, '1');
      const dropped = next(socket, 'disconnect');
      const ack = await typing(socket, room._id);
      assert.deepEqual([ack.status, ack.code], ['unauthorized', 'session-revoked']);
      await dropped;
    } finally {
      await redis.del(`${live.t.config.SESSION_VERSION_PREFIX}${sita.id}`);
      redis.disconnect();
    }
    await sleep(200);
    assert.deepEqual(toRamesh, []);
  });
});
