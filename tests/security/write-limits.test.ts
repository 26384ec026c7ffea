import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CLIENT_EVENTS } from '@art/contracts/live-socket';
import type { Socket } from 'socket.io-client';
import { chatBetween, liveSocket } from '../system/support/live-sockets.js';
import { query } from '../system/support/members.js';
import { type Stack, startStack } from '../system/support/stack.js';

/**
 * A member's write budget through the real gateway, messaging and Redis: HTTP writes and chat
 * messages on the live socket (which does not pass the gateway's limit) draw on one counter, so a
 * script cannot flood a conversation by switching from the HTTP route to the socket. Past the
 * budget, HTTP answers 429 with Retry-After and the socket's ack says the same; nothing is stored;
 * another member writes on.
 */
const BUDGET = 6;
const TOO_MANY = 'Too many requests, please try again later.';
let stack: Stack;
const sockets: Socket[] = [];

before(async () => {
  stack = await startStack('security_writes', { env: { WRITE_RATE_LIMIT_PER_USER: String(BUDGET) } });
});

after(async () => {
  for (const socket of sockets) socket.close();
  await stack?.stop();
});

test('HTTP writes and live chat messages share one budget per member; past it both are refused and nothing is stored', async () => {
  // Opening the room is the sender's first write.
  const { sender, receiver, roomId } = await chatBetween(stack, 'Hari Thapa', 'Maya Gurung');
  const socket = await liveSocket(stack.gateway.url, sender, sockets);
  const overHttp = (token: string, message: string) =>
    fetch(`${stack.gateway.url}/api/rooms/${roomId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ message, messageType: 'text' }),
    });
  const overSocket = (message: string) =>
    socket.timeout(5000).emitWithAck(CLIENT_EVENTS.sendMessage, { room: roomId, message, messageType: 'text' });

  const sent: string[] = [];
  for (let write = 2; write <= BUDGET; write++) {
    const message = `message ${write}`;
    if (write % 2 === 0) assert.equal((await overHttp(sender.token, message)).status, 200, message);
    else assert.equal((await overSocket(message)).status, 'success', message);
    sent.push(message);
  }

  const refusedOnSocket = await overSocket('one more on the socket');
  // The socket's refusal is the HTTP answer's body, code included (kit refusalAck).
  assert.deepEqual(refusedOnSocket, { status: 'rate-limited', message: TOO_MANY, code: 'too-many-requests' });
  const refusedOverHttp = await overHttp(sender.token, 'one more over HTTP');
  assert.equal(refusedOverHttp.status, 429);
  assert.deepEqual(await refusedOverHttp.json(), {
    status: 'rate-limited',
    message: TOO_MANY,
    code: 'too-many-requests',
  });
  const retryAfter = Number(refusedOverHttp.headers.get('retry-after'));
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);

  const answer = await overHttp(receiver.token, 'Slow down, please');
  assert.equal(answer.status, 200, 'the other member has a budget of their own');

  const stored = await query<{ message: string }>(
    stack.databases.messaging,
    'SELECT message FROM messages WHERE room_id = $1 ORDER BY seq',
    [roomId],
  );
  assert.deepEqual(
    stored.map((row) => row.message),
    [...sent, 'Slow down, please'],
  );
});
