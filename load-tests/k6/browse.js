// k6 scenario "browse": the catalogue through the gateway, as guests browse it.
//
//   npm run load:k6 -- browse                                 # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6 -- browse
//   k6 run -e BASE_URL=… -e RATE=5 -e PROFILE=soak load-tests/k6/browse.js
//
// Four journeys, each its own scenario at its own arrival rate (RATE × 4 : 4 : 3 : 2 per second,
// under the PROFILE of profiles.js: load, soak or spike) and its own k6 group (so each has its own
// p95 and p99 thresholds):
//   home     what the home page asks (frontends/catalogue HomeRoute): the slider, the featured
//            artworks and the popular row of each of the eight home categories
//   gallery  the category menu, a category page with a sort and a price range, then the next page
//            (infinite scroll) while there is more
//   artwork  an artwork by slug, its view counted, its comments and similar artworks
//   search   a term in English, Nepali or Chinese, or a misspelt one (the search is typo tolerant)
// Data: setup() reads the categories and up to 60 artworks (their slugs) from the target, so it
// needs a catalogue with artworks: `npm start` seeds the demo ones, `npm run load:seed` more.
// Guests only: no sign-in, so the gateway's sign-in limits play no part. Only targets the URL
// given (your own deployment): the artwork journey counts views.
import { fail, group } from 'k6';
import http from 'k6/http';
import { journeyThresholds, scenariosFor } from './profiles.js';
import { baseUrlOf, expectSuccess, pick, requireReady, turn } from './requests.js';

/** @typedef {{ categories: { id: string, slug: string }[], artworks: { id: string, slug: string }[] }} SetupData */

const BASE_URL = baseUrlOf(__ENV);

/** The home page's popular rows (frontends/catalogue/src/Components/browse/homeCategories.ts). */
export const HOME_CATEGORIES = [
  'painting',
  'sculpture',
  'photography',
  'new-media-art',
  'printmaking',
  'drawing',
  'design',
  'handicrafts',
];

/** The gallery's page size (spec: 15) and the listing's own maximum (contract: 60). */
export const PAGE_SIZE = 15;
export const SORTS = ['new', 'pricehigh', 'pricelow'];
/** The price slider: 0 to 5,000,000 NPR in steps of 500 (spec section 9). */
export const PRICE_RANGES = ['0,5000000', '1000,500000', '5000,100000', '50000,5000000', '0,25000'];
/** English, Nepali, Chinese and misspelt terms: the search ranks all of them. */
export const SEARCH_TERMS = {
  en: ['mountain', 'thangka', 'buddha', 'kathmandu', 'portrait', 'landscape'],
  ne: ['हिमाल', 'बुद्ध', 'काठमाडौं', 'चित्र'],
  zh: ['山', '佛陀', '风景', '唐卡'],
  typo: ['moutain', 'thanka', 'kathmundu', 'budha'],
};
const ALL_TERMS = Object.values(SEARCH_TERMS).flat();

/** Journeys per second are RATE (default 5) × these: home and gallery are the busiest. */
export const WEIGHTS = { home: 4, gallery: 4, artwork: 3, search: 2 };

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: scenariosFor(WEIGHTS, { rate: 5, vus: { preAllocatedVUs: 10, maxVUs: 200 } }),
  // Per journey (k6 tags every request with its group, "::<name>"): cached rows are cheap; a
  // listing page filters, sorts and counts; search ranks trigram matches.
  thresholds: journeyThresholds({
    home: [250, 600],
    gallery: [300, 700],
    artwork: [250, 600],
    search: [400, 900],
  }),
};

/**
 * One request, named by its route so that k6 keeps one series per route, not per URL.
 * @param {string} path @param {string} route
 */
function get(path, route) {
  return http.get(`${BASE_URL}${path}`, { tags: { name: `GET ${route}` } });
}

