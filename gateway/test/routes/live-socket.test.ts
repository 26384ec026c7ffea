import assert from 'node:assert/strict';
import { createServer, type Server as HttpServer } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { LIVE_SOCKET_PATH } from '@art/contracts/live-socket';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { buildGateway, INTERNAL_TOKEN } from '../helpers.js';

/**
 * The live socket through the gateway: a real socket.io server stands for the messaging service.
 * Polling and WebSocket both reach it on the site's origin; what it receives carries the internal
 * token and none of the identity headers a client might try to send.
 */
describe('the live socket at /live/socket.io', () => {
  let upstream: HttpServer;
  let socketServer: Server;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let gatewayUrl: string;
  const seen: { internalToken: unknown; userId: unknown; auth: unknown }[] = [];

  before(async () => {
    upstream = createServer();
    socketServer = new Server(upstream, { path: LIVE_SOCKET_PATH, transports: ['websocket', 'polling'] });
    socketServer.on('connection', (socket) => {
      seen.push({
        internalToken: socket.handshake.headers['x-internal-token'],
        userId: socket.handshake.headers['x-user-id'],
        auth: socket.handshake.auth,
      });
      socket.on('echo', (payload, ack) => ack({ echoed: payload }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    gateway = await buildGateway({ MESSAGING_URL: `http://127.0.0.1:${port}` });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await gateway?.close();
    socketServer?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  async function roundTrip(transports: ('websocket' | 'polling')[]) {
    const client: Socket = io(gatewayUrl, {
      path: LIVE_SOCKET_PATH,
      transports,
      auth: { token: 'a-token' },
      extraHeaders: { 'x-user-id': 'someone-else' },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      return await client.timeout(5000).emitWithAck('echo', { hello: 'नमस्ते' });
    } finally {
      client.close();
    }
  }

  test('over WebSocket: the upgrade is piped to the service, identity headers stripped', async () => {
    assert.deepEqual(await roundTrip(['websocket']), { echoed: { hello: 'नमस्ते' } });
    const last = seen.at(-1);
    assert.equal(last?.internalToken, INTERNAL_TOKEN);
    assert.equal(last?.userId, undefined);
    assert.deepEqual(last?.auth, { token: 'a-token' });
  });

  test('over polling: socket.io’s requests are proxied like API calls', async () => {
    assert.deepEqual(await roundTrip(['polling']), { echoed: { hello: 'नमस्ते' } });
    assert.equal(seen.at(-1)?.userId, undefined);
  });

  test('another upgrade path is refused', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const url = new URL(gatewayUrl);
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write('GET /api/cart HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
      });
      socket.on('data', (data) => {
        resolve(data.toString());
        socket.destroy();
      });
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 404/);
  });
});
