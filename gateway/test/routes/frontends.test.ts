import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { loadGatewayConfig } from '../../src/config.js';
import { frontendsRoutes } from '../../src/routes/frontends.js';
import { buildGateway, INTERNAL_TOKEN, JWT_SECRET, tempDir } from '../helpers.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REQUIRED = { JWT_SECRET, INTERNAL_TOKEN };

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

describe('static frontends', () => {
  const root = tempDir('frontends');
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    write(root, 'shell/dist/index.html', '<html>shell</html>');
    write(root, 'shell/dist/remotes.json', '{"identity":"/mf/identity/mf-manifest.json"}');
    write(root, 'shell/dist/static/js/main.1a2b3c4d.js', 'console.log("shell")');
    write(root, 'shell/dist/favicon.ico', 'icon');
    write(root, 'identity/dist/mf-manifest.json', '{}');
    write(root, 'identity/dist/remoteEntry.js', 'remote');
    write(root, 'identity/dist/static/js/async/login.9f8e7d6c5b.js', 'login');
    write(root, 'secret.txt', 'not public');
    gateway = await buildGateway({ FRONTENDS_DIR: root });
  });
  after(async () => {
    await gateway.close();
  });

  const get = (url: string, accept = '*/*') => gateway.inject({ method: 'GET', url, headers: { accept } });

  test('serves the shell at / with no-cache', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '<html>shell</html>');
    assert.equal(response.headers['cache-control'], NO_CACHE);
    assert.match(String(response.headers['content-type']), /text\/html/);
  });

  test('a client-side route gets index.html when the browser asks for a page', async () => {
    const response = await get('/studios/ram-bahadur/work', 'text/html,application/xhtml+xml');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '<html>shell</html>');
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  test('a missing asset stays a 404 (no index.html for scripts)', async () => {
    assert.equal((await get('/static/js/gone.00000000.js')).statusCode, 404);
  });

  test('hashed assets are immutable, entry files and manifests revalidate', async () => {
    assert.equal((await get('/static/js/main.1a2b3c4d.js')).headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/remotes.json')).headers['cache-control'], NO_CACHE);
    assert.equal((await get('/favicon.ico')).headers['cache-control'], NO_CACHE);
    const manifest = await get('/mf/identity/mf-manifest.json');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    const entry = await get('/mf/identity/remoteEntry.js');
    assert.equal(entry.body, 'remote');
    assert.equal(entry.headers['cache-control'], NO_CACHE);
    const chunk = await get('/mf/identity/static/js/async/login.9f8e7d6c5b.js');
    assert.equal(chunk.body, 'login');
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
  });

  test('a remote that was never built answers 404', async () => {
    assert.equal((await get('/mf/commerce/remoteEntry.js')).statusCode, 404);
  });

  test('nothing outside a dist folder is served', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/mf/identity/..%2f..%2fsecret.txt',
      '/mf/..%2f/secret.txt',
    ]) {
      const response = await get(url, 'text/html');
      assert.notEqual(response.body, 'not public', url);
    }
  });

  test('API, remote and media paths never fall back to the shell', async () => {
    for (const url of ['/api/unknown', '/mf/identity/missing.html', '/media']) {
      const response = await get(url, 'text/html');
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().status, 'not-found', url);
    }
  });
});

describe('static frontends not built yet', () => {
  test('the shell route answers 404 instead of failing', async () => {
    const gateway = await buildGateway({ FRONTENDS_DIR: tempDir('empty') });
    try {
      const response = await gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 404);
    } finally {
      await gateway.close();
    }
  });
});

describe('REMOTES_FILE: the deployment says where the remotes are', () => {
  const root = tempDir('frontends-remotes-file');
  const deployed = path.join(tempDir('remotes-config'), 'remotes.json');
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    write(root, 'shell/dist/index.html', '<html>shell</html>');
    write(root, 'shell/dist/remotes.json', '{"identity":"/mf/identity/mf-manifest.json"}');
    writeFileSync(deployed, '{"identity":"https://cdn.example.org/mf/identity/mf-manifest.json"}');
    gateway = await buildGateway({ FRONTENDS_DIR: root, REMOTES_FILE: deployed });
  });
  after(async () => {
    await gateway.close();
  });

  test('/remotes.json is the deployed file, revalidated at every load', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { identity: 'https://cdn.example.org/mf/identity/mf-manifest.json' });
    assert.equal(response.headers['cache-control'], NO_CACHE);
    assert.match(String(response.headers['content-type']), /application\/json/);
  });

  test('the CSP allows the origins the deployed file names, not the built one', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(page.body, '<html>shell</html>');
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.org(;|$)/);
  });

  test('a changed deployed file is answered without a restart', async () => {
    writeFileSync(deployed, '{"identity":"/mf/identity/mf-manifest.json"}');
    const response = await gateway.inject({ method: 'GET', url: '/remotes.json' });
    assert.deepEqual(response.json(), { identity: '/mf/identity/mf-manifest.json' });
  });

  test('a missing or broken file stops the start, naming REMOTES_FILE', async () => {
    const start = async (remotesFile: string) => {
      const app = Fastify();
      app.register(frontendsRoutes, { frontendsDir: root, remotesFile });
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await assert.rejects(start(path.join(root, 'missing.json')), /REMOTES_FILE .*missing\.json cannot be read/);
    const broken = path.join(root, 'broken.json');
    writeFileSync(broken, '["identity"]');
    await assert.rejects(start(broken), /is not a JSON object/);
    assert.throws(() => loadGatewayConfig({ ...REQUIRED, REMOTES_FILE: '/etc/art/remotes' }), /REMOTES_FILE/);
  });
});
