// k6 scenario "checkout": the web shop through the gateway, as signed-in buyers use it.
//
//   npm run load:k6 -- checkout                               # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6 -- checkout
//   k6 run -e BASE_URL=… -e RATE=2 -e PROFILE=spike load-tests/k6/checkout.js
//
// The (and the web-shop benchmark's, `npm run bench -- --only=commerce`) weights: browse
// 10, add to cart 2, view the cart 3, check out 1. Three journeys, each its own scenario (under the
// PROFILE of profiles.js) and its own k6 group (its own p95 and p99), at RATE × 5 : 2 : 1 per
// second so that the requests come in exactly those weights:
//   browse    a store page (artworks for sale; a category or all, a sort, one of the first pages),
//             then one of its artworks                                  2 browse requests
//   cart      put an artwork of the store in the cart, view the cart    1 add, 1 view
//   checkout  view the cart, place a cash order for what it holds       1 view, 1 checkout
//             (then cancel it, so its pieces go back on sale through catalogue's events;
//             KEEP_ORDERS=1 keeps the orders and the pieces stay sold)
// A 409 is an expected answer, not a failure: adding a piece that sold out meanwhile, or an order
// whose last piece another buyer got first ({status: 'unavailable'}).
// Data: setup() signs in the buyers (USERS="email:password,…", e.g. the file `npm run load:seed`
// writes; by default the two demo buyers `npm start` seeds) once and reuses the tokens, so the
// gateway's sign-in limits play no part; it needs artworks for sale in the store. Only targets the
// URL given (your own deployment): the checkout journey places real cash orders and takes stock
// while an order is open.
import { check, fail, group } from 'k6';
import http from 'k6/http';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.js';
import { journeyThresholds, scenariosFor } from './profiles.js';
import { auth, baseUrlOf, bodyOf, expectSuccess, JSON_HEADERS, pick, signInPeople, turn } from './requests.js';

/** @typedef {import('./requests.js').Person} Buyer */
/** @typedef {{ _id: string, slug: string }} ForSale */
/** @typedef {{ buyers: Buyer[], categories: string[], storeTotal: number, forSale: ForSale[] }} SetupData */
/** @typedef {{ _id: string, slug: string, price: number, availability?: string, author?: { _id: string } }} StoreArtwork */

const BASE_URL = baseUrlOf(__ENV);
const KEEP_ORDERS = __ENV.KEEP_ORDERS === '1';

/** The store's page size (spec: 15), the sorts a buyer picks, and how deep buyers page in "all". */
export const PAGE_SIZE = 15;
export const SORTS = ['new', 'pricehigh', 'pricelow'];
export const PAGES = 3;
/** Shipping details that pass the checkout's checks (10-digit phone, 5-digit postal code). */
export const SHIPPING = {
  country: 'Nepal',
  city: 'Lalitpur',
  state: 'Bagmati',
  postalCode: '44700',
  address: 'Patan Durbar Square 5',
  phone: '9841000000',
};

/**
 * Journeys per second are RATE (default 2) × these; per journey 2 browse requests, 1 add + 1 view,
 * 1 view + 1 checkout: the requests come browse 10 : add 2 : view 3 : checkout 1.
 */
export const WEIGHTS = { browse: 5, cart: 2, checkout: 1 };

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: scenariosFor(WEIGHTS, { rate: 2 }),
  // 409s of adding and ordering are marked expected (responseCallback), so they are not counted as
  // failed requests. A signed-in store page is read from PostgreSQL (no guest cache); an order
  // reserves its pieces at catalogue while the buyer waits.
  thresholds: journeyThresholds({ browse: [300, 700], cart: [250, 600], checkout: [400, 1000] }),
};

/** Sold out meanwhile (add) or taken by another buyer (order): answers, not failures. */
const SOLD_OR_TAKEN = http.expectedStatuses(200, 201, 409);

/** @param {any} b */
const isCart = (b) => Array.isArray(b?.data?.products) && typeof b.data.itemTotal === 'number';

/**
 * The store also lists pieces on hold for another buyer's unpaid order: only those for sale now are
 * bought (a piece without `availability` is from before the field and counts by its price).
 * @param {StoreArtwork} a
 */
export const forSaleNow = (a) => (a.availability ? a.availability === 'for-sale' : a.price > 0);

/** @param {string} cat @param {string} sort @param {number} skip */
export function storePath(cat, sort, skip) {
  return `/api/v2/store/${encodeURIComponent(cat)}?orderby=${sort}&skip=${skip}&limit=${PAGE_SIZE}`;
}

/** @returns {SetupData} */
export function setup() {
  // The demo buyers: the last two demo accounts (the first four are studios).
  const buyers = signInPeople(
    BASE_URL,
    DEMO_EMAILS.slice(-2).map((email) => ({ email, password: DEMO_PASSWORD })),
    1,
  );
  const categories = http.get(`${BASE_URL}/api/categories`, { tags: { name: 'GET /api/categories' } });
  const main = /** @type {{ slug: string, parent?: string }[]} */ (
    categories.status === 200 ? (bodyOf(categories)?.message ?? []) : []
  ).filter((c) => !c.parent);
  /** @type {ForSale[]} */
  const forSale = [];
  let storeTotal = 0;
  for (let page = 0; page < PAGES; page++) {
    const store = http.get(`${BASE_URL}${storePath('all', 'new', page * PAGE_SIZE)}`, {
      headers: auth(buyers[0].token),
      tags: { name: 'GET /api/v2/store/:cat' },
    });
    const body = store.status === 200 ? bodyOf(store) : null;
    const listed = /** @type {StoreArtwork[]} */ (body?.message ?? []);
    storeTotal = Number(body?.total) || storeTotal;
    forSale.push(...listed.filter(forSaleNow).map((a) => ({ _id: a._id, slug: a.slug })));
    if (listed.length < PAGE_SIZE) break;
  }
  if (forSale.length === 0)
    fail(`no artwork for sale at ${BASE_URL}: seed the demo data (npm start) or npm run load:seed first`);
  return { buyers, categories: ['all', ...main.map((c) => c.slug)], storeTotal: storeTotal || forSale.length, forSale };
}