/** @returns {SetupData} */
export function setup() {
  requireReady(BASE_URL);
  const categories = http.get(`${BASE_URL}/api/categories`, { tags: { name: 'GET /api/categories' } });
  if (categories.status !== 200) fail(`GET /api/categories answered ${categories.status}: is catalogue running?`);
  const main = /** @type {{ _id: string, slug: string, parent?: string }[]} */ (
    /** @type {any} */ (categories.json()).message ?? []
  ).filter((c) => !c.parent);
  if (main.length === 0) fail('GET /api/categories returned no main category');
  const listing = http.get(`${BASE_URL}/api/products/category/all?orderby=new&skip=0&limit=60`, {
    tags: { name: 'GET /api/products/category/:cat' },
  });
  const artworks =
    listing.status === 200
      ? /** @type {{ _id: string, slug: string }[]} */ (/** @type {any} */ (listing.json()).message ?? [])
      : [];
  if (artworks.length === 0) {
    fail(
      `no artworks at ${BASE_URL} (GET /api/products/category/all answered ${listing.status}): seed the demo data (npm start) first`,
    );
  }
  return {
    categories: main.map((c) => ({ id: c._id, slug: c.slug })),
    artworks: artworks.map((a) => ({ id: a._id, slug: a.slug })),
  };
}

/** The home page as a guest opens it: the slider, featured, one popular row per home category. */
export function home() {
  group('home', () => {
    expectSuccess(get('/api/slider/home-slider', '/api/slider/home-slider'), 'home slider', (b) =>
      Array.isArray(b.slides),
    );
    expectSuccess(get('/api/products/getfeatured', '/api/products/getfeatured'), 'featured', (b) =>
      Array.isArray(b.result),
    );
    for (const slug of HOME_CATEGORIES) {
      expectSuccess(
        get(`/api/products/popular/${slug}`, '/api/products/popular/:categoryId'),
        'popular',
        (b) => Array.isArray(b.message) && b.message.length <= 11,
      );
    }
  });
}

/** @param {string} cat @param {string} sort @param {string} price @param {number} skip */
export function galleryPath(cat, sort, price, skip) {
  return `/api/products/category/${encodeURIComponent(cat)}?orderby=${sort}&price=${price}&skip=${skip}&limit=${PAGE_SIZE}`;
}

/** The category menu, a gallery page of one category (or all) with a sort and a price range, then the next page. */
export function gallery(/** @type {SetupData} */ data) {
  group('gallery', () => {
    const n = turn();
    expectSuccess(get('/api/categories/sorted', '/api/categories/sorted'), 'sorted categories', (b) =>
      Array.isArray(b.message),
    );
    const cat = n % 5 === 0 ? 'all' : pick(data.categories, n).slug;
    const sort = pick(SORTS, Math.floor(n / 5));
    const price = pick(PRICE_RANGES, Math.floor(n / 15));
    let skip = 0;
    for (let page = 0; page < 2; page++) {
      const body = expectSuccess(
        get(galleryPath(cat, sort, price, skip), '/api/products/category/:cat'),
        'gallery page',
        (b) => Array.isArray(b.message) && b.message.length <= PAGE_SIZE && typeof b.total === 'number',
      );
      // Scrolling on only while there is more to show, as the page does.
      if (!body || skip + PAGE_SIZE >= body.total) break;
      skip += PAGE_SIZE;
    }
  });
}

/** An artwork page: the artwork by slug, its view counted, two comments, similar artworks. */
export function artwork(/** @type {SetupData} */ data) {
  group('artwork', () => {
    const chosen = pick(data.artworks, turn());
    const body = expectSuccess(
      get(`/api/product/${encodeURIComponent(chosen.slug)}`, '/api/product/:slug'),
      'artwork',
      (b) => b.message?.slug === chosen.slug,
    );
    const id = body?.message?._id ?? chosen.id;
    expectSuccess(
      http.post(`${BASE_URL}/api/product/view/${encodeURIComponent(chosen.slug)}`, null, {
        tags: { name: 'POST /api/product/view/:slug' },
      }),
      'view counted',
      (b) => typeof b.views === 'number',
    );
    expectSuccess(
      get(`/api/v2/artwork/comments/${id}/2`, '/api/v2/artwork/comments/:productId/:total'),
      'comments',
      (b) => Array.isArray(b.message),
    );
    expectSuccess(
      get(`/api/products/similar/${encodeURIComponent(chosen.slug)}?skip=0&limit=10`, '/api/products/similar/:slug'),
      'similar',
      (b) => Array.isArray(b.message),
    );
  });
}

/** A search as the header's box sends it. */
export function search() {
  group('search', () => {
    const term = pick(ALL_TERMS, turn());
    expectSuccess(
      get(`/api/search/${encodeURIComponent(term)}`, '/api/search/:term'),
      'search',
      (b) => Array.isArray(b.products) && Array.isArray(b.artists) && b.products.length <= 10,
    );
  });
}
