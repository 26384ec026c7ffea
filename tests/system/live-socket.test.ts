import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { SERVER_EVENTS } from '@art/contracts/live-socket';
import { type ServiceHandle, startService, stopService, waitUntil } from '@art/testing';
import { connect, headers, StringCodec } from 'nats';
import type { Socket } from 'socket.io-client';
import { chatBetween, liveSocket } from './support/live-sockets.js';
import { artist, projected, query, verifiedMember } from './support/members.js';
import { type Stack, startStack } from './support/stack.js';

/**
 * The live socket through every real process. Two messaging instances share Redis: a member
 * connected through the gateway (instance A) receives a message sent on a socket of instance B.
 * A like on a post reaches the author's socket as exactly one `new-notification`, pushed by the
 * notification service through the Redis emitter, even when social's event is delivered again.
 */
let stack: Stack;
let second: ServiceHandle;
const sockets: Socket[] = [];

before(async () => {
  stack = await startStack('live_socket');
  // A second messaging instance on the same database, bus and Redis key as the stack's.
  second = await startService('messaging', stack.messagingEnv);
});

after(async () => {
  for (const socket of sockets) socket.close();
  if (second) await stopService(second);
  await stack?.stop();
});

function collect(socket: Socket, event: string) {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

test('a message sent on one messaging instance reaches a socket of the other', async () => {
  const { sender, receiver, roomId } = await chatBetween(stack, 'Dawa Sherpa', 'Karma Lama');

  const onGateway = await liveSocket(stack.gateway.url, receiver, sockets); // instance A, through the gateway
  const onSecond = await liveSocket(second.url, sender, sockets); // instance B, directly
  const received = collect(onGateway, SERVER_EVENTS.receiveMessage);
  const ack = await onSecond
    .timeout(5000)
    .emitWithAck('send-message', { room: roomId, message: 'नमस्ते, Karma!', messageType: 'text' });
  assert.equal(ack.status, 'success', JSON.stringify(ack));
  await waitUntil('the message on the other instance’s socket', async () => received.length > 0, { timeoutMs: 10_000 });
  assert.equal((received[0] as { message: string; room: string }).message, 'नमस्ते, Karma!');
  assert.equal((received[0] as { room: string }).room, roomId);

  // Stored before it was delivered: the page finds it on load.
  const page = await stack.api(`/rooms/${roomId}/messages?per_page=20&page=1`, { token: receiver.token });
  assert.equal(page.status, 200, JSON.stringify(page.body));
  assert.deepEqual(
    page.body.allMessage.messages.map((message: { message: string }) => message.message),
    ['नमस्ते, Karma!'],
  );
});

test('a like on a post reaches the author’s socket as one new-notification, even when the event comes again', async () => {
  const author = await artist(stack, 'Pema Dolma');
  const fan = await verifiedMember(stack, 'Sonam Gurung', 'fan');
  await projected(stack.databases.social, author, 11);
  await projected(stack.databases.social, fan, 21);
  const socket = await liveSocket(stack.gateway.url, author, sockets);
  const notifications = collect(socket, SERVER_EVENTS.newNotification);

  const form = new FormData();
  form.set('post', 'New thangka in progress');
  const posted = await fetch(`${stack.gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${author.token}` },
    body: form,
  });
  const postId: string = (await posted.json()).post._id;
  const liked = await stack.api('/post/like', { token: fan.token, body: { post: postId } });
  assert.equal(liked.status, 200, JSON.stringify(liked.body));
  await waitUntil('the like’s notification on the author’s socket', async () => notifications.length > 0, {
    timeoutMs: 20_000,
  });

  // Social's event once more, as a redelivery would bring it (same event id, another message id).
  const [row] = await query<{ payload: { id: string; type: string } }>(
    stack.databases.social,
    "SELECT payload FROM outbox WHERE payload->>'type' = 'social.post.liked' ORDER BY seq DESC LIMIT 1",
  );
  const nats = await connect({ servers: stack.nats.url });
  try {
    const h = headers();
    h.set('Nats-Msg-Id', randomUUID());
    await nats
      .jetstream()
      .publish(`${stack.prefix}.${row.payload.type}`, StringCodec().encode(JSON.stringify(row.payload)), {
        headers: h,
      });
  } finally {
    await nats.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  assert.equal(notifications.length, 1, JSON.stringify(notifications));
  const stored = await stack.api('/notifications/all', { token: author.token });
  assert.equal(stored.status, 200, JSON.stringify(stored.body));
  assert.equal(stored.body.message.length, 1);
});
