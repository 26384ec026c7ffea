// One buyer's and one artist's journey through the gateway container of the compose stack that
// `npm run test:images` started from the built images: register, the mailed code, verify, sign in
// (both), the artist's artwork, browse the gallery and the artwork, add to cart, a cash order, the
// artist's live notification of it, a chat message over the socket. The same helpers as the system
// tests (tests/system/support), given a `stack` whose addresses are the containers' published ports.
//   node --conditions=@art/source --import tsx infra/images/journey.ts \
//     --gateway=http://127.0.0.1:18080 --mail=http://127.0.0.1:<maildev web> --postgres=postgres://postgres@127.0.0.1:<port>
// Prints one JSON line of the steps and their durations; exits non-zero at the first failure.
import assert from 'node:assert/strict';
import { SERVER_EVENTS } from '@art/contracts/live-socket';
import { waitUntil } from '@art/testing';
import type { Socket } from 'socket.io-client';
import { uploadArtwork } from '../../tests/system/support/artworks.js';
import { liveSocket } from '../../tests/system/support/live-sockets.js';
import { artist, POKHARA_SHIPPING, projected, verifiedMember } from '../../tests/system/support/members.js';
import type { Stack } from '../../tests/system/support/stack.js';

const arg = (name: string) => {
  const value = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!value) throw new Error(`--${name}=<url> is required`);
  return value;
};
const gatewayUrl = arg('gateway').replace(/\/+$/, '');
const postgres = arg('postgres').replace(/\/+$/, '');
const database = (area: string) => `${postgres}/art_${area}`;

// Only what the helpers use of a Stack: the gateway's address and API, the databases, the mail sink.
const stack = {
  gateway: { url: gatewayUrl },
  mailUrl: arg('mail'),
  databases: Object.fromEntries(
    ['identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification', 'moderation'].map((a) => [
      a,
      database(a),
    ]),
  ),
  async api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `JWT ${init.token}`;
    const res = await fetch(`${gatewayUrl}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  },
} as unknown as Stack;

const steps: { step: string; ms: number }[] = [];
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const result = await run();
    steps.push({ step: name, ms: Date.now() - started });
    return result;
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
}

const sockets: Socket[] = [];
function collect(socket: Socket, event: string) {
  const received: any[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

async function main() {
  await step('shell and a remote served by the gateway', async () => {
    const shell = await fetch(`${gatewayUrl}/`);
    assert.equal(shell.status, 200);
    assert.match(await shell.text(), /<html/i);
    const manifest = await fetch(`${gatewayUrl}/mf/catalogue/mf-manifest.json`);
    assert.equal(manifest.status, 200);
  });
  // Register, read the code from maildev, verify, sign in: verifiedMember does the four.
  const painter = await step('artist: register, mail code, verify, sign in, artist code', () =>
    artist(stack, 'Sabina Shakya'),
  );
  const buyer = await step('buyer: register, mail code, verify, sign in', () =>
    verifiedMember(stack, 'Pasang Sherpa', 'buyer'),
  );
  await step('artist known to catalogue', () => projected(stack.databases.catalogue, painter, 11));
  const artwork = await step('artist uploads an artwork (image to S3)', () =>
    uploadArtwork(stack, painter, { name: 'Phewa at Noon', price: 45_000, stock: 1 }),
  );
  await step('browse: gallery lists it, its page and image answer', async () => {
    await waitUntil(
      'the artwork in the gallery',
      async () => {
        const listing = await stack.api('/products/category/all?orderby=new&skip=0&limit=60');
        return listing.status === 200 && listing.body.message.some((a: { slug: string }) => a.slug === artwork.slug);
      },
      { timeoutMs: 20_000 },
    );
    const page = await stack.api(`/product/${artwork.slug}`);
    assert.equal(page.status, 200);
    const image = JSON.stringify(page.body.message).match(/"(\/media\/[^"]+)"/)?.[1];
    assert.ok(image, `no /media address in ${JSON.stringify(page.body.message).slice(0, 300)}`);
    const picture = await fetch(`${gatewayUrl}${image}`);
    assert.equal(picture.status, 200, `${image}: ${picture.status}`);
  });
  const painterSocket = await step('both live sockets through the gateway', async () => {
    const socket = await liveSocket(gatewayUrl, painter, sockets);
    await liveSocket(gatewayUrl, buyer, sockets);
    return socket;
  });
  const notifications = collect(painterSocket, SERVER_EVENTS.newNotification);
  const messages = collect(painterSocket, SERVER_EVENTS.receiveMessage);
  await step('add to cart', () =>
    waitUntil(
      'the artwork in commerce, added to the cart',
      async () =>
        (await stack.api('/cart/addItem', { token: buyer.token, body: { product_id: artwork.id } })).status === 200,
      { timeoutMs: 30_000 },
    ),
  );
  const order = await step('cash order', async () => {
    const placed = await stack.api('/user/order', {
      token: buyer.token,
      body: { orderItems: [{ product: artwork.id, qty: 1 }], paymentMethod: 'cash', shippingInfo: POKHARA_SHIPPING },
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.match(placed.body.orderNumber, /^KB-\d{6}$/);
    return placed.body;
  });
  await step('artist receives the order notification on the socket', () =>
    waitUntil('a new-notification on the artist’s socket', async () => notifications.length > 0, {
      timeoutMs: 30_000,
    }),
  );
  await step('chat: buyer’s message over the socket reaches the artist', async () => {
    await projected(stack.databases.messaging, buyer, 21);
    await projected(stack.databases.messaging, painter, 11);
    const opened = await stack.api('/rooms/init', {
      token: buyer.token,
      body: { sender: buyer.id, receiver: painter.id },
    });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const roomId = opened.body.room._id;
    const buyerSocket = sockets[1] as Socket;
    const ack = await buyerSocket
      .timeout(5000)
      .emitWithAck('send-message', { room: roomId, message: `Is ${order.orderNumber} framed?`, messageType: 'text' });
    assert.equal(ack.status, 'success', JSON.stringify(ack));
    await waitUntil('the message on the artist’s socket', async () => messages.length > 0, { timeoutMs: 10_000 });
    assert.equal(messages[0].message, `Is ${order.orderNumber} framed?`);
  });
  console.log(JSON.stringify({ journey: 'ok', order: order.orderNumber, steps }));
}

main()
  .catch((error) => {
    console.log(JSON.stringify({ journey: 'failed', error: (error as Error).message, steps }));
    process.exitCode = 1;
  })
  .finally(() => {
    for (const socket of sockets) socket.close();
  });
