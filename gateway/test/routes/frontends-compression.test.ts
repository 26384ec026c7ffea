import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { buildGateway, tempDir } from '../helpers.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const SCRIPT = `console.log(${JSON.stringify('गैलरी '.repeat(800))});`;
const ENTRY = `var remote = ${JSON.stringify('x'.repeat(3000))};`;
const PAGE = `<!doctype html><html><body>${'<p>shell</p>'.repeat(300)}</body></html>`;

function write(root: string, file: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** As the frontend build leaves them: X, X.br and X.gz side by side. */
function writePrecompressed(root: string, file: string, content: string) {
  write(root, file, content);
  write(root, `${file}.br`, zlib.brotliCompressSync(content));
  write(root, `${file}.gz`, zlib.gzipSync(content));
}

describe('compressed frontend files', () => {
  const root = tempDir('compressed');
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    writePrecompressed(root, 'shell/dist/static/js/main.1a2b3c4d.js', SCRIPT);
    writePrecompressed(root, 'identity/dist/remoteEntry.js', ENTRY);
    // No precompressed copies: compressed by the gateway.
    write(root, 'shell/dist/index.html', PAGE);
    write(root, 'shell/dist/remotes.json', '{"identity":"/mf/identity/mf-manifest.json"}');
    write(root, 'shell/dist/logo.png', Buffer.alloc(4096, 1));
    gateway = await buildGateway({ FRONTENDS_DIR: root });
  });
  after(async () => {
    await gateway.close();
  });

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    gateway.inject({
      method: 'GET',
      url,
      headers: {
        accept: '*/*',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...extra,
      },
    });

  test('the precompressed brotli copy when the client takes br, with the file’s type and cache policy', async () => {
    const response = await get('/static/js/main.1a2b3c4d.js', 'gzip, deflate, br');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
    assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
    assert.equal(zlib.brotliDecompressSync(response.rawPayload).toString(), SCRIPT);
  });

  test('gzip when br is not taken, the plain file when neither is', async () => {
    const gzip = await get('/mf/identity/remoteEntry.js', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers['cache-control'], NO_CACHE);
    assert.match(String(gzip.headers['content-type']), /javascript/);
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), ENTRY);

    for (const accept of [undefined, 'identity', 'br;q=0']) {
      const plain = await get('/mf/identity/remoteEntry.js', accept);
      assert.equal(plain.headers['content-encoding'], undefined, String(accept));
      assert.equal(plain.body, ENTRY);
      assert.equal(Number(plain.headers['content-length']), ENTRY.length);
      assert.match(String(plain.headers.vary), /accept-encoding/i);
      assert.equal(plain.headers['cache-control'], NO_CACHE);
    }
  });

  test('a file without a precompressed copy is compressed by the gateway, and revalidates', async () => {
    const page = await get('/', 'br');
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.equal(page.headers['cache-control'], NO_CACHE);
    assert.equal(page.headers.vary, 'accept-encoding');
    assert.equal(Number(page.headers['content-length']), page.rawPayload.length);
    assert.equal(zlib.brotliDecompressSync(page.rawPayload).toString(), PAGE);
    const etag = String(page.headers.etag);
    assert.ok(etag);
    const again = await get('/', 'br', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    // A client-side route gets the same page, compressed too.
    const route = await get('/studios/sita', 'gzip', { accept: 'text/html' });
    assert.equal(route.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(route.rawPayload).toString(), PAGE);
  });

  test('small files and images go out as they are', async () => {
    const manifest = await get('/remotes.json', 'br');
    assert.equal(manifest.headers['content-encoding'], undefined);
    assert.equal(manifest.body, '{"identity":"/mf/identity/mf-manifest.json"}');
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    const image = await get('/logo.png', 'br');
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.rawPayload.length, 4096);
  });

  test('the copies are not served under their own names', async () => {
    assert.equal((await get('/static/js/main.1a2b3c4d.js.br', 'br')).statusCode, 404);
    assert.equal((await get('/mf/identity/remoteEntry.js.gz', 'gzip')).statusCode, 404);
  });
});
