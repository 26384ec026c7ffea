import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildGateway, tempDir } from '../helpers.js';

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const SHELL =
  '<!doctype html><html><head><title>Art</title><script defer src="/assets/main.js"></script></head><body></body></html>';

const manifestOf = (module: string, file: string, routes: unknown[]) =>
  JSON.stringify({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: module, assets: { js: { sync: [file] }, css: { sync: [] } } }],
    art: { routes },
  });

const LOGIN_ROUTES = [{ path: '/login', module: 'LoginRoute' }];
const GALLERY_ROUTES = [
  {
    path: '/gallery/:cat',
    module: 'GalleryRoute',
    data: ['/products/category/:cat', { path: '/categories', withToken: false }],
  },
];

describe('the shell served with its start-up hints', () => {
  const root = tempDir('startup-hints');
  let remoteServer: Server;
  let remoteOrigin = '';
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    // A remote deployed at another origin: its manifest is fetched by the gateway in the background.
    remoteServer = createServer((request, response) => {
      if (request.url !== '/studio/mf-manifest.json') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(manifestOf('StudioRoute', 'assets/studio.5.js', [{ path: '/studio-page', module: 'StudioRoute' }]));
    });
    await new Promise<void>((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
    remoteOrigin = `http://127.0.0.1:${(remoteServer.address() as AddressInfo).port}`;
    write(root, 'shell/dist/index.html', SHELL);
    write(
      root,
      'shell/dist/remotes.json',
      JSON.stringify({
        identity: '/mf/identity/mf-manifest.json',
        catalogue: '/mf/catalogue/mf-manifest.json',
        studio: `${remoteOrigin}/studio/mf-manifest.json`,
        broken: '/mf/broken/mf-manifest.json',
      }),
    );
    write(root, 'identity/dist/mf-manifest.json', manifestOf('LoginRoute', 'assets/login.1.js', LOGIN_ROUTES));
    write(root, 'catalogue/dist/mf-manifest.json', manifestOf('GalleryRoute', 'assets/gallery.1.js', GALLERY_ROUTES));
    write(root, 'broken/dist/mf-manifest.json', '{ not json');
    gateway = await buildGateway({ FRONTENDS_DIR: root });
  });
  after(async () => {
    await gateway.close();
    await new Promise((resolve) => remoteServer.close(resolve));
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    gateway.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  test("a page's remote is named in the head, after the entry script", async () => {
    const response = await page('/login');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const inHead = head(response.body);
    // Held by the gateway, they reach the shell in /areas.json; a manifest it cannot read, the shell fetches.
    assert.ok(inHead.includes('<link rel="preload" href="/mf/broken/mf-manifest.json" as="fetch" crossorigin>'));
    assert.ok(!inHead.includes('/mf/identity/mf-manifest.json'));
    assert.ok(inHead.includes('<link rel="preload" href="/mf/identity/remoteEntry.js" as="script">'));
    assert.ok(inHead.includes('<link rel="preload" href="/mf/identity/assets/login.1.js" as="script">'));
    assert.ok(inHead.indexOf('/assets/main.js') < inHead.indexOf('rel="preload"'), 'the entry script comes first');
    assert.ok(!response.body.includes('gallery.1.js'), "another page's remote is not named");
  });

  test('the same page is the same document: its tag answers a revalidation with 304', async () => {
    const first = await page('/login');
    const again = await page('/login', { 'if-none-match': String(first.headers.etag) });
    assert.equal(again.statusCode, 304);
    assert.equal((await page('/login')).body, first.body);
  });

  test("a guest's page names its data; a reader with a session only the data read without one", async () => {
    const guest = await page('/gallery/painting');
    assert.ok(
      guest.body.includes('<link rel="preload" href="/api/products/category/painting" as="fetch" crossorigin>'),
    );
    assert.ok(guest.body.includes('<link rel="preload" href="/api/categories" as="fetch" crossorigin>'));
    const member = await page('/gallery/painting', { cookie: 'lang=ne; token=eyJhbGciOi' });
    assert.ok(!member.body.includes('/api/products/category/painting'));
    assert.ok(member.body.includes('<link rel="preload" href="/api/categories" as="fetch" crossorigin>'));
  });

  test('a rebuilt remote is followed without a restart', async () => {
    write(root, 'identity/dist/mf-manifest.json', manifestOf('LoginRoute', 'assets/login.2.js', LOGIN_ROUTES));
    const response = await page('/login');
    assert.ok(response.body.includes('/mf/identity/assets/login.2.js'));
    assert.ok(!response.body.includes('login.1.js'));
  });

  test('a remote at another origin is named once its manifest was fetched, the page never waiting for it', async () => {
    let body = (await page('/studio-page')).body;
    for (let attempt = 0; attempt < 50 && !body.includes('studio.5.js'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      body = (await page('/studio-page')).body;
    }
    assert.ok(body.includes(`<link rel="preload" href="${remoteOrigin}/studio/remoteEntry.js" as="script">`));
    assert.ok(body.includes(`<link rel="preload" href="${remoteOrigin}/studio/assets/studio.5.js" as="script">`));
  });

  test('/areas.json holds remotes.json and the manifests the gateway read, as the shell takes them', async () => {
    const response = await page('/areas.json', { accept: '*/*' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /application\/json/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const body = response.json() as { remotes: Record<string, string>; manifests: Record<string, unknown> };
    assert.equal(body.remotes.identity, '/mf/identity/mf-manifest.json');
    assert.equal(body.remotes.broken, '/mf/broken/mf-manifest.json');
    assert.deepEqual((body.manifests.catalogue as { art: unknown }).art, { routes: GALLERY_ROUTES });
    assert.equal(body.manifests.broken, undefined, 'a manifest that is not JSON is left to the shell');
    const again = await page('/areas.json', { accept: '*/*', 'if-none-match': String(response.headers.etag) });
    assert.equal(again.statusCode, 304);
  });

  test('scripts and files are still files, and an API path is never the shell', async () => {
    write(root, 'shell/dist/assets/main.js', 'console.log(1)');
    const script = await page('/assets/main.js', { accept: '*/*' });
    assert.equal(script.body, 'console.log(1)');
    assert.equal((await page('/api/nothing-here')).statusCode, 404);
  });
});
