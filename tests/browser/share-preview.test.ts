import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { uploadArtwork } from '../system/support/artworks.js';
import { artist, type Member, projected } from '../system/support/members.js';
import { browserSuite, failureShots, visit, waitForText } from './support/browser.js';

/**
 * A shared link's preview, on the real stack: the HTML the gateway serves at /artwork/<slug> to a
 * link scraper (no JavaScript, `Accept: *∕*`) carries the artwork's title, description, canonical
 * address, Open Graph and Twitter card tags (its picture, its price in NPR, the studio's name) and
 * schema.org JSON-LD, read here by Chromium's own HTML parser; the same page still starts the app
 * under the site's CSP; a studio's page has its own preview, an unknown artwork none, and the
 * sitemap lists the artwork.
 *
 * The artist redeems an artist code and uploads through the API (the path the upload page takes).
 */
const PUBLIC_ORIGIN = 'https://art.example.com';
const ARTWORK_NAME = 'Phewa at Dusk';
const DESCRIPTION = 'Boats resting on Phewa lake as the light goes: oil on canvas.';
const PRICE = 48000;
const PAINTER = 'Kiran Manandhar';
let painter: Member;
let artworkSlug = '';

const { stack, freshPage } = browserSuite('browser_share_preview', { gatewayEnv: { PUBLIC_ORIGIN } }, async () => {
  painter = await artist(stack(), PAINTER);
  await projected(stack().databases.catalogue, painter, 11);
  ({ slug: artworkSlug } = await uploadArtwork(stack(), painter, {
    name: ARTWORK_NAME,
    price: PRICE,
    stock: 1,
    description: DESCRIPTION,
  }));
});

/** The page as a link scraper fetches it: plain HTTP, no script run, any type accepted. */
async function scraped(path: string): Promise<{ status: number; html: string; type: string }> {
  const response = await fetch(`${stack().gateway.url}${path}`, {
    headers: {
      accept: '*/*',
      'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    },
  });
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') ?? '' };
}

interface SharedHead {
  titles: string[];
  metas: Record<string, string[]>;
  canonicals: string[];
  jsonLd: string[];
  /** Each <script> without a src (inline): its type. */
  inlineScriptTypes: string[];
}

/** The head of `html` as Chromium parses it (DOMParser: nothing runs, nothing loads). */
async function headOf(page: Page, html: string): Promise<SharedHead> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    const metas: Record<string, string[]> = {};
    for (const meta of Array.from(document.querySelectorAll('meta'))) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name');
      if (key) metas[key] = [...(metas[key] ?? []), meta.getAttribute('content') ?? ''];
    }
    return {
      titles: Array.from(document.querySelectorAll('head > title')).map((title) => title.textContent ?? ''),
      metas,
      canonicals: Array.from(document.querySelectorAll('link[rel=canonical]')).map(
        (link) => link.getAttribute('href') ?? '',
      ),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => s.textContent ?? '',
      ),
      inlineScriptTypes: Array.from(document.querySelectorAll('script:not([src])')).map(
        (s) => s.getAttribute('type') ?? '',
      ),
    };
  }, html);
}

const one = (head: SharedHead, key: string) => {
  const values = head.metas[key] ?? [];
  assert.equal(values.length, 1, `${key}: ${JSON.stringify(values)}`);
  return values[0];
};

