// load-tests/k6/browse.js run in Node with stand-ins for k6's modules (k6 itself is not
// installable here), against a gateway stand-in that answers the catalogue's contract: every
// request goes to a route the gateway's route table sends to catalogue, each journey's requests
// carry its own group (its p95 and p99 thresholds apply to them), the home journey asks what the
// home page asks (the slider, featured, the eight home categories' popular rows), the gallery asks
// what the page asks (15 per page, the gallery's sorts and price steps, the next page only while there
// is more), and the search terms cover English, Nepali, Chinese and typos.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import {
  assertCallsOnRoutes,
  assertJourneyGroups,
  gatewayRoutes,
  k6ScriptLoader,
  runJourney,
  writesPerMinute,
} from '../manifest-checks/k6-scenario.mjs';

register('../manifest-checks/k6-stubs.mjs', import.meta.url);

const JOURNEYS = ['home', 'gallery', 'artwork', 'search'];
const loadScript = k6ScriptLoader('browse');

const CATEGORIES = [
  { _id: 'c1', name: 'Painting', slug: 'painting' },
  { _id: 'c2', name: 'Sculpture', slug: 'sculpture' },
  { _id: 's1', name: 'Oil', slug: 'oil-painting', parent: 'c1' },
];
const artworkOf = (i) => ({ _id: `a${i}`, slug: `himalayan-dawn-${i}`, name: `Himalayan dawn ${i}` });
const ARTWORKS = Array.from({ length: 40 }, (_, i) => artworkOf(i));

/** A catalogue behind a gateway: contract answers; every call recorded with its group. */
function fakeGateway({ artworks = ARTWORKS, total = 40 } = {}) {
  const calls = [];
  const failedChecks = [];
  globalThis.k6Stub = {
    vu: { idInTest: 1 },
    scenario: { iterationInTest: 0 },
    failedChecks,
    request(method, url, _body, params, group) {
      const parsed = new URL(url);
      const route = parsed.pathname;
      calls.push({ method, route, query: Object.fromEntries(parsed.searchParams), group, name: params?.tags?.name });
      if (route === '/ready') return { status: 200 };
      if (route === '/api/categories') return { status: 200, body: { status: 'success', message: CATEGORIES } };
      if (route === '/api/categories/sorted') return { status: 200, body: { status: 'success', message: [] } };
      if (route === '/api/slider/home-slider') return { status: 200, body: { status: 'success', slides: [] } };
      if (route === '/api/products/getfeatured')
        return { status: 200, body: { status: 'success', success: true, result: artworks.slice(0, 5) } };
      if (route.startsWith('/api/products/popular/'))
        return { status: 200, body: { status: 'success', message: artworks.slice(0, 11) } };
      if (route.startsWith('/api/products/category/')) {
        const skip = Number(parsed.searchParams.get('skip'));
        const limit = Number(parsed.searchParams.get('limit'));
        return { status: 200, body: { status: 'success', message: artworks.slice(skip, skip + limit), total } };
      }
      if (route.startsWith('/api/product/') && method === 'GET') {
        const slug = decodeURIComponent(route.slice('/api/product/'.length));
        const found = artworks.find((a) => a.slug === slug);
        return found ? { status: 200, body: { status: 'success', message: found } } : { status: 404 };
      }
      if (route.startsWith('/api/product/view/')) return { status: 200, body: { status: 'success', views: 7 } };
      if (route.startsWith('/api/v2/artwork/comments/'))
        return { status: 200, body: { status: 'success', message: [], total: 0 } };
      if (route.startsWith('/api/products/similar/'))
        return { status: 200, body: { status: 'success', message: artworks.slice(0, 10), total: 10 } };
      if (route.startsWith('/api/search/'))
        return { status: 200, body: { status: 'success', products: artworks.slice(0, 10), artists: [] } };
      return { status: 404 };
    },
  };
  return { calls, failedChecks };
}

/** Runs `journey` for `iterations` turns of its scenario. */
test('every request of every journey goes to a route the gateway sends to catalogue, in its own group', async () => {
  const routes = gatewayRoutes(['catalogue']);
  assert.ok(routes.length > 20, 'the route table lists the catalogue');
  const { calls, failedChecks } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  for (const journey of JOURNEYS) runJourney(script, data, journey, 30);
  assert.deepEqual(failedChecks, []);
  assertCallsOnRoutes(assert, calls, routes, { area: 'catalogue' });
  assertJourneyGroups(assert, calls, script, JOURNEYS, 30);
  assert.equal(
    calls.filter((c) => !JOURNEYS.some((j) => c.group === `::${j}`)).length,
    0,
    'no request outside a group',
  );
});

test('setup() takes the main categories and the artworks from the target, and says what to do when it is empty', async () => {
  fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  assert.deepEqual(
    data.categories.map((c) => c.slug),
    ['painting', 'sculpture'],
  );
  assert.equal(data.artworks.length, 40);
  fakeGateway({ artworks: [], total: 0 });
  const empty = await loadScript();
  assert.throws(() => empty.setup(), /no artworks at .*seed the demo data \(npm start\)/);
});

