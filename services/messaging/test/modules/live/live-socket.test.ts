import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { CHAT_MESSAGES, type ChatMessage, type ChatRoom, CLIENT_EVENTS, SERVER_EVENTS } from '@art/contracts';
import { memberWritesNameSpace, SIGNED_OUT, signedOutSessionKey, TOO_MANY_WRITES } from '@art/kit';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { liveSocketSuite } from '../../support/live-socket.js';
import {
  collect,
  connect,
  emitWithAck,
  listen,
  next,
  openDirectRoom,
  type SeededUser,
  seedBlock,
  seedUser,
  sleep,
  tokenFor,
} from '../../support/test-app.js';

let sita: SeededUser;
let ramesh: SeededUser;
const live = liveSocketSuite('socket', async ({ t }) => {
  sita = await seedUser(t.db, { name: 'Sita Shrestha', role: 21 });
  ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', role: 11 });
});

const openRoom = (sender: SeededUser, receiver: SeededUser) => openDirectRoom(live.call, sender, receiver);

/** The connect_error of a refused socket: its message, and the refusal's body in `data`. */
async function refusedConnection(
  auth: Record<string, unknown> | null,
  options = {},
): Promise<Error & { data?: unknown }> {
  try {
    const socket = await connect(live.url, auth, options);
    socket.close();
  } catch (error) {
    return error as Error & { data?: unknown };
  }
  throw new Error('the socket was accepted');
}

const refusal = async (auth: Record<string, unknown> | null, options = {}) =>
  (await refusedConnection(auth, options)).message;

type Ack = { status: string; message: ChatMessage | string; code?: string };

