// k6 scenario: the web shop through the gateway, as signed-in buyers use it.
//
//   npm run load:k6 -- commerce                               # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6 -- commerce
//   k6 run -e BASE_URL=… -e RATE=20 load-tests/k6/commerce.js
//
// Three journeys, each its own scenario at its own arrival rate and its own k6 group (so each has
// its own p95 threshold); at the default rates the requests come about 10 browsing : 2 adding to
// the cart : 2–3 viewing it : 1 order, the web-shop benchmark's weights:
//   browse    a store page (artworks for sale; a category or all, a sort, one of the first pages),
//             then one of its artworks
//   cart      put an artwork of the store in the cart, view the cart, take it out again
//   checkout  put an artwork in the cart, view the cart, the checkout's prefill, place a cash order
//             for it, the order list, then cancel the order (its piece goes back on sale through
//             catalogue's events; KEEP_ORDERS=1 keeps the orders and the pieces stay sold)
// A 409 is an expected answer, not a failure: adding a piece that sold out meanwhile, or an order
// whose last piece another buyer got first ({status: 'unavailable'}).
// Data: setup() signs in the two demo buyers (`npm start` seeds them; USERS="email:password,…"
// names others) once and reuses the tokens, so the gateway's sign-in limits play no part; it needs
// artworks for sale in the store. Only targets the URL given (your own deployment): the checkout
// journey places real cash orders and takes stock while an order is open.
import { check, fail, group } from 'k6';
import http from 'k6/http';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.js';
import { auth, bodyOf, expectSuccess, JSON_HEADERS, pick, turn } from './requests.js';

/** @typedef {{ id: string, token: string }} Buyer */
/** @typedef {{ buyers: Buyer[], categories: string[], storeTotal: number }} SetupData */
/** @typedef {{ _id: string, slug: string, price: number, author?: { _id: string } }} StoreArtwork */

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
/** Browsing journeys per second; the cart and checkout journeys come at a tenth of it. */
const RATE = Number(__ENV.RATE || 10);
const DURATION = __ENV.DURATION || '2m';
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

/** @param {string} journey @param {number} share of RATE */
const scenario = (journey, share) => ({
  executor: /** @type {const} */ ('constant-arrival-rate'),
  exec: journey,
  rate: Math.max(1, Math.round(RATE * share)),
  timeUnit: '1s',
  duration: DURATION,
  preAllocatedVUs: 10,
  maxVUs: 100,
});

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    browse: scenario('browse', 0.5),
    cart: scenario('cart', 0.1),
    checkout: scenario('checkout', 0.1),
  },
  thresholds: {
    // 409s of adding and ordering are marked expected (responseCallback), so they are not counted.
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    // A signed-in store page is read from PostgreSQL (no guest cache); an order reserves its
    // piece at catalogue while the buyer waits.
    'http_req_duration{group:::browse}': ['p(95)<300'],
    'http_req_duration{group:::cart}': ['p(95)<250'],
    'http_req_duration{group:::checkout}': ['p(95)<400'],
  },
};

/** Sold out meanwhile (add) or taken by another buyer (order): answers, not failures. */
const SOLD_OR_TAKEN = http.expectedStatuses(200, 201, 409);

/** @param {any} b */
const isCart = (b) => Array.isArray(b?.data?.products) && typeof b.data.itemTotal === 'number';

/** @param {string} cat @param {string} sort @param {number} skip */
export function storePath(cat, sort, skip) {
  return `/api/v2/store/${encodeURIComponent(cat)}?orderby=${sort}&skip=${skip}&limit=${PAGE_SIZE}`;
}

/** @returns {SetupData} */
export function setup() {
  const ready = http.get(`${BASE_URL}/ready`);
  if (ready.status !== 200) fail(`the gateway at ${BASE_URL} is not ready (GET /ready answered ${ready.status})`);
  const accounts = __ENV.USERS
    ? __ENV.USERS.split(',').map((pair) => {
        const i = pair.lastIndexOf(':');
        return { email: pair.slice(0, i).trim(), password: pair.slice(i + 1).trim() };
      })
    : // The demo buyers: the last two demo accounts (the first four are studios).
      DEMO_EMAILS.slice(-2).map((email) => ({ email, password: DEMO_PASSWORD }));
  const buyers = [];
  for (const account of accounts) {
    const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify(account), {
      headers: JSON_HEADERS,
      tags: { name: 'POST /api/auth/login' },
    });
    const body = res.status === 200 ? bodyOf(res) : null;
    if (body?.token) buyers.push({ id: body.user._id, token: body.token });
  }
  if (buyers.length === 0) fail(`no buyer signed in at ${BASE_URL}: seed the demo data (npm start) first`);
  const categories = http.get(`${BASE_URL}/api/categories`, { tags: { name: 'GET /api/categories' } });
  const main = /** @type {{ slug: string, parent?: string }[]} */ (
    categories.status === 200 ? (bodyOf(categories)?.message ?? []) : []
  ).filter((c) => !c.parent);
  const store = http.get(`${BASE_URL}${storePath('all', 'new', 0)}`, {
    headers: auth(buyers[0].token),
    tags: { name: 'GET /api/v2/store/:cat' },
  });
  const forSale = store.status === 200 ? (bodyOf(store)?.message ?? []) : [];
  if (forSale.length === 0)
    fail(
      `no artwork for sale at ${BASE_URL} (the store answered ${store.status}): seed the demo data (npm start) first`,
    );
  const storeTotal = Number(bodyOf(store)?.total) || forSale.length;
  return { buyers, categories: ['all', ...main.map((c) => c.slug)], storeTotal };
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
  return (body?.message ?? []).filter(/** @param {StoreArtwork} a */ (a) => a.price > 0 && a.author?._id !== buyer.id);
}

