import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { buildGateway, startUpstream, type Upstream } from '../helpers.js';

/** A JSON answer of about `bytes` bytes. */
const jsonOf = (bytes: number) =>
  JSON.stringify({ status: 'success', message: Array.from({ length: bytes / 40 }, (_, i) => `artwork number ${i}`) });
const MEDIUM = jsonOf(8 * 1024);
const LARGE = jsonOf(200 * 1024);
const SMALL = JSON.stringify({ status: 'success', message: 'ok' });

describe('compression of API answers', () => {
  let identity: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let endlessCancelled = false;
  before(async () => {
    identity = await startUpstream((request, reply) => {
      const path = request.url.split('?')[0];
      if (path === '/api/user/getbyslug/medium') return reply.type('application/json; charset=utf-8').send(MEDIUM);
      if (path === '/api/user/getbyslug/large') return reply.type('application/json; charset=utf-8').send(LARGE);
      if (path === '/api/user/getbyslug/unsized') {
        reply.raw.writeHead(200, { 'content-type': 'application/json' });
        reply.raw.end(MEDIUM);
        return reply.hijack();
      }
      if (path === '/api/user/getbyslug/encoded') {
        return reply.type('application/json').header('content-encoding', 'gzip').send(zlib.gzipSync(MEDIUM));
      }
      if (path === '/api/user/getbyslug/endless') {
        // Unsized JSON that never ends: only the client going away stops it.
        reply.raw.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => reply.raw.write(`${jsonOf(16 * 1024)},`), 5);
        reply.raw.once('close', () => {
          clearInterval(timer);
          endlessCancelled = true;
        });
        return reply.hijack();
      }
      if (path === '/api/user/getbyslug/text') return reply.type('text/plain').send(MEDIUM);
      if (path === '/api/user/getbyslug/varied')
        return reply.type('application/json').header('vary', 'origin').send(MEDIUM);
      return reply.type('application/json').send(SMALL);
    });
    gateway = await buildGateway({ IDENTITY_URL: identity.url });
  });
  after(async () => {
    await gateway.close();
    await identity.close();
  });

  const get = (path: string, acceptEncoding?: string) =>
    gateway.inject({
      method: 'GET',
      url: `/api/user/getbyslug/${path}`,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  test('JSON over 1 KB is sent in brotli when the client takes it, gzip otherwise', async () => {
    const br = await get('medium', 'gzip, deflate, br');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'accept-encoding');
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    assert.ok(br.rawPayload.length < MEDIUM.length / 3, 'smaller on the wire');
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), MEDIUM);
    assert.match(String(br.headers['content-type']), /application\/json/);

    const gzip = await get('medium', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), MEDIUM);
  });

  test('a client that takes no encoding gets the answer as the service sent it, with Vary', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('medium', accept);
      assert.equal(plain.headers['content-encoding'], undefined, String(accept));
      assert.equal(plain.body, MEDIUM);
      assert.equal(plain.headers.vary, 'accept-encoding');
    }
  });

  test('large (streamed) and unsized answers are compressed as they stream', async () => {
    const large = await get('large', 'br');
    assert.equal(large.headers['content-encoding'], 'br');
    assert.equal(large.headers['content-length'], undefined);
    assert.equal(zlib.brotliDecompressSync(large.rawPayload).toString(), LARGE);
    const unsized = await get('unsized', 'gzip');
    assert.equal(unsized.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(unsized.rawPayload).toString(), MEDIUM);
  });

  test('small, non-JSON and already encoded answers pass untouched', async () => {
    const small = await get('small', 'br');
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.headers.vary, undefined);
    assert.equal(small.body, SMALL);
    const text = await get('text', 'br');
    assert.equal(text.headers['content-encoding'], undefined);
    assert.equal(text.body, MEDIUM);
    const encoded = await get('encoded', 'br, gzip');
    assert.equal(encoded.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(encoded.rawPayload).toString(), MEDIUM);
  });

  test('the service’s own Vary is kept', async () => {
    const varied = await get('varied', 'br');
    assert.equal(varied.headers.vary, 'origin, accept-encoding');
  });

  test('a real client decodes it (over a socket, chunked and sized)', async () => {
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    const { port } = gateway.server.address() as { port: number };
    for (const path of ['medium', 'large']) {
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: `/api/user/getbyslug/${path}`, headers: { 'accept-encoding': 'br' } },
            (res) => {
              assert.equal(res.headers['content-encoding'], 'br');
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('error', reject);
              res.on('end', () => resolve(zlib.brotliDecompressSync(Buffer.concat(chunks)).toString()));
            },
          )
          .on('error', reject);
      });
      assert.equal(body, path === 'medium' ? MEDIUM : LARGE, path);
    }
  });

  test('a client that goes away while a compressed answer streams cancels the call to the service', async () => {
    const { port } = gateway.server.address() as { port: number };
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/user/getbyslug/endless',
          headers: { 'accept-encoding': 'gzip' },
          agent: false,
        },
        (response) => {
          assert.equal(response.headers['content-encoding'], 'gzip');
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    const deadline = Date.now() + 2000;
    while (!endlessCancelled && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(endlessCancelled, 'the service saw its call cancelled');
  });
});
