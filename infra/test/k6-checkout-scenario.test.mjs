// load-tests/k6/checkout.js run in Node with stand-ins for k6's modules (k6 itself is not
// installable here), against a gateway stand-in that answers the web shop's contract: every
// request goes to a route the gateway's route table sends to commerce or catalogue (or identity's
// sign-in in setup), each journey's requests carry its own group (its p95 and p99 thresholds apply
// to them), at the scenarios' rates the requests come browse 10 : add to cart 2 : view the cart 3 :
// checkout 1, the buyers are the demo buyers, an order is the cash payload the service checks for
// what the cart holds, a 409 (sold out, or the last piece taken by another buyer) is an expected
// answer and not a failure, and the checkout cancels the order it placed unless KEEP_ORDERS=1.
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

const JOURNEYS = ['browse', 'cart', 'checkout'];
const DEMO_BUYERS = ['sita.shrestha@example.com', 'bikash.gurung@example.com'];
const loadScript = k6ScriptLoader('checkout');

const artworkOf = (i) => ({ _id: `a${i}`, slug: `himalayan-dawn-${i}`, price: 25_000, author: { _id: 'studio1' } });
const STORE = Array.from({ length: 40 }, (_, i) => artworkOf(i));
const CATEGORIES = [
  { _id: 'c1', name: 'Painting', slug: 'painting' },
  { _id: 's1', name: 'Oil', slug: 'oil-painting', parent: 'c1' },
];

/**
 * Commerce and catalogue behind a gateway: contract answers, a cart per buyer; every call recorded
 * with its group. `taken`: 'add' answers every add with 409 (sold out meanwhile), 'order' every
 * order (another buyer got the last piece first).
 */
function fakeGateway({ people = 2, taken = null, store = STORE } = {}) {
  const calls = [];
  const failedChecks = [];
  const carts = new Map();
  let orders = 0;
  const cartOf = (token) => {
    const lines = carts.get(token) ?? [];
    return {
      status: 200,
      body: {
        status: 'success',
        data: {
          products: lines.map((id) => ({
            qty: 1,
            product_id: { _id: id, name: `Artwork ${id}`, price: 25_000, available: true },
          })),
          itemTotal: lines.length * 25_000,
        },
      },
    };
  };
  globalThis.k6Stub = {
    vu: { idInTest: 1 },
    scenario: { iterationInTest: 0 },
    failedChecks,
    request(method, url, body, params, group) {
      const parsed = new URL(url);
      const route = parsed.pathname;
      const headers = params?.headers ?? {};
      const token = headers.Authorization?.replace(/^JWT /, '');
      calls.push({
        method,
        route,
        query: Object.fromEntries(parsed.searchParams),
        group,
        name: params?.tags?.name,
        body,
        headers,
        expected: params?.responseCallback?.statuses,
      });
      if (route === '/ready') return { status: 200 };
      if (route === '/api/auth/login') {
        const { email } = JSON.parse(body);
        const n = calls.filter((c) => c.route === '/api/auth/login').length;
        return n <= people
          ? { status: 200, body: { status: 'success', token: `t-${email}`, user: { _id: `u${n}` } } }
          : { status: 401 };
      }
      if (route === '/api/categories') return { status: 200, body: { status: 'success', message: CATEGORIES } };
      if (route.startsWith('/api/v2/store/')) {
        const skip = Number(parsed.searchParams.get('skip'));
        const limit = Number(parsed.searchParams.get('limit'));
        return {
          status: 200,
          body: { status: 'success', message: store.slice(skip, skip + limit), total: store.length },
        };
      }
      if (route.startsWith('/api/product/')) {
        const slug = decodeURIComponent(route.slice('/api/product/'.length));
        const artwork = store.find((a) => a.slug === slug);
        return artwork ? { status: 200, body: { status: 'success', message: artwork } } : { status: 404 };
      }
      if (route === '/api/cart/addItem') {
        if (taken === 'add')
          return { status: 409, body: { status: 'sold-out', message: 'This artwork has already been sold' } };
        const { product_id } = JSON.parse(body);
        carts.set(token, [...new Set([product_id, ...(carts.get(token) ?? [])])]);
        return cartOf(token);
      }
      if (route === '/api/cart/removeItem') {
        carts.set(
          token,
          (carts.get(token) ?? []).filter((id) => id !== parsed.searchParams.get('productId')),
        );
        return cartOf(token);
      }
      if (route === '/api/cart') return cartOf(token);
      if (route === '/api/checkout/basic-details')
        return {
          status: 200,
          body: { status: 'success', data: { name: 'Sita Shrestha', email: 'sita.shrestha@example.com' } },
        };
      if (route === '/api/user/order' && method === 'POST') {
        if (taken === 'order')
          return { status: 409, body: { status: 'unavailable', message: 'This artwork has already been sold' } };
        orders += 1;
        // A cash order takes its pieces out of the cart.
        const ordered = JSON.parse(body).orderItems.map((item) => item.product);
        carts.set(
          token,
          (carts.get(token) ?? []).filter((id) => !ordered.includes(id)),
        );
        return {
          status: 201,
          body: { status: 'success', orderId: `o${orders}`, paymentMethod: 'cash', grandTotal: 26_000 },
        };
      }
      if (route === '/api/user/order') return { status: 200, body: { status: 'success', data: { result: [] } } };
      if (route === '/api/user/order/cancel')
        return { status: 200, body: { status: 'success', message: 'Order has been Cancelled' } };
      return { status: 404 };
    },
  };
  return { calls, failedChecks };
}

