import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { repoRoot } from '@art/testing';
import { buildGateway, INTERNAL_TOKEN, startUpstream, tempDir, type Upstream } from '../helpers.js';
import { metaOf, readPageHead } from '../support/page-head.js';
import { linkPreviewProblems, pageStructuredDataProblems } from '../support/rich-results.js';
import { artworkView, exhibitionView, studioProfile } from '../support/share-data.js';

// The shell's real template, with the entry script the build adds: the tags must fit the page
// as it ships.
const SHELL = readFileSync(path.join(repoRoot(), 'frontends/shell/public/index.html'), 'utf8').replace(
  '</head>',
  '<script defer src="/static/js/main.1a2b3c4d.js"></script></head>',
);
const HOSTILE = `</script><script>alert(1)</script><!-- "' &`;
const ORIGIN = 'https://art.example.com';

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const notFound = { status: 'not-found', message: 'Sorry, the art is unavailable!' };

describe('pages worth sharing', () => {
  const root = tempDir('share-pages');
  let catalogue: Upstream;
  let identity: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    write(root, 'shell/dist/index.html', SHELL);
    catalogue = await startUpstream(async (request, reply) => {
      const url = request.url;
      if (url === '/api/product/himalayan-dawn') return { status: 'success', message: artworkView() };
      if (url === '/api/product/hostile')
        return { status: 'success', message: artworkView({ slug: 'hostile', name: HOSTILE, description: HOSTILE }) };
      if (url === '/api/product/broken') return reply.code(500).send({ status: 'error', message: 'boom' });
      if (url === '/api/product/slow') {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        return { status: 'success', message: artworkView({ slug: 'slow' }) };
      }
      if (url === '/api/exhibitions/colours-of-kathmandu') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 'success', message: exhibitionView() };
      }
      return reply.code(404).send(notFound);
    });
    identity = await startUpstream(async (request, reply) => {
      if (request.url === '/api/user/getbyslug/sabina-shrestha') return { status: 'success', message: studioProfile() };
      if (request.url === '/api/user/getbyslug/kept-to-herself')
        return {
          status: 'success',
          message: studioProfile({ name: 'Kept To Herself', slug: 'kept-to-herself', settings: { private: true } }),
        };
      return reply.code(404).send({ status: 'not-found', message: 'User not found' });
    });
    gateway = await buildGateway({
      FRONTENDS_DIR: root,
      CATALOGUE_URL: catalogue.url,
      IDENTITY_URL: identity.url,
      PUBLIC_ORIGIN: ORIGIN,
      SHARE_PAGE_TIMEOUT_MS: '300',
    });
  });
  after(async () => {
    await gateway?.close();
    await catalogue?.close();
    await identity?.close();
  });

  const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
    gateway.inject({ method: 'GET', url, headers });
  const reads = (upstream: Upstream, url: string) => upstream.received.filter((r) => r.url === url).length;

  test("an artwork's page carries its title, picture, price in NPR, studio and JSON-LD", async () => {
    const response = await get('/artwork/himalayan-dawn?utm_source=viber');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
    const head = readPageHead(response.body);
    assert.deepEqual(head.parseErrors, []);
    assert.deepEqual(head.titles, ['Himalayan Dawn by Sabina Shrestha | Art Marketplace']);
    assert.equal(metaOf(head, 'description'), artworkView().description);
    assert.deepEqual(head.canonicals, [`${ORIGIN}/artwork/himalayan-dawn`]);
    assert.equal(metaOf(head, 'og:type'), 'product');
    assert.equal(metaOf(head, 'og:image'), `${ORIGIN}/media/art-images/dawn-large.webp`);
    assert.equal(metaOf(head, 'product:price:amount'), '25000');
    assert.equal(metaOf(head, 'og:price:currency'), 'NPR');
    assert.equal(metaOf(head, 'twitter:card'), 'summary_large_image');
    assert.equal(metaOf(head, 'twitter:data2'), 'Sabina Shrestha');
    assert.deepEqual(linkPreviewProblems(head), []);
    assert.deepEqual(pageStructuredDataProblems(head), []);
    assert.equal(head.jsonLd.length, 1);
    // The shell still starts: its entry script and the rest of the page are there.
    assert.ok(response.body.includes('<script defer src="/static/js/main.1a2b3c4d.js"></script>'));
    assert.ok(response.body.includes('<div id="root">'));
  });

  test('the data is read as a guest: no cookie, no token reaches the service', async () => {
    await get('/art/himalayan-dawn', {
      accept: 'text/html',
      cookie: 'token=eyJhbGciOiJIUzI1NiJ9.e30.x; lang=ne',
      authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.e30.x',
      'x-user-id': 'someone',
    });
    for (const received of catalogue.received.filter((r) => r.url === '/api/product/himalayan-dawn')) {
      assert.equal(received.headers.cookie, undefined);
      assert.equal(received.headers.authorization, undefined);
      assert.equal(received.headers['x-user-id'], undefined);
      assert.equal(received.headers['x-internal-token'], INTERNAL_TOKEN);
    }
  });

  test('kept like the micro-cache: /art and /artwork are one page, read from the service once', async () => {
    const before = reads(catalogue, '/api/product/himalayan-dawn');
    const first = await get('/artwork/himalayan-dawn');
    const alias = await get('/art/himalayan-dawn', { accept: '*/*' });
    assert.equal(alias.body, first.body);
    assert.equal(reads(catalogue, '/api/product/himalayan-dawn'), before);
  });

  test('requests arriving together make one read', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/exhibition-colours-of-kathmandu')));
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200, 200, 200],
    );
    assert.equal(reads(catalogue, '/api/exhibitions/colours-of-kathmandu'), 1);
    const head = readPageHead(answers[0].body);
    assert.deepEqual(head.titles, ['Colours of Kathmandu · Sabina Shrestha | Art Marketplace']);
    assert.deepEqual(linkPreviewProblems(head), []);
    assert.deepEqual(pageStructuredDataProblems(head), []);
    assert.equal(JSON.parse(head.jsonLd[0])['@type'], 'ExhibitionEvent');
  });

  test("a studio's page: its name and biography, a ProfilePage", async () => {
    for (const url of ['/studios/sabina-shrestha', '/studios/sabina-shrestha/work', '/studios/sabina-shrestha/feed']) {
      const head = readPageHead((await get(url)).body);
      assert.deepEqual(head.titles, ['Sabina Shrestha | Art Marketplace'], url);
      assert.deepEqual(head.canonicals, [`${ORIGIN}/studios/sabina-shrestha`], url);
      assert.equal(metaOf(head, 'og:type'), 'profile');
      assert.deepEqual(linkPreviewProblems(head), [], url);
      assert.deepEqual(pageStructuredDataProblems(head), [], url);
    }
    assert.equal(reads(identity, '/api/user/getbyslug/sabina-shrestha'), 1);
  });

  test('what a guest cannot see (hidden, blocked, missing) gets the generic page, nothing of its own', async () => {
    const response = await get('/artwork/taken-down');
    assert.equal(response.statusCode, 200);
    const head = readPageHead(response.body);
    assert.deepEqual(head.titles, ['Art Marketplace']);
    assert.equal(metaOf(head, 'robots'), 'noindex');
    assert.equal(metaOf(head, 'og:image'), undefined);
    assert.deepEqual(head.canonicals, []);
    assert.deepEqual(head.jsonLd, []);
  });

  test("a private account's studio page shows none of its details", async () => {
    const response = await get('/studios/kept-to-herself');
    const head = readPageHead(response.body);
    assert.deepEqual(head.titles, ['Art Marketplace']);
    assert.equal(metaOf(head, 'robots'), 'noindex');
    assert.doesNotMatch(response.body, /Kept To Herself|kept-to-herself|Annapurna/);
  });

  test("members' words stay text: one title, no script of theirs, the JSON-LD parses", async () => {
    const response = await get('/artwork/hostile');
    const head = readPageHead(response.body);
    assert.deepEqual(head.parseErrors, []);
    assert.deepEqual(head.titles, [`${HOSTILE} by Sabina Shrestha | Art Marketplace`]);
    // The shell's entry script and the JSON-LD: nothing else.
    assert.deepEqual([...head.scriptTypes].sort(), ['', 'application/ld+json']);
    assert.equal(JSON.parse(head.jsonLd[0]).name, HOSTILE);
    assert.deepEqual(pageStructuredDataProblems(head), []);
  });

  test('a service that fails or is slow: the plain shell, at once, and nothing kept', async () => {
    for (const slug of ['broken', 'slow']) {
      const started = Date.now();
      const response = await get(`/artwork/${slug}`);
      assert.equal(response.statusCode, 200, slug);
      assert.equal(response.body, SHELL, slug);
      assert.ok(Date.now() - started < 1500, `${slug} took ${Date.now() - started} ms`);
    }
    await get('/artwork/broken');
    assert.equal(reads(catalogue, '/api/product/broken'), 2);
  });

  test('its own ETag (304 when unchanged), revalidated like index.html, compressed', async () => {
    const first = await get('/artwork/himalayan-dawn');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.match(String(first.headers.vary), /accept-encoding/);
    const other = await get('/studios/sabina-shrestha');
    assert.notEqual(other.headers.etag, etag);
    const again = await get('/artwork/himalayan-dawn', { accept: 'text/html', 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const br = await get('/artwork/himalayan-dawn', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.notEqual(br.headers.etag, etag);
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'), first.body);
  });

  test('link scrapers asking for */* (or nothing) get the page; HEAD answers too', async () => {
    const scrapers: Record<string, string>[] = [{ accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' }, {}];
    for (const headers of scrapers) {
      const response = await get('/artwork/himalayan-dawn', headers);
      assert.equal(response.statusCode, 200);
      assert.equal(readPageHead(response.body).titles[0], 'Himalayan Dawn by Sabina Shrestha | Art Marketplace');
    }
    const head = await gateway.inject({ method: 'HEAD', url: '/artwork/himalayan-dawn' });
    assert.equal(head.statusCode, 200);
  });

  test('the CSP is the same as the plain shell: JSON-LD is data, no script hash or nonce needed', async () => {
    const page = await get('/artwork/himalayan-dawn');
    const shell = await get('/');
    assert.equal(page.headers['content-security-policy'], shell.headers['content-security-policy']);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'(;|$)/);
  });

  test('other pages stay the plain shell; a missing asset stays a 404', async () => {
    assert.equal((await get('/gallery/all')).body, SHELL);
    assert.equal((await get('/artwork/himalayan-dawn/edit')).body, SHELL);
    assert.equal((await get('/static/js/gone.00000000.js', { accept: '*/*' })).statusCode, 404);
  });

  test('a rebuilt shell is used at once', async () => {
    write(root, 'shell/dist/index.html', SHELL.replace('<html lang="en">', '<html lang="en" data-build="2">'));
    try {
      const response = await get('/artwork/himalayan-dawn');
      assert.match(response.body, /data-build="2"/);
      assert.equal(readPageHead(response.body).titles[0], 'Himalayan Dawn by Sabina Shrestha | Art Marketplace');
    } finally {
      write(root, 'shell/dist/index.html', SHELL);
    }
  });
});
