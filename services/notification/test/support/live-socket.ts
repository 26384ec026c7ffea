import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type NotificationView, SERVER_EVENTS, userRoom } from '@art/contracts';
import { waitUntil } from '@art/testing';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * A socket.io server as messaging runs it (Redis adapter under the live socket key), which puts a
 * socket in its user's room on connection (`?userId=` here, the JWT in messaging), and clients
 * that record every `new-notification` they receive.
 */
export async function startLiveSocket(redisUrl: string, key: string) {
  const pub = new Redis(redisUrl);
  const sub = pub.duplicate();
  const http = createServer();
  const io = new Server(http, { adapter: createAdapter(pub, sub, { key }) });
  io.on('connection', (socket) => {
    const userId = socket.handshake.query.userId;
    if (typeof userId === 'string') void socket.join(userRoom(userId));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients: Socket[] = [];
  // The test's own emitter, to learn when the adapter listens (its subscription is asynchronous).
  const probe = new Emitter(pub, { key });

  return {
    /** A client of `userId` joined to its room, and the notifications pushed to it. */
    async connectAs(userId: string) {
      const client = connect(url, { query: { userId }, transports: ['websocket'], reconnection: false });
      clients.push(client);
      const received: NotificationView[] = [];
      client.on(SERVER_EVENTS.newNotification, (view: NotificationView) => received.push(view));
      let probed = false;
      client.on('probe', () => {
        probed = true;
      });
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('connect_error', reject);
      });
      await waitUntil(`the live socket of ${userId} to receive through Redis`, async () => {
        if (!probed) probe.to(userRoom(userId)).emit('probe');
        return probed;
      });
      return { client, received };
    },
    async close() {
      for (const client of clients) client.disconnect();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      pub.disconnect();
      sub.disconnect();
    },
  };
}

export type LiveSocket = Awaited<ReturnType<typeof startLiveSocket>>;