/**
 * Puts an artwork of a store page in the cart; answers the artwork, or null when the page had
 * none or the piece sold out meanwhile (409, expected).
 * @param {SetupData} data @param {Buyer} buyer @param {number} n
 */
function addFromStore(data, buyer, n) {
  const artworks = storePage(data, buyer, n);
  if (artworks.length === 0) return null;
  const artwork = pick(artworks, n);
  const res = http.post(`${BASE_URL}/api/cart/addItem`, JSON.stringify({ product_id: artwork._id, quantity: 1 }), {
    headers: { ...auth(buyer.token), ...JSON_HEADERS },
    tags: { name: 'POST /api/cart/addItem' },
    responseCallback: SOLD_OR_TAKEN,
  });
  const body = res.status === 200 ? bodyOf(res) : null;
  check(res, {
    'add to cart: the cart, or sold out meanwhile': (r) => (r.status === 200 && isCart(body)) || r.status === 409,
  });
  return res.status === 200 ? artwork : null;
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

/** Into the cart, the cart, out of the cart again (so the demo buyers' carts stay as they were). */
export function cart(/** @type {SetupData} */ data) {
  group('cart', () => {
    const n = turn();
    const buyer = pick(data.buyers, n);
    const added = addFromStore(data, buyer, n);
    viewCart(buyer);
    if (!added) return;
    expectSuccess(
      http.get(`${BASE_URL}/api/cart/removeItem?productId=${encodeURIComponent(added._id)}`, {
        headers: auth(buyer.token),
        tags: { name: 'GET /api/cart/removeItem' },
      }),
      'remove from cart',
      (b) => isCart(b) && !b.data.products.some(/** @param {any} l */ (l) => l.product_id._id === added._id),
    );
  });
}

/** Into the cart, the cart, the prefill, a cash order for it, the order list, the order cancelled. */
export function checkout(/** @type {SetupData} */ data) {
  group('checkout', () => {
    const n = turn();
    const buyer = pick(data.buyers, n);
    const added = addFromStore(data, buyer, n + 1);
    const cartBody = viewCart(buyer);
    const details = expectSuccess(
      http.get(`${BASE_URL}/api/checkout/basic-details`, {
        headers: auth(buyer.token),
        tags: { name: 'GET /api/checkout/basic-details' },
      }),
      'checkout details',
      (b) => typeof b.data?.email === 'string',
    );
    if (!added) return;
    // The line as the cart shows it; one sold meanwhile is still ordered (the server decides).
    const line = (cartBody?.data?.products ?? []).find(/** @param {any} l */ (l) => l.product_id._id === added._id);
    const prefill = details?.data ?? {};
    const order = {
      orderItems: [{ product: added._id, qty: 1, name: line?.product_id.name, price: line?.product_id.price }],
      paymentMethod: 'cash',
      shippingInfo: {
        ...SHIPPING,
        name: prefill.name || 'k6 buyer',
        email: prefill.email || 'k6.buyer@example.com',
        address2: `k6 order ${n}`,
      },
    };
    const res = http.post(`${BASE_URL}/api/user/order`, JSON.stringify(order), {
      headers: { ...auth(buyer.token), ...JSON_HEADERS },
      tags: { name: 'POST /api/user/order' },
      responseCallback: SOLD_OR_TAKEN,
    });
    const placed = res.status === 201 ? bodyOf(res) : null;
    check(res, {
      'order: placed, or the piece went to another buyer': (r) =>
        (r.status === 201 && placed?.status === 'success' && typeof placed.orderId === 'string') || r.status === 409,
    });
    if (!placed?.orderId) return;
    expectSuccess(
      http.get(`${BASE_URL}/api/user/order`, { headers: auth(buyer.token), tags: { name: 'GET /api/user/order' } }),
      'orders',
      (b) => Array.isArray(b.data?.result),
    );
    if (KEEP_ORDERS) return;
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