test("a share preview: the served HTML's tags for an artwork", async () => {
  const page = await freshPage();
  await failureShots('share-preview-artwork', page, async () => {
    const { status, html, type } = await scraped(`/artwork/${artworkSlug}?utm_source=viber`);
    assert.equal(status, 200);
    assert.match(type, /^text\/html/);
    const head = await headOf(page, html);
    const title = `${ARTWORK_NAME} by ${PAINTER} | Art Marketplace`;
    const canonical = `${PUBLIC_ORIGIN}/artwork/${artworkSlug}`;

    assert.deepEqual(head.titles, [title]);
    assert.equal(one(head, 'description'), DESCRIPTION);
    assert.deepEqual(head.canonicals, [canonical]);
    assert.equal(one(head, 'og:title'), title);
    assert.equal(one(head, 'og:description'), DESCRIPTION);
    assert.equal(one(head, 'og:url'), canonical);
    assert.equal(one(head, 'og:type'), 'product');
    assert.equal(one(head, 'og:site_name'), 'Art Marketplace');
    assert.equal(one(head, 'og:price:amount'), String(PRICE));
    assert.equal(one(head, 'og:price:currency'), 'NPR');
    assert.equal(one(head, 'product:price:amount'), String(PRICE));
    assert.equal(one(head, 'product:price:currency'), 'NPR');
    assert.equal(one(head, 'twitter:card'), 'summary_large_image');
    assert.equal(one(head, 'twitter:title'), title);
    assert.equal(one(head, 'twitter:label1'), 'Price');
    assert.equal(one(head, 'twitter:data1'), 'NPR 48,000');
    assert.equal(one(head, 'twitter:label2'), 'Studio');
    assert.equal(one(head, 'twitter:data2'), PAINTER);

    // The picture: absolute on the public origin, and served by the gateway at that path.
    const image = one(head, 'og:image');
    assert.equal(one(head, 'twitter:image'), image);
    assert.ok(image.startsWith(`${PUBLIC_ORIGIN}/media/`), image);
    const picture = await fetch(`${stack().gateway.url}${new URL(image).pathname}`);
    assert.equal(picture.status, 200);
    assert.match(picture.headers.get('content-type') ?? '', /^image\//);

    // schema.org: one block, it parses, a VisualArtwork offered in NPR as a Product.
    assert.equal(head.jsonLd.length, 1);
    const data = JSON.parse(head.jsonLd[0]);
    assert.equal(data['@context'], 'https://schema.org');
    assert.deepEqual(data['@type'], ['VisualArtwork', 'Product']);
    assert.equal(data.name, ARTWORK_NAME);
    assert.equal(data.url, canonical);
    assert.equal(data.creator.name, PAINTER);
    assert.equal(data.creator.url, `${PUBLIC_ORIGIN}/studios/${painter.slug}`);
    assert.deepEqual(data.image[0], image);
    assert.equal(data.offers['@type'], 'Offer');
    assert.equal(data.offers.price, PRICE);
    assert.equal(data.offers.priceCurrency, 'NPR');
    assert.equal(data.offers.availability, 'https://schema.org/InStock');
    // Nothing inline that runs: the only script without a src is the JSON-LD (data).
    assert.deepEqual(head.inlineScriptTypes, ['application/ld+json']);
  });
});

test('the shared page still starts the app, within the CSP', async () => {
  const page = await freshPage();
  await failureShots('share-preview-app', page, async () => {
    await visit(page, `/artwork/${artworkSlug}`);
    await waitForText(page.locator('[data-testid=artwork-name]'), ARTWORK_NAME);
    // The served tags are still in the document the app runs in.
    assert.equal(await page.locator('meta[property="og:price:currency"]').getAttribute('content'), 'NPR');
  });
});

test("a studio's shared page is a ProfilePage of its artist", async () => {
  const page = await freshPage();
  const { status, html } = await scraped(`/studios/${painter.slug}`);
  assert.equal(status, 200);
  const head = await headOf(page, html);
  assert.deepEqual(head.titles, [`${PAINTER} | Art Marketplace`]);
  assert.deepEqual(head.canonicals, [`${PUBLIC_ORIGIN}/studios/${painter.slug}`]);
  assert.equal(one(head, 'og:type'), 'profile');
  const data = JSON.parse(head.jsonLd[0]);
  assert.equal(data['@type'], 'ProfilePage');
  assert.equal(data.mainEntity.name, PAINTER);
});

test('an artwork that is not there: the site preview, not indexed, nothing of its own', async () => {
  const page = await freshPage();
  const { status, html } = await scraped('/artwork/no-such-artwork-anywhere');
  assert.equal(status, 200);
  const head = await headOf(page, html);
  assert.deepEqual(head.titles, ['Art Marketplace']);
  assert.equal(one(head, 'robots'), 'noindex');
  assert.deepEqual(head.jsonLd, []);
  assert.deepEqual(head.canonicals, []);
});

test('robots.txt names the sitemap, and the sitemap lists the artwork', async () => {
  const robots = await scraped('/robots.txt');
  assert.ok(robots.html.split('\n').includes(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`));
  assert.ok(robots.html.split('\n').includes('Disallow: /api/'));
  const index = await scraped('/sitemap.xml');
  assert.equal(index.status, 200);
  assert.ok(index.html.includes(`<loc>${PUBLIC_ORIGIN}/sitemaps/artworks-1.xml</loc>`), index.html);
  const artworks = await scraped('/sitemaps/artworks-1.xml');
  assert.ok(artworks.html.includes(`<loc>${PUBLIC_ORIGIN}/artwork/${artworkSlug}</loc>`), artworks.html);
});