/**
 * A store page as the buyer's n-th visit picks it (a category's first page, or a page of all as deep
 * as the store goes); the artworks on it that the buyer may buy (for sale, not their own).
 * @param {SetupData} data @param {Buyer} buyer @param {number} n @returns {StoreArtwork[]}
 */
function storePage(data, buyer, n) {
  const cat = pick(data.categories, n);
  const sort = pick(SORTS, Math.floor(n / data.categories.length));
  const pages = Math.min(PAGES, Math.ceil(data.storeTotal / PAGE_SIZE));
  const skip = cat === 'all' ? (Math.floor(n / 7) % Math.max(pages, 1)) * PAGE_SIZE : 0;
  const body = expectSuccess(
    http.get(`${BASE_URL}${storePath(cat, sort, skip)}`, {
      headers: auth(buyer.token),
      tags: { name: 'GET /api/v2/store/:cat' },
    }),
    'store page',
    (b) => Array.isArray(b.message) && b.message.length <= PAGE_SIZE && typeof b.total === 'number',
  );
  return (body?.message ?? []).filter(
    /** @param {StoreArtwork} a */ (a) => forSaleNow(a) && a.author?._id !== buyer.id,
  );
}

/**
 * Puts an artwork for sale in the cart (one a buyer saw in the store); answers whether it went in
 * (a 409, sold out meanwhile, is expected).
 * @param {SetupData} data @param {Buyer} buyer @param {number} n
 */
function addToCart(data, buyer, n) {
  const artwork = pick(data.forSale, n);
  const res = http.post(`${BASE_URL}/api/cart/addItem`, JSON.stringify({ product_id: artwork._id, quantity: 1 }), {
    headers: { ...auth(buyer.token), ...JSON_HEADERS },
    tags: { name: 'POST /api/cart/addItem' },
    responseCallback: SOLD_OR_TAKEN,
  });
  const body = res.status === 200 ? bodyOf(res) : null;
  check(res, {
    'add to cart: the cart, or sold out meanwhile': (r) => (r.status === 200 && isCart(body)) || r.status === 409,
  });
  return res.status === 200;
}

/** @param {Buyer} buyer */
function viewCart(buyer) {
  return expectSuccess(
    http.get(`${BASE_URL}/api/cart`, { headers: auth(buyer.token), tags: { name: 'GET /api/cart' } }),
    'cart',
    isCart,
  );
}

/** A store page, then one of its artworks. */
export function browse(/** @type {SetupData} */ data) {
  group('browse', () => {
    const n = turn();
    const buyer = pick(data.buyers, n);
    const artworks = storePage(data, buyer, n);
    if (artworks.length === 0) return;
    const chosen = pick(artworks, n);
    expectSuccess(
      http.get(`${BASE_URL}/api/product/${encodeURIComponent(chosen.slug)}`, {
        headers: auth(buyer.token),
        tags: { name: 'GET /api/product/:slug' },
      }),
      'artwork',
      (b) => b.message?._id === chosen._id,
    );
  });
}

/** Into the cart, then the cart. */
export function cart(/** @type {SetupData} */ data) {
  group('cart', () => {
    const n = turn();
    const buyer = pick(data.buyers, n);
    addToCart(data, buyer, n);
    viewCart(buyer);
  });
}

/** The cart, a cash order for what it holds (available), then the order cancelled. */
export function checkout(/** @type {SetupData} */ data) {
  group('checkout', () => {
    const n = turn();
    const buyer = pick(data.buyers, n);
    const cartBody = viewCart(buyer);
    const lines = /** @type {any[]} */ (cartBody?.data?.products ?? []).filter(
      (line) => line.product_id && line.product_id.available !== false,
    );
    // An empty cart buys an artwork of the store directly (the artwork page's Buy button).
    const items = lines.length
      ? lines.map((line) => ({
          product: line.product_id._id,
          qty: 1,
          name: line.product_id.name,
          price: line.product_id.price,
        }))
      : [{ product: pick(data.forSale, n)._id, qty: 1 }];
    const order = {
      orderItems: items,
      paymentMethod: 'cash',
      shippingInfo: { ...SHIPPING, name: 'k6 buyer', email: 'k6.buyer@example.com', address2: `k6 order ${n}` },
    };
    const res = http.post(`${BASE_URL}/api/user/order`, JSON.stringify(order), {
      headers: { ...auth(buyer.token), ...JSON_HEADERS },
      tags: { name: 'POST /api/user/order' },
      responseCallback: SOLD_OR_TAKEN,
    });
    const placed = res.status === 201 ? bodyOf(res) : null;
    check(res, {
      'order: placed, or a piece went to another buyer': (r) =>
        (r.status === 201 && placed?.status === 'success' && typeof placed.orderId === 'string') || r.status === 409,
    });
    if (!placed?.orderId || KEEP_ORDERS) return;
    expectSuccess(
      http.post(`${BASE_URL}/api/user/order/cancel`, JSON.stringify({ order_id: placed.orderId }), {
        headers: { ...auth(buyer.token), ...JSON_HEADERS },
        tags: { name: 'POST /api/user/order/cancel' },
      }),
      'cancel order',
      (b) => b.status === 'success',
    );
  });
}
