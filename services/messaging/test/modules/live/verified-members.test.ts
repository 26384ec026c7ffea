import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ChatRoom, CLIENT_EVENTS, SERVER_EVENTS } from '@art/contracts';
import { EMAIL_VERIFIED_MARK_TTL_SECONDS, emailVerifiedKey } from '@art/kit';
import type { Socket } from 'socket.io-client';
import {
  caller,
  connect,
  emitWithAck,
  listen,
  type MessagingTestContext,
  type SeededUser,
  seedUser,
  startMessagingTestApp,
} from '../../support/test-app.js';

let t: MessagingTestContext;
let url: string;
const sockets: Socket[] = [];

before(async () => {
  t = await startMessagingTestApp('socket_verified');
  url = await listen(t.app);
});
after(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

/** A session token as identity issues it, with its word on the e-mail address (claim `ev`). */
const tokenOf = (user: SeededUser, ev: boolean) =>
  t.app.jwt.sign({ sub: user.id, role: user.role, sv: 0, jti: crypto.randomUUID(), ev }, { expiresIn: '1h' });

async function online(user: SeededUser, ev: boolean): Promise<Socket> {
  const socket = await connect(url, { token: tokenOf(user, ev) });
  sockets.push(socket);
  return socket;
}

async function roomOf(sender: SeededUser, receiver: SeededUser): Promise<ChatRoom> {
  const response = await caller(t.app)(sender, 'POST', '/api/rooms/init', { sender: sender.id, receiver: receiver.id });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().room;
}

const stored = async (room: ChatRoom) =>
  (await t.db.selectFrom('messages').select('message').where('room_id', '=', room._id).execute()).map(
    (row) => row.message,
  );

describe('the live socket applies the gateway’s rule for unverified members', () => {
  test('send-message from an unverified member is refused with the fix and stores nothing; once verified it goes', async () => {
    const hari = await seedUser(t.db, { name: 'Hari Tamang', role: 21 });
    const sita = await seedUser(t.db, { name: 'Sita Shrestha', role: 21 });
    const room = await roomOf(sita, hari);
    const socket = await online(hari, false);
    const send = (message: string) =>
      emitWithAck<{ status: string; message: unknown }>(socket, CLIENT_EVENTS.sendMessage, {
        room: room._id,
        message,
        messageType: 'text',
      });
    assert.deepEqual(await send('Namaste'), {
      status: 'email-not-verified',
      message: 'Please verify your e-mail address first',
      code: 'email-not-verified',
    });
    assert.deepEqual(await stored(room), []);

    // Hari enters the mailed code: identity marks it, and the socket opened before may now send.
    await t.app.redis.set(
      emailVerifiedKey(hari.id, t.config.SESSION_VERSION_PREFIX),
      '1',
      'EX',
      EMAIL_VERIFIED_MARK_TTL_SECONDS,
    );
    assert.equal((await send('Namaste, now verified')).status, 'success');
    assert.deepEqual(await stored(room), ['Namaste, now verified']);
  });

  test('a verified member’s token sends as before', async () => {
    const anil = await seedUser(t.db, { name: 'Anil Maharjan', role: 21 });
    const ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', role: 11 });
    const room = await roomOf(anil, ramesh);
    const socket = await online(anil, true);
    const ack = await emitWithAck<{ status: string }>(socket, CLIENT_EVENTS.sendMessage, {
      room: room._id,
      message: 'Is the thangka framed?',
      messageType: 'text',
    });
    assert.equal(ack.status, 'success');
  });

  test('typing from an unverified member goes to nobody, and its ack says why', async () => {
    const gita = await seedUser(t.db, { name: 'Gita Rai', role: 21 });
    const bikash = await seedUser(t.db, { name: 'Bikash Gurung', role: 21 });
    const room = await roomOf(bikash, gita);
    const [typer, reader] = [await online(gita, false), await online(bikash, true)];
    const heard: unknown[] = [];
    reader.on(SERVER_EVENTS.typing, (notice: unknown) => heard.push(notice));
    const ack = await emitWithAck<{ status: string }>(typer, CLIENT_EVENTS.typing, { room: room._id, isTyping: true });
    assert.deepEqual(ack, {
      status: 'email-not-verified',
      message: 'Please verify your e-mail address first',
      code: 'email-not-verified',
    });
    // Once verified, the same typing reaches Bikash: the first notice he hears is that one.
    const first = new Promise((resolve) => reader.once(SERVER_EVENTS.typing, resolve));
    await t.app.redis.set(
      emailVerifiedKey(gita.id, t.config.SESSION_VERSION_PREFIX),
      '1',
      'EX',
      EMAIL_VERIFIED_MARK_TTL_SECONDS,
    );
    const typed = await emitWithAck<{ status: string }>(typer, CLIENT_EVENTS.typing, {
      room: room._id,
      isTyping: false,
    });
    assert.equal(typed.status, 'success');
    assert.deepEqual(await first, { room: room._id, userId: gita.id, isTyping: false });
    assert.equal(heard.length, 1);
  });
});
