import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { type ChatMessage, type ChatRoom, CLIENT_EVENTS, ROLE, SERVER_EVENTS, SessionRevoked } from '@art/contracts';
import { artistCodeHash } from '@art/contracts/artist-codes';
import { SESSION_REVOKED, SIGNED_OUT } from '@art/kit';
import { envelopeOf, processed, publish } from '@art/testing';
import type { Socket } from 'socket.io-client';
import { SESSIONS_DURABLE } from '../../../src/consumers.js';
import { type IdentityProcess, type Member, startIdentityProcess } from '../../support/identity-process.js';
import {
  caller,
  connect,
  emitWithAck,
  listen,
  type MessagingTestContext,
  next,
  sleep,
  startMessagingTestApp,
} from '../../support/test-app.js';

/**
 * A live socket is checked when it connects and when it sends; between the two it used to keep
 * receiving for as long as its token lived (a day) after the session had ended. Identity now says
 * so on the bus (identity.session.revoked) and messaging drops the sockets of the ended sessions on
 * every instance. Real identity (its own process), messaging on two instances, NATS, Redis, PostgreSQL.
 */
let t: MessagingTestContext;
let identity: IdentityProcess;
let url: string;
let otherUrl: string;
let ramesh: Member;
let rameshSocket: Socket;
const sockets: Socket[] = [];

/** Identity's answer must be followed by the socket's drop within this long, as the client sees it. */
const DROP_WITHIN_MS = 1000;

async function online(token: string, base = url): Promise<Socket> {
  const socket = await connect(base, { token });
  sockets.push(socket);
  return socket;
}

async function refusal(token: string, base = url): Promise<string> {
  try {
    const socket = await connect(base, { token });
    socket.close();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the socket was accepted');
}

/** Every event the socket receives from now on, by name. */
function everything(socket: Socket): string[] {
  const received: string[] = [];
  socket.onAny((event: string) => received.push(event));
  return received;
}

/** When and why the server drops the socket. */
function dropOf(socket: Socket): Promise<{ reason: string; atMs: number }> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve({ reason, atMs: Date.now() })));
}

async function assertDroppedSoonAfter(drop: Promise<{ reason: string; atMs: number }>, answeredAtMs: number) {
  const dropped = await Promise.race([
    drop,
    sleep(DROP_WITHIN_MS + 2000).then(() => assert.fail('the socket was not dropped')),
  ]);
  assert.equal(dropped.reason, 'io server disconnect', 'the server dropped it');
  const delayMs = dropped.atMs - answeredAtMs;
  assert.ok(delayMs <= DROP_WITHIN_MS, `dropped ${delayMs} ms after identity answered`);
}

async function roomWith(member: Member): Promise<ChatRoom> {
  const answer = await caller(t.app)(ramesh, 'POST', '/api/rooms/init', { sender: ramesh.id, receiver: member.id });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json().room;
}

/** Ramesh writes to the member; resolves once `witness` (a socket of a session that holds) has it. */
async function privateMessage(room: ChatRoom, witness: Socket, text: string) {
  const delivered = next<ChatMessage>(witness, SERVER_EVENTS.receiveMessage);
  const ack = await emitWithAck<{ status: string }>(rameshSocket, CLIENT_EVENTS.sendMessage, {
    room: room._id,
    message: text,
    messageType: 'text',
  });
  assert.equal(ack.status, 'success');
  assert.equal((await delivered).message, text, 'a socket of a session that holds receives it');
  // Anything meant for the same user reaches its sockets in the same moment; a margin for the slow.
  await sleep(200);
}

before(async () => {
  t = await startMessagingTestApp('revocation');
  url = await listen(t.app);
  otherUrl = await listen(await t.startInstance());
  identity = await startIdentityProcess(t, 'revocation');
  ramesh = await identity.member('Ramesh Chitrakar');
  rameshSocket = await online(ramesh.token);
});
after(async () => {
  for (const socket of sockets) socket.close();
  await identity?.stop();
  await t?.close();
});

