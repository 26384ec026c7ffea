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

/**
 * Two upstreams standing for the two Services of messaging: `spread` (no affinity: each new
 * connection may reach any pod) and `sticky` (ClientIP affinity, for polling). Each is its own
 * socket.io server, so a request that reaches the wrong one finds no session there.
 */
describe('the live socket with a polling URL of its own', () => {
  const servers: { name: string; http: HttpServer; io: Server; url: string; connections: string[] }[] = [];
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let gatewayUrl: string;

  before(async () => {
    for (const name of ['spread', 'sticky']) {
      const http = createServer();
      const socketServer = new Server(http, { path: LIVE_SOCKET_PATH, transports: ['websocket', 'polling'] });
      const connections: string[] = [];
      socketServer.on('connection', (socket) => {
        connections.push(socket.conn.transport.name);
        socket.on('where', (ack) => ack(name));
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      servers.push({ name, http, io: socketServer, url, connections });
    }
    gateway = await buildGateway({ MESSAGING_URL: servers[0].url, MESSAGING_POLLING_URL: servers[1].url });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await gateway?.close();
    for (const server of servers) {
      server.io.close();
      await new Promise((resolve) => server.http.close(resolve));
    }
  });

  async function connected(transports: ('websocket' | 'polling')[]) {
    const client: Socket = io(gatewayUrl, { path: LIVE_SOCKET_PATH, transports, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
    return client;
  }

  test('a WebSocket from the start goes to the spread URL', async () => {
    const client = await connected(['websocket']);
    try {
      assert.equal(await client.timeout(5000).emitWithAck('where'), 'spread');
    } finally {
      client.close();
    }
  });

  test('polling goes to the polling URL, and so does its upgrade to a WebSocket (it names its session)', async () => {
    const client = await connected(['polling', 'websocket']);
    try {
      assert.equal(await client.timeout(5000).emitWithAck('where'), 'sticky');
      const engine = client.io.engine;
      if (engine.transport.name !== 'websocket') {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('never upgraded')), 5000);
          engine.once('upgrade', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      assert.equal(engine.transport.name, 'websocket');
      assert.equal(await client.timeout(5000).emitWithAck('where'), 'sticky');
      assert.deepEqual(servers[0].connections, ['websocket'], 'the spread upstream saw only the first test’s socket');
    } finally {
      client.close();
    }
  });
});
