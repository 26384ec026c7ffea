import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { buildGateway, startUpstream, type Upstream } from '../helpers.js';

const BIG = Buffer.alloc(300 * 1024, 'a');

/** A raw HTTP request to a listening gateway (inject cannot close a connection half-way). */
function rawRequest(url: string, path: string) {
  const { hostname, port } = new URL(url);
  return http.request({ hostname, port, path, method: 'GET', agent: false });
}

describe('service proxy', () => {
  let identity: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let gatewayUrl: string;
  /** Paths whose call the service saw end (connection closed) before it answered. */
  const cancelled: string[] = [];
  let slowStarted: () => void = () => {};
  before(async () => {
    identity = await startUpstream(async (request, reply) => {
      const path = request.url.split('?')[0];
      if (path === '/api/user/getbyslug/slow') {
        slowStarted();
        const closed = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 3000);
          request.raw.socket.once('close', () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        if (closed) cancelled.push(path);
        return { status: 'success', message: 'late' };
      }
      if (path === '/api/user/getbyslug/big') {
        return reply.header('content-type', 'text/plain').send(BIG);
      }
      if (path === '/api/user/getbyslug/endless') {
        // An unsized answer that never ends: only the client going away stops it.
        reply.raw.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => reply.raw.write(Buffer.alloc(16 * 1024, 'b')), 5);
        reply.raw.once('close', () => {
          clearInterval(timer);
          cancelled.push(path);
        });
        return reply.hijack();
      }
      if (path === '/api/user/getbyslug/headers') {
        return reply
          .header('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
          .header('x-service', 'identity')
          .header('keep-alive', 'timeout=5')
          .header('connection', 'keep-alive, x-hop')
          .header('x-hop', 'only for this connection')
          .code(201)
          .send({ status: 'success', message: 'made' });
      }
      return { status: 'success', message: 'ok' };
    });
    gateway = await buildGateway({ IDENTITY_URL: identity.url });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
  });
  after(async () => {
    await gateway.close();
    await identity.close();
  });

  test("passes the service's status and headers on, without its hop-by-hop headers", async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/user/getbyslug/headers' });
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), { status: 'success', message: 'made' });
    assert.deepEqual(response.headers['set-cookie'], ['a=1; Path=/', 'b=2; Path=/']);
    assert.equal(response.headers['x-service'], 'identity');
    assert.equal(response.headers['keep-alive'], undefined);
    assert.equal(response.headers['x-hop'], undefined);
    assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  test('does not pass hop-by-hop request headers on, nor the ones Connection names', async () => {
    await gateway.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: {
        connection: 'keep-alive, x-private',
        'x-private': 'for the gateway only',
        'proxy-authorization': 'Basic abc',
        te: 'trailers',
        'x-kept': 'yes',
      },
    });
    const seen = identity.received.at(-1)!.headers;
    assert.equal(seen['x-private'], undefined);
    assert.equal(seen['proxy-authorization'], undefined);
    assert.equal(seen.te, undefined);
    assert.equal(seen['x-kept'], 'yes');
    assert.equal(seen.host, new URL(identity.url).host);
  });

  test('streams a large answer through whole', async () => {
    const response = await fetch(`${gatewayUrl}/api/user/getbyslug/big`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/plain');
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(BIG));
  });

  test('answers HEAD with the headers only', async () => {
    const response = await fetch(`${gatewayUrl}/api/user/getbyslug/big`, { method: 'HEAD' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-length'), String(BIG.length));
    assert.equal((await response.arrayBuffer()).byteLength, 0);
  });

  /** Sent as written (inject and fetch would resolve the dots first). */
  const sendRaw = (url: string) =>
    new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const request = rawRequest(gatewayUrl, url);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode!, body }));
      });
      request.on('error', reject);
      request.end();
    });

  test('refuses a path that climbs out of its route, without calling the service', async () => {
    const before = identity.received.length;
    // A `..` that lands in a route's parameter: matched, then refused.
    for (const url of [
      '/api/user/getbyslug/..',
      '/api/user/getbyslug/%2e%2E',
      '/api/user/getbyslug/..%2f..%2finternal',
      '/api/user/getbyslug/..%5c..%5cinternal',
    ]) {
      const { statusCode, body } = await sendRaw(url);
      assert.equal(statusCode, 400, url);
      assert.equal(JSON.parse(body).status, 'error', url);
    }
    // Climbing over whole segments matches no line of the table at all.
    for (const url of ['/api/user/../../internal', '/api/user/%2e%2e/%2E%2E/internal']) {
      const { statusCode, body } = await sendRaw(url);
      assert.equal(statusCode, 404, url);
      assert.equal(JSON.parse(body).status, 'not-found', url);
    }
    assert.equal(identity.received.length, before);
    const fine = await gateway.inject({ method: 'GET', url: '/api/user/getbyslug/a...b..c?x=../y' });
    assert.equal(fine.statusCode, 200);
    assert.equal(identity.received.at(-1)?.url, '/api/user/getbyslug/a...b..c?x=../y');
  });

  test('a client that goes away while the service works cancels the call to the service', async () => {
    const started = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const request = rawRequest(gatewayUrl, '/api/user/getbyslug/slow');
    request.on('error', () => {});
    request.end();
    await started;
    request.destroy();
    const deadline = Date.now() + 2000;
    while (!cancelled.includes('/api/user/getbyslug/slow') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(cancelled.includes('/api/user/getbyslug/slow'), 'the service saw its call cancelled');
    // The gateway goes on answering.
    const response = await gateway.inject({ method: 'GET', url: '/api/user/profile' });
    assert.equal(response.statusCode, 200);
  });

  test('a client that goes away while an answer streams cancels the call to the service', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = rawRequest(gatewayUrl, '/api/user/getbyslug/endless');
      request.on('error', () => {});
      request.on('response', (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', reject);
      request.end();
    });
    const deadline = Date.now() + 2000;
    while (!cancelled.includes('/api/user/getbyslug/endless') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(cancelled.includes('/api/user/getbyslug/endless'), 'the service saw its call cancelled');
  });
});