test('the gallery asks 15 per page with the gallery’s sorts and price steps, and scrolls only while there is more', async () => {
  const { calls } = fakeGateway({ total: 40 });
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  runJourney(script, data, 'gallery', 60);
  const pages = calls.filter((c) => c.route.startsWith('/api/products/category/'));
  assert.equal(pages.length, 120, 'two pages per journey when there are 40');
  assert.equal(calls.filter((c) => c.route === '/api/categories/sorted').length, 60, 'the category menu once a page');
  const seen = { sorts: new Set(), prices: new Set(), cats: new Set() };
  for (const page of pages) {
    assert.equal(page.query.limit, String(script.PAGE_SIZE));
    assert.equal(script.PAGE_SIZE, 15);
    assert.ok(['new', 'pricehigh', 'pricelow', 'recommended'].includes(page.query.orderby), page.query.orderby);
    assert.ok(['0', '15'].includes(page.query.skip), page.query.skip);
    const [min, max] = page.query.price.split(',').map(Number);
    assert.ok(min >= 0 && max <= 5_000_000 && min < max && min % 500 === 0 && max % 500 === 0, page.query.price);
    seen.sorts.add(page.query.orderby);
    seen.prices.add(page.query.price);
    seen.cats.add(page.route.split('/').at(-1));
  }
  assert.ok(seen.sorts.size >= 3 && seen.prices.size >= 3, 'the journeys vary sort and price');
  assert.ok(seen.cats.has('all') && seen.cats.has('painting'), [...seen.cats].join(','));

  const few = fakeGateway({ total: 12 });
  runJourney(script, data, 'gallery', 5);
  assert.equal(
    few.calls.filter((c) => c.route.startsWith('/api/products/category/')).length,
    5,
    'one page when the first holds everything',
  );
});

test('the searches cover English, Nepali, Chinese and misspelt terms', async () => {
  const { calls } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  const terms = Object.values(script.SEARCH_TERMS).flat();
  runJourney(script, data, 'search', terms.length);
  const asked = calls.map((c) => decodeURIComponent(c.route.slice('/api/search/'.length)));
  assert.deepEqual(new Set(asked), new Set(terms));
  assert.ok(asked.some((t) => /\p{Script=Devanagari}/u.test(t)));
  assert.ok(asked.some((t) => /\p{Script=Han}/u.test(t)));
  assert.ok(script.SEARCH_TERMS.typo.length > 0);
});

test('home asks what the home page asks: the slider, featured and the popular row of each home category', async () => {
  const source = readFileSync(
    path.join(ROOT, 'frontends', 'catalogue', 'src', 'Components', 'browse', 'homeCategories.ts'),
    'utf8',
  );
  const homeCategories = [...source.matchAll(/^\s*'([a-z-]+)',$/gm)].map((m) => m[1]);
  assert.equal(homeCategories.length, 8);
  const { calls } = fakeGateway();
  const script = await loadScript();
  assert.deepEqual(script.HOME_CATEGORIES, homeCategories);
  calls.length = 0;
  runJourney(script, script.setup(), 'home', 1);
  calls.splice(
    0,
    calls.findIndex((c) => c.group === '::home'),
  );
  assert.deepEqual(
    calls.map((c) => c.route),
    [
      '/api/slider/home-slider',
      '/api/products/getfeatured',
      ...homeCategories.map((slug) => `/api/products/popular/${slug}`),
    ],
  );
});

test('an artwork page counts its view, then its comments and similar artworks', async () => {
  const { calls, failedChecks } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  runJourney(script, data, 'artwork', 1);
  assert.deepEqual(failedChecks, []);
  assert.deepEqual(
    calls.map((c) => c.name),
    [
      'GET /api/product/:slug',
      'POST /api/product/view/:slug',
      'GET /api/v2/artwork/comments/:productId/:total',
      'GET /api/products/similar/:slug',
    ],
  );
});

test('thresholds: under 1 % failed requests, a p95 and a p99 for each journey’s group; rates in the weights', async () => {
  fakeGateway();
  const { options, ...script } = await loadScript({ RATE: '10' });
  assert.deepEqual(options.thresholds.http_req_failed, ['rate<0.01']);
  assert.deepEqual(Object.keys(options.scenarios).sort(), [...JOURNEYS].sort());
  for (const journey of JOURNEYS) {
    const scenario = options.scenarios[journey];
    assert.equal(typeof script[scenario.exec], 'function', journey);
    assert.equal(scenario.executor, 'constant-arrival-rate');
    assert.equal(scenario.rate, 10 * script.WEIGHTS[journey] * 60, `${journey}: per minute`);
    assert.equal(scenario.timeUnit, '1m');
    const limits = options.thresholds[`http_req_duration{group:::${journey}}`];
    assert.ok(
      limits?.some((t) => /^p\(95\)<\d+$/.test(t)),
      `${journey}: ${limits}`,
    );
    assert.ok(
      limits?.some((t) => /^p\(99\)<\d+$/.test(t)),
      `${journey}: ${limits}`,
    );
  }
  assert.equal(options.scenarios.home.rate, 40 * 60);
});

/** The row of load-tests/README.md's write-limit table for a script (the one naming a limit). */
function limitRow(script) {
  const readme = readFileSync(path.join(ROOT, 'load-tests/README.md'), 'utf8');
  return (
    readme
      .split('\n')
      .find((line) => line.trimStart().startsWith(`| \`${script}\` |`) && line.includes('WRITE_RATE_LIMIT')) ?? ''
  );
}
const defaultOf = (key) =>
  Number(
    new RegExp(`^${key}=(\\d+)$`, 'm').exec(readFileSync(path.join(ROOT, 'k8s/base/art-config.env'), 'utf8'))?.[1],
  );

test('at the default rate the guest writes (views) pass the default per-address limit: the README says by how much and what to set', async () => {
  const { calls } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  const perMinute = writesPerMinute(script, data, JOURNEYS, calls);
  assert.equal(perMinute, 900);
  const limit = defaultOf('WRITE_RATE_LIMIT_PER_GUEST_IP');
  assert.equal(limit, 60);
  const row = limitRow('browse.js');
  assert.match(row, new RegExp(`\\| ${perMinute} guest views`));
  const set = Number(/WRITE_RATE_LIMIT_PER_GUEST_IP=(\d+)/.exec(row)?.[1]);
  assert.ok(set >= perMinute * 10, `${set} covers the spike (10×)`);
});