test('every request of every journey goes to a commerce or catalogue route of the gateway, in its own group', async () => {
  const routes = gatewayRoutes(['commerce', 'catalogue']);
  assert.ok(routes.filter((r) => r.service === 'commerce').length >= 10, 'the route table lists commerce');
  const { calls, failedChecks } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  assert.equal(data.buyers.length, 2);
  calls.length = 0;
  for (const journey of JOURNEYS) runJourney(script, data, journey, 14);
  assert.deepEqual(failedChecks, []);
  assertCallsOnRoutes(assert, calls, routes, { area: 'commerce or catalogue', signedIn: true });
  assertJourneyGroups(assert, calls, script, JOURNEYS, 14);
  const routesOf = (journey) => new Set(calls.filter((c) => c.group === `::${journey}`).map((c) => c.name));
  assert.deepEqual([...routesOf('browse')].sort(), ['GET /api/product/:slug', 'GET /api/v2/store/:cat']);
  assert.deepEqual([...routesOf('cart')].sort(), ['GET /api/cart', 'POST /api/cart/addItem']);
  assert.deepEqual([...routesOf('checkout')].sort(), [
    'GET /api/cart',
    'POST /api/user/order',
    'POST /api/user/order/cancel',
  ]);
});

test('at the scenarios’ rates the requests come browse 10 : add 2 : view 3 : checkout 1, under every profile', async () => {
  const { calls, failedChecks } = fakeGateway();
  for (const env of [{}, { RATE: '7' }, { PROFILE: 'soak' }, { PROFILE: 'spike' }]) {
    const { options } = await loadScript(env);
    const rates = Object.fromEntries(
      JOURNEYS.map((journey) => [journey, options.scenarios[journey].rate ?? options.scenarios[journey].startRate]),
    );
    assert.equal(rates.browse / rates.checkout, 5, JSON.stringify(env));
    assert.equal(rates.cart / rates.checkout, 2, JSON.stringify(env));
    for (const journey of JOURNEYS) {
      const limits = options.thresholds[`http_req_duration{group:::${journey}}`];
      assert.ok(limits.some((t) => t.startsWith('p(95)<')) && limits.some((t) => t.startsWith('p(99)<')));
    }
  }
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  const { WEIGHTS } = script;
  for (const journey of JOURNEYS) runJourney(script, data, journey, WEIGHTS[journey] * 10);
  assert.deepEqual(failedChecks, []);
  const count = (name) => calls.filter((c) => name.includes(c.name)).length;
  assert.deepEqual(
    {
      browse: count(['GET /api/v2/store/:cat', 'GET /api/product/:slug']),
      add: count(['POST /api/cart/addItem']),
      view: count(['GET /api/cart']),
      checkout: count(['POST /api/user/order']),
    },
    { browse: 100, add: 20, view: 30, checkout: 10 },
  );
});

test('the buyers are the two demo buyers; the store is paged in 15s, never past its end', async () => {
  const { calls } = fakeGateway({ store: STORE.slice(0, 20) });
  const script = await loadScript();
  const data = script.setup();
  assert.deepEqual(
    calls.filter((c) => c.route === '/api/auth/login').map((c) => JSON.parse(c.body).email),
    DEMO_BUYERS,
  );
  calls.length = 0;
  runJourney(script, data, 'browse', 60);
  const pages = calls.filter((c) => c.route.startsWith('/api/v2/store/'));
  assert.ok(pages.every((c) => c.query.limit === '15' && ['new', 'pricehigh', 'pricelow'].includes(c.query.orderby)));
  assert.deepEqual([...new Set(pages.map((c) => c.query.skip))].sort(), ['0', '15']);
  assert.ok(new Set(pages.map((c) => c.route)).size > 1, 'categories vary');
});

