import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildGateway, startUpstream, type Upstream } from '../helpers.js';

const ORIGIN = 'https://art.example.com';
const ARTWORKS = 700;
const STUDIOS = 3;

/** The <loc> of each entry, in order. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt and the sitemaps', () => {
  let catalogue: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let failing = false;
  before(async () => {
    catalogue = await startUpstream(async (request, reply) => {
      if (failing) return reply.code(503).send({ status: 'error', message: 'down' });
      const url = new URL(request.url, 'http://catalogue');
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 15);
      const window = (total: number, row: (index: number) => object) =>
        Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => row(skip + i));
      if (url.pathname === '/api/products/category/all') {
        assert.equal(url.searchParams.get('orderby'), 'new');
        assert.ok(limit <= 60);
        return {
          status: 'success',
          total: ARTWORKS,
          message: window(ARTWORKS, (i) => ({ slug: `work-${i}`, createdAt: '2026-11-20T08:30:00.000Z' })),
        };
      }
      if (url.pathname === '/api/artists/sortable')
        return {
          status: 'success',
          total: STUDIOS,
          message: window(STUDIOS, (i) => ({ slug: i === 0 ? 'r&d <studio>' : `studio-${i}` })),
        };
      if (url.pathname === '/api/exhibitions')
        return {
          status: 'success',
          message: [
            { _id: 'e1', slug: 'colours-of-kathmandu' },
            { _id: 'e2', slug: '' },
          ],
        };
      return reply.code(404).send({ status: 'not-found', message: 'no' });
    });
    gateway = await buildGateway({ CATALOGUE_URL: catalogue.url, PUBLIC_ORIGIN: `${ORIGIN}/` });
  });
  after(async () => {
    await gateway?.close();
    await catalogue?.close();
  });

  const get = (url: string) => gateway.inject({ method: 'GET', url });

  test('robots.txt keeps crawlers out of the API and the account pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain/);
    const lines = response.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /login',
      'Disallow: /cart',
      'Disallow: /privacy$',
    ])
      assert.ok(lines.includes(line), line);
    assert.ok(lines.includes(`Sitemap: ${ORIGIN}/sitemap.xml`));
    // The pages worth sharing, their scripts and pictures stay open.
    for (const open of ['/artwork/', '/studios/', '/exhibition-', '/media/', '/static/', '/mf/'])
      assert.ok(!lines.some((line) => line === `Disallow: ${open}`), open);
  });

  test('sitemap.xml is an index of pages sized by the public listings', async () => {
    const response = await get('/sitemap.xml');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/xml/);
    assert.match(
      response.body,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    assert.deepEqual(locsOf(response.body), [
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/exhibitions.xml`,
      `${ORIGIN}/sitemaps/artworks-1.xml`,
      `${ORIGIN}/sitemaps/artworks-2.xml`,
      `${ORIGIN}/sitemaps/studios-1.xml`,
    ]);
  });

  test("each page lists the shared pages' canonical addresses, escaped", async () => {
    const first = await get('/sitemaps/artworks-1.xml');
    assert.equal(first.statusCode, 200);
    const locs = locsOf(first.body);
    assert.equal(locs.length, 600);
    assert.equal(locs[0], `${ORIGIN}/artwork/work-0`);
    assert.match(first.body, /<lastmod>2026-11-20T08:30:00.000Z<\/lastmod>/);
    assert.equal(locsOf((await get('/sitemaps/artworks-2.xml')).body).length, ARTWORKS - 600);
    assert.deepEqual(locsOf((await get('/sitemaps/studios-1.xml')).body), [
      `${ORIGIN}/studios/r%26d%20%3Cstudio%3E`,
      `${ORIGIN}/studios/studio-1`,
      `${ORIGIN}/studios/studio-2`,
    ]);
    assert.deepEqual(locsOf((await get('/sitemaps/exhibitions.xml')).body), [
      `${ORIGIN}/exhibition-colours-of-kathmandu`,
      `${ORIGIN}/exhibition-e2`,
    ]);
    assert.ok(locsOf((await get('/sitemaps/pages.xml')).body).includes(`${ORIGIN}/gallery/all`));
  });

  test('a page past the last, or of no listing, is a 404', async () => {
    assert.equal((await get('/sitemaps/artworks-3.xml')).statusCode, 404);
    assert.equal((await get('/sitemaps/users-1.xml')).statusCode, 404);
    assert.equal((await get('/sitemaps/artworks-0.xml')).statusCode, 404);
  });

  test('kept: read once, then answered from memory, compressed when asked', async () => {
    const before = catalogue.received.length;
    const again = await gateway.inject({
      method: 'GET',
      url: '/sitemaps/artworks-1.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(again.headers['content-encoding'], 'gzip');
    assert.match(String(again.headers['cache-control']), /^public, max-age=600$/);
    assert.equal(catalogue.received.length, before);
  });

  test('a listing that cannot be read: 503 with Retry-After, nothing kept', async () => {
    failing = true;
    try {
      const response = await get('/sitemaps/studios-2.xml');
      assert.equal(response.statusCode, 503);
      assert.equal(response.headers['retry-after'], '60');
    } finally {
      failing = false;
    }
    assert.equal((await get('/sitemaps/studios-2.xml')).statusCode, 404);
  });
});