describe('a socket whose session ends is dropped at once and cannot come back', () => {
  test('Log Out: the socket of that session (on another instance) is dropped, receives nothing, and its token is refused', async () => {
    const sita = await identity.member('Sita Shrestha');
    const room = await roomWith(sita);
    const phoneToken = sita.token;
    const laptopToken = await identity.signIn(sita);
    const phone = await online(phoneToken, otherUrl);
    const laptop = await online(laptopToken);
    const drop = dropOf(phone);
    const phoneReceived = everything(phone);

    const answer = await identity.post('/api/auth/logout', {}, phoneToken);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    await assertDroppedSoonAfter(drop, Date.now());

    await privateMessage(room, laptop, 'After the phone logged out');
    assert.deepEqual(phoneReceived, [], 'the logged-out socket received nothing');
    assert.equal(phone.connected, false);
    assert.equal(await refusal(phoneToken), SIGNED_OUT);
    assert.equal(await refusal(phoneToken, otherUrl), SIGNED_OUT);
  });

  test('Log Out on one device leaves the socket of another session of the same user connected and receiving', async () => {
    const sita = await identity.member('Sita Rai');
    const room = await roomWith(sita);
    const laptopToken = await identity.signIn(sita);
    const phone = await online(sita.token);
    const laptop = await online(laptopToken, otherUrl);
    const laptopReceived = everything(laptop);
    const phoneDrop = dropOf(phone);

    const answer = await identity.post('/api/auth/logout', {}, sita.token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    await assertDroppedSoonAfter(phoneDrop, Date.now());
    await sleep(500);

    assert.equal(laptop.connected, true, 'the other session is still connected');
    await privateMessage(room, laptop, 'For the laptop');
    assert.ok(laptopReceived.includes(SERVER_EVENTS.receiveMessage), 'the other session receives');
    const again = await online(laptopToken);
    again.close();
  });

  test('sign out everywhere: every socket of the account, on each instance, is dropped; the old tokens are refused', async () => {
    const sita = await identity.member('Sita Gurung');
    const room = await roomWith(sita);
    const laptopToken = await identity.signIn(sita);
    const phone = await online(sita.token, otherUrl);
    const laptop = await online(laptopToken);
    const drops = [dropOf(phone), dropOf(laptop)];
    const received = [everything(phone), everything(laptop)];

    const answer = await identity.post('/api/auth/logout-everywhere', {}, laptopToken);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const answeredAtMs = Date.now();
    for (const drop of drops) await assertDroppedSoonAfter(drop, answeredAtMs);

    const fresh = await online(await identity.signIn(sita));
    await privateMessage(room, fresh, 'After signing out everywhere');
    assert.deepEqual(received, [[], []], 'the ended sessions received nothing');
    assert.equal(await refusal(sita.token), SESSION_REVOKED);
    assert.equal(await refusal(laptopToken, otherUrl), SESSION_REVOKED);
  });

  test('password reset: every socket of the account is dropped; the old tokens are refused', async () => {
    const sita = await identity.member('Sita Tamang');
    const room = await roomWith(sita);
    const laptopToken = await identity.signIn(sita);
    const phone = await online(sita.token);
    const laptop = await online(laptopToken, otherUrl);
    const drops = [dropOf(phone), dropOf(laptop)];
    const received = [everything(phone), everything(laptop)];

    const asked = await identity.post('/api/auth/reset', { email: sita.email });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const resetToken = await identity.mailedResetToken(sita.id);
    const password = `Mandala-${randomUUID()}`;
    const answer = await identity.post(`/api/auth/reset/${resetToken}`, { password, 'confirm-password': password });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const answeredAtMs = Date.now();
    for (const drop of drops) await assertDroppedSoonAfter(drop, answeredAtMs);

    const fresh = await online(await identity.signIn({ email: sita.email, password }), otherUrl);
    await privateMessage(room, fresh, 'After the password reset');
    assert.deepEqual(received, [[], []], 'the ended sessions received nothing');
    assert.equal(await refusal(sita.token), SESSION_REVOKED);
    assert.equal(await refusal(laptopToken), SESSION_REVOKED);
  });

  test('role change (artist code): the old sessions are dropped and refused; the fresh token of this device stays connected', async () => {
    const sita = await identity.member('Sita Maharjan');
    const room = await roomWith(sita);
    const phoneToken = await identity.signIn(sita);
    const phone = await online(phoneToken, otherUrl);
    const here = await online(sita.token);
    const drops = [dropOf(phone), dropOf(here)];
    const received = [everything(phone), everything(here)];
    const code = `ART-${randomUUID().slice(0, 8).toUpperCase()}`;
    await identity.db
      .insertInto('artist_codes')
      .values({ code, code_hash: artistCodeHash(code) })
      .execute();

    const answer = await identity.post('/api/users/validatecode', { code }, sita.token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const answeredAtMs = Date.now();
    assert.equal(answer.body.user.role, ROLE.artist);
    // The page swaps its socket for one with the new token at once, maybe before the event lands.
    const artist = await online(answer.body.token);
    const artistDrop = dropOf(artist);
    for (const drop of drops) await assertDroppedSoonAfter(drop, answeredAtMs);
    await sleep(500);

    assert.equal(artist.connected, true, 'the fresh token of the role change is not signed out');
    await privateMessage(room, artist, 'Congratulations on the studio');
    assert.deepEqual(received, [[], []], 'the ended sessions received nothing');
    assert.equal(await refusal(sita.token), SESSION_REVOKED);
    assert.equal(await refusal(phoneToken, otherUrl), SESSION_REVOKED);

    // The same revocation again (a redelivery, a replay): it ends no session that still holds.
    const revoked = await identity.lastEvent(SessionRevoked.type, sita.id);
    assert.deepEqual(revoked, { userId: sita.id, sessionVersion: 1, reason: 'role-change' });
    const replay = envelopeOf(SessionRevoked, revoked as never);
    await publish(t.app.bus, replay);
    await processed(t.db, SESSIONS_DURABLE, replay.id);
    await sleep(300);
    assert.equal(
      await Promise.race([artistDrop.then(() => 'dropped'), sleep(10).then(() => 'connected')]),
      'connected',
    );
  });
});