test('an order is a cash order for what the cart holds, with shipping the checkout accepts, then cancelled', async () => {
  const { calls, failedChecks } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  runJourney(script, data, 'cart', 4);
  const added = calls.filter((c) => c.route === '/api/cart/addItem').map((c) => JSON.parse(c.body).product_id);
  assert.equal(new Set(added).size, 4, 'four artworks of the store');
  runJourney(script, data, 'checkout', 2);
  assert.deepEqual(failedChecks, []);
  const orders = calls.filter((c) => c.route === '/api/user/order' && c.method === 'POST');
  assert.equal(orders.length, 2);
  const ordered = orders.map((call) =>
    JSON.parse(call.body)
      .orderItems.map((item) => item.product)
      .sort(),
  );
  // Buyers take turns: the first buyer's cart holds the 1st and 3rd artworks, the second's the others.
  assert.deepEqual(ordered, [[added[0], added[2]].sort(), [added[1], added[3]].sort()]);
  for (const call of orders) {
    const order = JSON.parse(call.body);
    assert.equal(order.paymentMethod, 'cash');
    const shipping = order.shippingInfo;
    for (const field of ['name', 'email', 'phone', 'country', 'city', 'state', 'postalCode', 'address'])
      assert.ok(shipping[field]?.trim(), `shipping ${field} is filled`);
    assert.match(shipping.phone, /^\d{10}$/);
    assert.match(shipping.postalCode, /^\d{5}$/);
    assert.match(shipping.email, /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    assert.deepEqual(call.expected, [200, 201, 409], 'a 409 is an expected answer');
  }
  assert.deepEqual(
    calls.filter((c) => c.route === '/api/user/order/cancel').map((c) => JSON.parse(c.body).order_id),
    ['o1', 'o2'],
  );

  const keeping = await loadScript({ KEEP_ORDERS: '1' });
  const keep = fakeGateway();
  const keptData = keeping.setup();
  runJourney(keeping, keptData, 'checkout', 3);
  assert.equal(keep.calls.filter((c) => c.route === '/api/user/order' && c.method === 'POST').length, 3);
  assert.equal(keep.calls.filter((c) => c.route === '/api/user/order/cancel').length, 0);
});

test('sold out or taken by another buyer (409) is expected: no failed check, nothing cancelled that was not placed', async () => {
  const soldOut = fakeGateway({ taken: 'add' });
  let script = await loadScript();
  let data = script.setup();
  soldOut.calls.length = 0;
  for (const journey of JOURNEYS) runJourney(script, data, journey, 6);
  assert.deepEqual(soldOut.failedChecks, []);
  const adds = soldOut.calls.filter((c) => c.route === '/api/cart/addItem');
  assert.equal(adds.length, 6);
  assert.ok(adds.every((c) => c.expected?.includes(409)));

  const lost = fakeGateway({ taken: 'order' });
  script = await loadScript();
  data = script.setup();
  lost.calls.length = 0;
  runJourney(script, data, 'checkout', 5);
  assert.deepEqual(lost.failedChecks, []);
  assert.equal(lost.calls.filter((c) => c.route === '/api/user/order' && c.method === 'POST').length, 5);
  // No order, so nothing to cancel.
  assert.equal(lost.calls.filter((c) => c.route === '/api/user/order/cancel').length, 0);
  assert.ok(script.options.thresholds.http_req_failed.includes('rate<0.01'));
});

test('setup says what to do without buyers or without artworks for sale', async () => {
  fakeGateway({ people: 0 });
  const nobody = await loadScript();
  assert.throws(() => nobody.setup(), /seed the demo data \(npm start\)/);
  fakeGateway({ store: [] });
  const empty = await loadScript();
  assert.throws(() => empty.setup(), /no artwork for sale .*seed the demo data/);
});

test('at the default rate each demo buyer’s writes pass the default member limit: the README says by how much and what to set', async () => {
  const { calls, failedChecks } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  const perMinute = writesPerMinute(script, data, JOURNEYS, calls);
  assert.deepEqual(failedChecks, []);
  assert.equal(perMinute, 480);
  const perBuyer = perMinute / data.buyers.length;
  assert.equal(perBuyer, 240);
  const env = readFileSync(path.join(ROOT, 'k8s/base/art-config.env'), 'utf8');
  const limit = Number(/^WRITE_RATE_LIMIT_PER_USER=(\d+)$/m.exec(env)?.[1]);
  assert.ok(perBuyer > limit);
  const row =
    readFileSync(path.join(ROOT, 'load-tests/README.md'), 'utf8')
      .split('\n')
      .find((line) => line.trimStart().startsWith('| `checkout.js` |') && line.includes('WRITE_RATE_LIMIT')) ?? '';
  assert.match(row, new RegExp(`\\| ${perMinute} .*, ${perBuyer} per buyer`));
  assert.ok(Number(/WRITE_RATE_LIMIT_PER_USER=(\d+)/.exec(row)?.[1]) >= perBuyer * 10, 'covers the spike (10×)');
  const buyers = Number(/`USERS` with (\d+) buyers or more/.exec(row)?.[1]);
  assert.ok(
    perMinute / buyers < limit && perMinute / (buyers - 1) >= limit,
    `${buyers} buyers is the fewest that stay under ${limit}`,
  );
});