describe('connecting', () => {
  test('a socket without a token, with a bad one, an expired one or a revoked session is refused', async () => {
    // The same body, code included, as the gateway answers a call without a token.
    assert.deepEqual((await refusedConnection(null)).data, {
      status: 'unauthorized',
      message: 'Please login first',
      code: 'login-first',
    });
    const token = tokenFor(live.t.app, sita);
    const tampered = `${token.slice(0, -3)}${token.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    assert.match(await refusal({ token: tampered }), /not issued by this site|invalid/);
    assert.match(await refusal({ token: 'not-a-jwt' }), /malformed|invalid/);
    assert.match(await refusal({ token: tokenFor(live.t.app, sita, 0, '-1s') }), /expired/);

    const redis = new Redis(live.t.config.REDIS_URL);
    try {
      await redis.set(`${live.t.config.SESSION_VERSION_PREFIX}${sita.id}`, '2');
      assert.match(await refusal({ token: tokenFor(live.t.app, sita, 1) }), /session has ended/);
      const current = await connect(live.url, { token: tokenFor(live.t.app, sita, 2) });
      current.close();
    } finally {
      await redis.del(`${live.t.config.SESSION_VERSION_PREFIX}${sita.id}`);
      redis.disconnect();
    }
  });

  test('a token whose session was logged out is refused, and its open socket can send no more', async () => {
    const room = await openRoom(sita, ramesh);
    const phone = randomUUID();
    const socket = await live.online(sita, live.url, live.t.app, tokenFor(live.t.app, sita, 0, '1h', phone));
    const redis = new Redis(live.t.config.REDIS_URL);
    try {
      await redis.set(signedOutSessionKey(phone, live.t.config.SESSION_VERSION_PREFIX), '1', 'EX', 60);
      assert.equal(await refusal({ token: tokenFor(live.t.app, sita, 0, '1h', phone) }), SIGNED_OUT);
      const ack = await emitWithAck<Ack>(socket, CLIENT_EVENTS.sendMessage, {
        room: room._id,
        message: 'sent after logging out',
        messageType: 'text',
      });
      assert.deepEqual(ack, { status: 'unauthorized', message: SIGNED_OUT, code: 'signed-out' });
      const laptop = await connect(live.url, { token: tokenFor(live.t.app, sita) });
      laptop.close();
    } finally {
      redis.disconnect();
    }
  });

  test('every client event of an ended session is refused as send-message is, and nothing is marked read', async () => {
    const room = await openRoom(sita, ramesh);
    const delivered = await live.online(sita);
    const sent = await emitWithAck<Ack>(delivered, CLIENT_EVENTS.sendMessage, {
      room: room._id,
      message: 'Read me later',
      messageType: 'text',
    });
    assert.equal(sent.status, 'success');
    const frames: Record<string, unknown> = {
      [CLIENT_EVENTS.userLogin]: ramesh.id,
      [CLIENT_EVENTS.sendMessage]: { room: room._id, message: 'after logging out', messageType: 'text' },
      [CLIENT_EVENTS.readMessage]: { room: room._id, userId: ramesh.id },
      [CLIENT_EVENTS.typing]: { room: room._id, isTyping: true },
    };
    const redis = new Redis(live.t.config.REDIS_URL);
    try {
      // Every event the contracts name: one added later is checked here without a new test.
      for (const event of Object.values(CLIENT_EVENTS)) {
        const session = randomUUID();
        const socket = await connect(live.url, { token: tokenFor(live.t.app, ramesh, 0, '1h', session) });
        const dropped = next<string>(socket, 'disconnect');
        await redis.set(signedOutSessionKey(session, live.t.config.SESSION_VERSION_PREFIX), '1', 'EX', 60);
        const ack = await emitWithAck<Ack>(socket, event, frames[event]);
        assert.deepEqual(ack, { status: 'unauthorized', message: SIGNED_OUT, code: 'signed-out' }, event);
        assert.equal(await dropped, 'io server disconnect', event);
      }
    } finally {
      redis.disconnect();
    }
    const history = (await live.call(sita, 'GET', `/api/messages/${room._id}`)).json() as ChatMessage[];
    assert.deepEqual(history.at(-1)?.seen, [sita.id], 'read-message of the ended session marked nothing');
  });

  test('a token as `JWT <token>` in auth, or in the Authorization header of a polling client, is accepted', async () => {
    const viaAuth = await connect(live.url, { token: `JWT ${tokenFor(live.t.app, sita)}` });
    viaAuth.close();
    const viaHeader = await connect(live.url, null, {
      polling: true,
      headers: { Authorization: `JWT ${tokenFor(live.t.app, ramesh)}` },
    });
    const announced = await emitWithAck<{ status: string }>(viaHeader, CLIENT_EVENTS.userLogin, ramesh.id);
    assert.equal(announced.status, 'success');
    const someoneElse = await emitWithAck<Ack>(viaHeader, CLIENT_EVENTS.userLogin, sita.id);
    assert.deepEqual(someoneElse, {
      status: 'forbidden',
      message: 'This socket belongs to another user',
      code: 'forbidden',
    });
    viaHeader.close();
  });

  test('a socket is disconnected when its token expires', async () => {
    const socket = await connect(live.url, { token: tokenFor(live.t.app, sita, 0, '2s') });
    const reason = await next<string>(socket, 'disconnect', 4000);
    assert.equal(reason, 'io server disconnect');
  });
});

describe('live messages', () => {
  test('two users exchange a message live; it is stored before it is delivered', async () => {
    const room = await openRoom(sita, ramesh);
    const sitaTab = await live.online(sita);
    const sitaOtherTab = await live.online(sita);
    const rameshTab = await live.online(ramesh);
    const echoes = collect<ChatMessage>(sitaTab, SERVER_EVENTS.receiveMessage);

    const arriving = next<ChatMessage>(rameshTab, SERVER_EVENTS.receiveMessage);
    const header = next<{ room: string }>(rameshTab, SERVER_EVENTS.refreshHeaderMessage);
    const otherTab = next<ChatMessage>(sitaOtherTab, SERVER_EVENTS.receiveMessage);
    const ack = await emitWithAck<Ack>(sitaTab, CLIENT_EVENTS.sendMessage, {
      room: room._id,
      message: 'Namaste! Is the Green Tara still available?',
      messageType: 'text',
    });
    assert.equal(ack.status, 'success');
    const sent = ack.message as ChatMessage;
    const received = await arriving;
    assert.deepEqual(received, sent);
    assert.equal(received.room, room._id);
    assert.equal(received.postedBy._id, sita.id);
    assert.deepEqual(await header, { room: room._id });
    assert.equal((await otherTab)._id, sent._id, "the sender's other tabs get it too");
    const stored = await live.t.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', received._id)
      .executeTakeFirst();
    assert.ok(stored, 'stored when it arrived');
    await sleep(100);
    assert.equal(echoes.length, 0, 'the sending socket has its answer in the ack, not a second copy');

    const reply = next<ChatMessage>(sitaTab, SERVER_EVENTS.receiveMessage);
    const answer = await live.call(ramesh, 'POST', `/api/rooms/${room._id}/messages`, {
      message: 'Yes, it is.',
      messageType: 'text',
    });
    assert.equal(answer.statusCode, 200);
    assert.equal((await reply).message, 'Yes, it is.', 'a message sent over HTTP is delivered live too');
  });

  test('a receiver who is offline finds the message on the next load', async () => {
    const pema = await seedUser(live.t.db, { name: 'Pema Dolma Lama', role: 12 });
    const room = await openRoom(sita, pema);
    const sitaTab = await live.online(sita);
    const ack = await emitWithAck<Ack>(sitaTab, CLIENT_EVENTS.sendMessage, {
      room: room._id,
      message: 'Are you at the studio tomorrow?',
      messageType: 'text',
    });
    assert.equal(ack.status, 'success');
    const pemaTab = await live.online(pema);
    const rooms = (await live.call(pema, 'GET', '/api/rooms')).json() as ChatRoom[];
    const listed = rooms.find((item) => item._id === room._id);
    assert.equal(listed?.lastMessage?.message, 'Are you at the studio tomorrow?');
    assert.equal(listed?.seen, false);
    const page = (await live.call(pema, 'GET', `/api/rooms/${room._id}/messages?per_page=20&page=1`)).json();
    assert.deepEqual(
      page.allMessage.messages.map((message: ChatMessage) => message.message),
      ['Are you at the studio tomorrow?'],
    );
    pemaTab.close();
  });

  test('read-message marks the room read and tells the other members (message-seen)', async () => {
    const bikash = await seedUser(live.t.db, { name: 'Bikash Gurung' });
    const room = await openRoom(bikash, ramesh);
    const bikashTab = await live.online(bikash);
    const rameshTab = await live.online(ramesh);
    const delivered = next<ChatMessage>(rameshTab, SERVER_EVENTS.receiveMessage);
    await emitWithAck(bikashTab, CLIENT_EVENTS.sendMessage, { room: room._id, message: 'Hello', messageType: 'text' });
    await delivered;

    const seen = next<{ room: string; userId: string }>(bikashTab, SERVER_EVENTS.messageSeen);
    const answer = await emitWithAck<{ status: string }>(rameshTab, CLIENT_EVENTS.readMessage, {
      room: room._id,
      userId: ramesh.id,
    });
    assert.equal(answer.status, 'success');
    assert.deepEqual(await seen, { room: room._id, userId: ramesh.id });
    const history = (await live.call(bikash, 'GET', `/api/messages/${room._id}`)).json() as ChatMessage[];
    assert.deepEqual(history.at(-1)?.seen, [bikash.id, ramesh.id]);

    const forOther = await emitWithAck<Ack>(rameshTab, CLIENT_EVENTS.readMessage, {
      room: room._id,
      userId: bikash.id,
    });
    assert.deepEqual([forOther.status, forOther.code], ['forbidden', 'forbidden']);
  });

  test('send-message refusals come back in the ack: blocked both ways, not a member, bad input', async () => {
    const kiran = await seedUser(live.t.db, { name: 'Kiran' });
    const room = await openRoom(kiran, ramesh);
    const kiranTab = await live.online(kiran);
    const rameshTab = await live.online(ramesh);
    const stranger = await live.online(sita);
    const nothing = collect(rameshTab, SERVER_EVENTS.receiveMessage);
    await seedBlock(live.t.db, ramesh.id, kiran.id);
    const send = (socket: Socket, payload: object) => emitWithAck<Ack>(socket, CLIENT_EVENTS.sendMessage, payload);
    // The ack carries the refusal's status word, message and code as the HTTP answer would.
    assert.deepEqual(await send(kiranTab, { room: room._id, message: 'Hi', messageType: 'text' }), {
      status: 'blocked',
      message: CHAT_MESSAGES.blockedByOther,
      code: 'chat-blocked',
    });
    assert.deepEqual(await send(rameshTab, { room: room._id, message: 'Hi', messageType: 'text' }), {
      status: 'blocked',
      message: CHAT_MESSAGES.blockedByYou,
      code: 'chat-unblock-first',
    });
    assert.deepEqual(await send(stranger, { room: room._id, message: 'Hi', messageType: 'text' }), {
      status: 'not-found',
      message: 'Conversation not found',
      code: 'chat-room-not-found',
    });
    assert.deepEqual(await send(kiranTab, { room: 'nope', message: 'Hi' }), {
      status: 'not-found',
      message: 'Conversation not found',
      code: 'chat-room-not-found',
    });
    assert.deepEqual(await send(kiranTab, { room: room._id, message: '' }), {
      status: 'validate-error',
      message: 'Message cannot be empty',
      code: 'message-empty',
    });
    await sleep(100);
    assert.equal(nothing.length, 0);
  });

  test("chat over the socket counts in the member's write budget, the gateway's counter; over it nothing is stored", async () => {
    const anil = await seedUser(live.t.db, { name: 'Anil Maharjan' });
    const room = await openRoom(anil, ramesh);
    const anilTab = await live.online(anil);
    const rameshTab = await live.online(ramesh);
    const delivered = collect<ChatMessage>(rameshTab, SERVER_EVENTS.receiveMessage);
    const redis = new Redis(live.t.config.REDIS_URL);
    const budgetKey = `${memberWritesNameSpace(live.t.config.RATE_LIMIT_PREFIX)}${anil.id}`;
    try {
      const send = (message: string) =>
        emitWithAck<Ack>(anilTab, CLIENT_EVENTS.sendMessage, { room: room._id, message, messageType: 'text' });
      assert.equal((await send('Is the thangka framed?')).status, 'success');
      const read = await emitWithAck<{ status: string }>(anilTab, CLIENT_EVENTS.readMessage, { room: room._id });
      assert.equal(read.status, 'success');
      assert.equal(await redis.get(budgetKey), '2', 'a message and a read mark are two writes in the shared counter');

      // The rest of the minute's budget spent elsewhere (HTTP writes through the gateway count here too).
      await redis.set(budgetKey, String(live.t.config.WRITE_RATE_LIMIT_PER_USER), 'PX', 60_000);
      assert.deepEqual(await send('One more, too fast'), {
        status: 'rate-limited',
        message: TOO_MANY_WRITES,
        code: 'too-many-requests',
      });
      const refusedRead = await emitWithAck<Ack>(anilTab, CLIENT_EVENTS.readMessage, { room: room._id });
      assert.deepEqual(refusedRead, { status: 'rate-limited', message: TOO_MANY_WRITES, code: 'too-many-requests' });
      const stored = await live.t.db.selectFrom('messages').select('message').where('room_id', '=', room._id).execute();
      assert.deepEqual(
        stored.map((row) => row.message),
        ['Is the thangka framed?'],
      );
      await sleep(100);
      assert.equal(delivered.length, 1, 'the refused message reached nobody');

      await redis.del(budgetKey); // the window is over
      assert.equal((await send('Thank you!')).status, 'success');
    } finally {
      redis.disconnect();
    }
  });
});

describe('several instances', () => {
  test('a client on instance A receives a message sent by a client on instance B', async () => {
    const second = await live.t.startInstance();
    const secondUrl = await listen(second);
    const room = await openRoom(sita, ramesh);
    const onA = await live.online(ramesh, live.url, live.t.app);
    const onB = await live.online(sita, secondUrl, second);
    const arriving = next<ChatMessage>(onA, SERVER_EVENTS.receiveMessage);
    const ack = await emitWithAck<Ack>(onB, CLIENT_EVENTS.sendMessage, {
      room: room._id,
      message: 'Sent through instance B',
      messageType: 'text',
    });
    assert.equal(ack.status, 'success');
    const received = await arriving;
    assert.equal(received.message, 'Sent through instance B');

    const gone = next(onB, 'disconnect');
    await second.close();
    await gone;
  });
});
