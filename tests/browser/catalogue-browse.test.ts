import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { uniqueEmail, waitUntil } from '@art/testing';
import pg from 'pg';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import {
  browserSuite,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  signInThroughForm,
  visit,
  waitForPath,
  waitForText,
} from './support/browser.js';

/**
 * The catalogue's browsing screens on the real stack: the home banner and featured artworks, the
 * gallery narrowed to a category and sorted by price with a second page loaded on scroll, and an
 * artwork seen by its artist (Edit, no Buy) and by someone else (Buy, a like that toggles).
 *
 * Accounts are made through identity; the artworks, the slider and the artist's studio role are
 * written into this stack's catalogue database (the rows uploads would make), so the test is about
 * the screens and not the upload path.
 */
const PAINTING = 'c0a80001-0000-4000-8000-000000000001';
const SCULPTURE = 'c0a80001-0000-4000-8000-000000000002';
const PAINTINGS = 20;
const password = 'browse123';
const artist = { name: 'Sabina Shrestha', email: uniqueEmail('browser.browse.artist'), password, id: '', slug: '' };
const visitor = { name: 'Rohan Gurung', email: uniqueEmail('browser.browse.visitor'), password, id: '', slug: '' };
let forSaleSlug = '';

const { stack, freshPage } = browserSuite('browser_catalogue_browse', {}, async () => {
  for (const person of [artist, visitor]) {
    await registerVerifiedUser(stack(), person);
    const login = await stack().api('/auth/login', { body: { email: person.email, password } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    person.id = login.body.user._id;
    person.slug = login.body.user.slug;
  }
  await seedCatalogue();
});

/** A small PNG as a data: URL, so the seeded artworks have pictures without an upload. */
async function pictureUrl(hue: number): Promise<string> {
  const png = await sharp({
    create: { width: 24, height: 24, channels: 3, background: { r: hue % 256, g: 120, b: 200 - (hue % 200) } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function imageOf(id: string, hue: number) {
  const url = await pictureUrl(hue);
  const file = { fileName: `${id}.png`, url, fallbackUrl: url };
  return {
    _id: id,
    slug: id,
    placeholder: url,
    width: 24,
    height: 24,
    files: { thumbnail: file, gallery: file, productImage: file, large: file },
  };
}

async function seedCatalogue(): Promise<void> {
  const client = new pg.Client({ connectionString: stack().databases.catalogue });
  await client.connect();
  try {
    // The artist as the studios directory knows them (a high version: a late identity event must not undo it).
    await waitUntil(
      'identity events to reach the catalogue users projection',
      async () => (await client.query('select 1 from users where id = $1', [artist.id])).rowCount === 1,
      { timeoutMs: 20_000 },
    ).catch(() => undefined);
    await client.query(
      `insert into users (id, name, slug, email, role, verified_artist, version)
       values ($1, $2, $3, $4, 11, true, 1000)
       on conflict (id) do update set role = 11, verified_artist = true, version = 1000`,
      [artist.id, artist.name, artist.slug, artist.email],
    );
    const rows: { name: string; price: number; category: string; inStore: boolean; featured: boolean }[] = [];
    // Prices out of order, so sorting is visible: 1000, 20000, 3000, 40000 ... all different.
    for (let index = 0; index < PAINTINGS; index++) {
      const price = (index % 2 === 0 ? 1000 : 10000) * (index + 1);
      rows.push({ name: `Painting ${index + 1}`, price, category: PAINTING, inStore: true, featured: index < 4 });
    }
    rows.push({ name: 'Stone Buddha', price: 500, category: SCULPTURE, inStore: false, featured: true });
    for (const [index, row] of rows.entries()) {
      const id = randomUUID();
      const slug = `${row.name.toLowerCase().replace(/ /g, '-')}-${id.slice(0, 6)}`;
      if (index === 0) forSaleSlug = slug;
      const category = row.category === PAINTING ? 'Painting' : 'Sculpture';
      await client.query(
        `insert into artworks (id, slug, name, description, price, stock, in_store, author_id, kind,
           main_category_id, categories, height, width, image, images, featured, created_at)
         values ($1, $2, $3, $4, $5, 1, $6, $7, 'artist', $8, $9, 24, 36, $10, '[]'::jsonb, $11,
           now() - make_interval(mins => $12))`,
        [
          id,
          slug,
          row.name,
          `${row.name}: acrylic on canvas, painted in Patan. `.repeat(6),
          row.price,
          row.inStore,
          artist.id,
          row.category,
          JSON.stringify([{ _id: row.category, name: category, slug: category.toLowerCase() }]),
          JSON.stringify(await imageOf(id, index * 12)),
          row.featured,
          index,
        ],
      );
      await client.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [
        id,
        row.category,
      ]);
    }
    const slides = await Promise.all(
      ['Monsoon', 'Festival of Lights'].map(async (title, index) => ({
        imageMain: await pictureUrl(40 + index * 90),
        thumbnail: await pictureUrl(40 + index * 90),
        title,
        linkArtist: { name: artist.name, slug: artist.slug },
      })),
    );
    await client.query(
      `insert into sliders (name, slides) values ('home-slider', $1)
       on conflict (name) do update set slides = excluded.slides`,
      [JSON.stringify(slides)],
    );
  } finally {
    await client.end();
  }
}

/** The prices the cards show, as numbers, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-testid=artwork-grid] [data-testid=artwork-card-price]').allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9]/g, '')));
}

test('home shows the banner slider and the featured artworks', async () => {
  const page = await freshPage();
  await failureShots('catalogue-home', page, async () => {
    await visit(page, '/');
    const banner = page.locator('[data-testid=home-banner]');
    await banner.waitFor();
    assert.equal(await banner.locator('[data-testid=home-banner-slide]').count(), 2);
    assert.equal(await banner.getByAltText('Monsoon').count(), 1);
    const featured = page.locator('[data-testid=home-featured] [data-testid=artwork-card]');
    await featured.first().waitFor();
    // The featured ones first (newest first), the most popular filling the row up to its 11.
    assert.equal(await featured.count(), 11);
    const names = await page.locator('[data-testid=home-featured] .cat-card__name').allTextContents();
    assert.deepEqual(names.slice(0, 5), ['Painting 1', 'Painting 2', 'Painting 3', 'Painting 4', 'Stone Buddha']);
    // The eight category tiles open their galleries.
    const tiles = page.locator('[data-testid=home-category-tiles] a');
    assert.equal(await tiles.count(), 8);
    assert.equal(await tiles.nth(3).getAttribute('href'), '/gallery/new-media-art');
  });
});

test('home on a phone: the popular rows below the fold are asked for only as the reader scrolls to them', async () => {
  const page = await freshPage({ width: 390, height: 844 });
  await failureShots('catalogue-home-rows', page, async () => {
    const popular = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/products/popular/')) popular.add(pathname);
    });
    await visit(page, '/');
    await page.locator('[data-testid=home-featured] [data-testid=artwork-card]').first().waitFor();
    await page.waitForLoadState('load');
    // The first screen is drawn: at most the row just below it was asked for, not the eight.
    const atFirst = popular.size;
    assert.ok(atFirst <= 1, `rows asked for before the reader scrolls: ${[...popular].join(', ')}`);
    assert.ok((await page.locator('[data-testid$=-pending]').count()) >= 6, 'the others wait at their height');
    for (let step = 0; step < 40 && popular.size < 8; step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    assert.equal(popular.size, 8, `every category's row asked for on the way down: ${[...popular].join(', ')}`);
    await page
      .locator('[data-testid^=home-popular-]:not([data-testid$=-pending]) [data-testid=artwork-card]')
      .first()
      .waitFor();
  });
});

test('gallery: a category, sorted by lowest price, loads its second page on scroll', async () => {
  const page = await freshPage();
  await failureShots('catalogue-gallery', page, async () => {
    await visit(page, '/gallery/all');
    const cards = page.locator('[data-testid=artwork-grid] [data-testid=artwork-card]');
    await cards.first().waitFor();
    await page.locator('[data-testid=category-nav]').getByRole('link', { name: 'Painting', exact: true }).click();
    await waitForPath(page, '/gallery/painting');
    await waitForText(page.locator('h1'), 'Gallery · Painting');

    // Every listing page the screen asks for (the second one may come before any scroll on a tall window).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products/category/painting?')) asked.push(request.url());
    });
    await page.locator('[data-testid=listing-sort]').selectOption('pricelow');
    // The first page: 15 paintings (no sculpture), cheapest first.
    await waitUntil('the first sorted page', async () => (await cardPrices(page))[0] === 1000, { timeoutMs: 20_000 });
    const firstPage = (await cardPrices(page)).slice(0, 15);
    assert.equal(firstPage.length, 15);
    assert.deepEqual(
      firstPage,
      [...firstPage].sort((a, b) => a - b),
    );
    assert.ok(!firstPage.includes(500), 'the sculpture is not in the painting gallery');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitUntil('the second page to be added', async () => (await cardPrices(page)).length === PAINTINGS, {
      timeoutMs: 20_000,
    });
    const pages = asked.filter((url) => url.includes('orderby=pricelow')).map((url) => new URL(url).searchParams);
    assert.deepEqual(
      pages.map((params) => [params.get('skip'), params.get('limit')]),
      [
        ['0', '15'],
        ['15', '15'],
      ],
    );
    const all = await cardPrices(page);
    assert.deepEqual(
      all,
      [...all].sort((a, b) => a - b),
    );
    assert.equal(new Set(all).size, PAINTINGS, 'no painting twice');
  });
});

test('artwork seen by its artist: Edit, and no Buy or Send Message', async () => {
  const page = await freshPage();
  await failureShots('catalogue-artwork-owner', page, async () => {
    await signInThroughForm(page, artist.email, password);
    await visit(page, `/artwork/${forSaleSlug}`);
    await waitForText(page.locator('[data-testid=artwork-name]'), 'Painting 1');
    await waitForText(page.locator('[data-testid=artwork-price]'), 'NPR 1,000');
    await page.locator('[data-testid=artwork-edit]').waitFor();
    assert.equal(await page.locator('[data-testid=artwork-edit]').getAttribute('href'), `/artwork/${forSaleSlug}/edit`);
    assert.equal(await page.locator('[data-testid=artwork-buy]').count(), 0);
    assert.equal(await page.locator('[data-testid=artwork-message]').count(), 0);
    // Their own artist card leads to their own profile route.
    assert.equal(
      await page.locator('[data-testid=artist-profile-link]').getAttribute('href'),
      `/profile/${artist.slug}`,
    );
  });
});

test('artwork seen by someone else: Buy shows for a store artwork and the like toggles', async () => {
  const page = await freshPage();
  await failureShots('catalogue-artwork-visitor', page, async () => {
    // A guest's like asks for a sign-in and comes back here after it.
    await visit(page, `/artwork/${forSaleSlug}`);
    await page.locator('[data-testid=artwork-like]').click();
    await expectSnackbar(page, 'You need to login first!');
    await waitForPath(page, '/login');

    await signInThroughForm(page, visitor.email, password);
    await visit(page, `/artwork/${forSaleSlug}`);
    await waitForText(page.locator('[data-testid=artwork-name]'), 'Painting 1');
    await page.locator('[data-testid=artwork-buy]').waitFor();
    assert.equal(await page.locator('[data-testid=artwork-edit]').count(), 0);
    assert.equal(
      await page.locator('[data-testid=artist-profile-link]').getAttribute('href'),
      `/studios/${artist.slug}`,
    );

    const like = page.locator('[data-testid=artwork-like]');
    assert.equal(await like.getAttribute('aria-pressed'), 'false');
    await waitForText(page.locator('[data-testid=artwork-like-count]'), '0');
    const liked = page.waitForResponse((r) => r.url().includes('/api/like/product/'));
    await like.click();
    assert.equal((await liked).status(), 200);
    await waitUntil('the like to show', async () => (await like.getAttribute('aria-pressed')) === 'true', {
      timeoutMs: 10_000,
    });
    await waitForText(page.locator('[data-testid=artwork-like-count]'), '1');

    const unliked = page.waitForResponse((r) => r.url().includes('/api/like/product/'));
    await like.click();
    await unliked;
    await waitUntil('the like to be taken back', async () => (await like.getAttribute('aria-pressed')) === 'false', {
      timeoutMs: 10_000,
    });
    await waitForText(page.locator('[data-testid=artwork-like-count]'), '0');
  });
});

/** The URLs whose early answer (started by the shell's entry script) the page took. */
async function earlyAnswersTaken(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByName('art:early-answer').map((mark) => new URL((mark as PerformanceMark).detail).pathname),
  );
}

/** Opens `urlPath` in a fresh load, waits for `ready`, and counts the GETs of each API path. */
async function openCountingApiReads(page: Page, urlPath: string, ready: string): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  const count = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/health')
      reads.set(url.pathname, (reads.get(url.pathname) ?? 0) + 1);
  };
  page.on('request', count);
  try {
    await visit(page, urlPath);
    await page.locator(ready).first().waitFor();
  } finally {
    page.off('request', count);
  }
  return reads;
}

test("a page's first data is asked once, with the scripts, and used by the page (guest and member)", async () => {
  const page = await freshPage();
  await failureShots('catalogue-early-data', page, async () => {
    const pages = [
      { path: '/', ready: '[data-testid=home-banner]', data: ['/api/slider/home-slider', '/api/products/getfeatured'] },
      {
        path: '/gallery/all',
        ready: '[data-testid=artwork-card]',
        data: ['/api/products/category/all', '/api/categories/sorted'],
      },
      { path: `/artwork/${forSaleSlug}`, ready: '[data-testid=artwork-name]', data: [`/api/product/${forSaleSlug}`] },
    ];
    for (const { path, ready, data } of pages) {
      const reads = await openCountingApiReads(page, path, ready);
      const taken = await earlyAnswersTaken(page);
      for (const url of data) {
        assert.ok(taken.includes(url), `${path}: the page took the early answer of ${url} (took ${taken.join(', ')})`);
        assert.equal(reads.get(url), 1, `${path}: ${url} asked once, not again by the page`);
      }
    }
    // A member's page is asked with their session (the artwork says whether they like it).
    await visit(page, '/login');
    await signInThroughForm(page, visitor.email, password);
    const reads = await openCountingApiReads(page, `/artwork/${forSaleSlug}`, '[data-testid=artwork-like]');
    assert.deepEqual(await earlyAnswersTaken(page), [`/api/product/${forSaleSlug}`]);
    assert.equal(reads.get(`/api/product/${forSaleSlug}`), 1);
  });
});
