// The commerce benchmark: gateway + catalogue + commerce on bench databases holding a shop of
// 2,000 artworks for sale (1 to 3 pieces each) and 500 buyers. Through the gateway, signed-in
// buyers do the web shop's checkout mix with the web-shop benchmark's weights, as a fixed round of
// 19 requests per connection: browse 10 (store pages and artwork pages), add to cart 2, view the
// cart 3, check out 1 (for what the cart holds: every second order cash, the others eSewa), then the
// buyer's side of an order: read it, cancel its first item when it has more than one, and start
// paying an online order (the eSewa hand-off, after the cancel: it must ask for the new amount).
// Each connection is one buyer for a
// round: it adds artworks it saw on its store pages and orders what its cart then holds, so buyers
// compete for the last pieces (a 409 is an expected answer: sold out meanwhile, or another buyer
// got the last piece). Reported: throughput and p50/p99 per kind and overall, against the
// gateway's /health on the same stack; then the integrity check (integrity.mjs: no oversell, no
// lost order, no hand-off whose amount is not what the open items owe), which fails the bench when
// it does not hold, as does more than 1 % of unexpected answers.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../../infra/lib/config.mjs';
import { measurePaths } from '../catalogue/measure.mjs';
import { benchToken, sleep } from '../processes.mjs';
import { checkIntegrity } from './integrity.mjs';
import { commerceSection, writeCommerceSection } from './report.mjs';
import { buyerId, SHIPPING, SHOP, seedShop } from './seed-shop.mjs';
import { commerceBenchStack } from './stack.mjs';

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

/** The web-shop benchmark's weights, as one round of a connection (a buyer's visit). */
export const ROUND = [
  'store',
  'artwork',
  'artwork',
  'add',
  'view',
  'store',
  'artwork',
  'artwork',
  'add',
  'view',
  'store',
  'artwork',
  'artwork',
  'artwork',
  'view',
  'checkout',
  'order',
  'cancel',
  'pay',
];
const KIND = {
  store: 'browse',
  artwork: 'browse',
  add: 'add',
  view: 'view',
  checkout: 'checkout',
  order: 'order',
  cancel: 'cancel',
  pay: 'pay',
};
export const KINDS = ['browse', 'add', 'view', 'checkout', 'order', 'cancel', 'pay'];
/**
 * What each kind may answer: a 409 of adding or ordering is the shop working, not failing (sold out
 * meanwhile, another buyer got the last piece, or the buyer's hold cap); a step with no order to act
 * on (its checkout was refused) reads the cart instead.
 */
const EXPECTED = {
  browse: [200],
  add: [200, 409],
  view: [200],
  checkout: [201, 409],
  order: [200],
  cancel: [200],
  pay: [200],
};
const SORTS = ['new', 'pricehigh', 'pricelow'];
const STORE_PAGES = 4;
const PAGE_SIZE = 15;

/** A fixed pseudo-random sequence (Park–Miller), so every run asks the same things in the same order. */
function sequence(seed = 7) {
  let state = seed;
  return (n) => {
    state = (state * 48271) % 2147483647;
    return state % n;
  };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (value) => Math.round(value * 10) / 10;

function summarise(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    requestsPerSecond: sorted.length / seconds,
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
  };
}

const parse = (body) => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

/**
 * The shop's buyers and what they may ask: `categories` (store slugs), `artworks` (as seeded, for
 * a buyer whose store page came back empty) and every order id answered 201 (`accepted`).
 */
function shopDriver({ secret, categories, artworks }) {
  const next = sequence();
  const buyers = Array.from({ length: SHOP.buyers }, (_, n) => ({
    id: buyerId(n),
    token: benchToken(secret, buyerId(n), 21),
    name: `Bench Buyer ${n}`,
    email: `bench-buyer-${n}@example.com`,
  }));
  let rounds = 0;
  const accepted = new Set();
  /** Every eSewa hand-off the driver got: { orderId, totalAmount } as the form asks it. */
  const handoffs = [];
  const anyArtwork = () => artworks[next(artworks.length)];
  const auth = (context) => ({ authorization: `JWT ${context.buyer.token}` });

  const build = {
    store: (context) => {
      const cat = next(3) === 0 ? 'all' : categories[next(categories.length)];
      const skip = next(STORE_PAGES) * PAGE_SIZE;
      return {
        method: 'GET',
        path: `/api/v2/store/${encodeURIComponent(cat)}?orderby=${SORTS[next(SORTS.length)]}&skip=${skip}&limit=${PAGE_SIZE}`,
        headers: auth(context),
      };
    },
    artwork: (context) => {
      const listed = context.listing ?? [];
      const chosen = listed.length ? listed[next(listed.length)] : anyArtwork();
      context.seen = chosen;
      return { method: 'GET', path: `/api/product/${encodeURIComponent(chosen.slug)}`, headers: auth(context) };
    },
    add: (context) => {
      const listed = (context.listing ?? []).filter((a) => !context.cart?.includes(a.id));
      const chosen = listed.length ? listed[next(listed.length)] : anyArtwork();
      return {
        method: 'POST',
        path: '/api/cart/addItem',
        headers: { ...auth(context), 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: chosen.id, quantity: 1 }),
      };
    },
    view: (context) => ({ method: 'GET', path: '/api/cart', headers: auth(context) }),
    order: (context) =>
      context.order
        ? { method: 'GET', path: `/api/user/order/${context.order.id}`, headers: auth(context) }
        : { ...build.view(context), kind: 'view' },
    cancel: (context) =>
      context.order?.items?.length > 1
        ? {
            method: 'POST',
            path: '/api/user/order/itemcancel',
            headers: { ...auth(context), 'content-type': 'application/json' },
            body: JSON.stringify({ order_id: context.order.id, item_id: context.order.items[0] }),
          }
        : { ...build.view(context), kind: 'view' },
    pay: (context) =>
      context.order?.online
        ? {
            method: 'POST',
            path: '/api/payment/handoff',
            headers: { ...auth(context), 'content-type': 'application/json' },
            body: JSON.stringify({ order_id: context.order.id }),
          }
        : { ...build.view(context), kind: 'view' },
    // What the cart holds and shows available; an empty cart buys the artwork last looked at
    // (the artwork page's Buy button).
    checkout: (context) => {
      const items = context.cart?.length ? context.cart : [(context.seen ?? anyArtwork()).id];
      const { buyer } = context;
      return {
        method: 'POST',
        path: '/api/user/order',
        headers: { ...auth(context), 'content-type': 'application/json' },
        body: JSON.stringify({
          orderItems: items.map((id) => ({ product: id, qty: 1 })),
          paymentMethod: context.online ? 'esewa' : 'cash',
          shippingInfo: {
            name: buyer.name,
            email: buyer.email,
            phone: SHIPPING.phoneNumber,
            country: SHIPPING.country,
            city: SHIPPING.city,
            state: SHIPPING.state,
            postalCode: SHIPPING.postalCode,
            address: SHIPPING.address,
          },
        }),
      };
    },
  };

  const cartOf = (body) =>
    (parse(body)?.data?.products ?? []).filter((line) => line.product_id.available).map((line) => line.product_id._id);
  const read = {
    store: (context, status, body) => {
      if (status === 200) context.listing = (parse(body)?.message ?? []).map((a) => ({ id: a._id, slug: a.slug }));
    },
    artwork: () => {},
    add: (context, status, body) => {
      if (status === 200) context.cart = cartOf(body);
    },
    view: (context, status, body) => {
      if (status === 200) context.cart = cartOf(body);
    },
    checkout: (context, status, body) => {
      context.order = null;
      if (status !== 201) return;
      const orderId = parse(body)?.orderId;
      if (typeof orderId !== 'string') return;
      accepted.add(orderId);
      context.order = { id: orderId, online: parse(body)?.paymentMethod !== 'cash', items: [] };
    },
    order: (context, status, body) => {
      if (status !== 200 || !context.order) return;
      context.order.items = (parse(body)?.data?.orderItems ?? [])
        .filter((item) => item.status === 'PENDING')
        .map((item) => item._id);
    },
    cancel: () => {},
    pay: (context, status, body) => {
      const fields = parse(body)?.data?.fields;
      if (status === 200 && context.order && fields?.total_amount)
        handoffs.push({ orderId: context.order.id, totalAmount: Number(fields.total_amount) });
    },
  };

  /** autocannon's requests: one per step of the round; the context is the round's (the buyer's) own. */
  const requests = () =>
    ROUND.map((step, slot) => ({
      setupRequest: (request, context) => {
        if (slot === 0) {
          context.online = rounds % 2 === 1;
          context.buyer = buyers[rounds++ % buyers.length];
        }
        const { kind, ...built } = build[step](context);
        // A step with nothing to act on reads the cart: counted as a view.
        context.kind = kind ?? KIND[step];
        return { ...request, ...built, headers: { ...request.headers, ...built.headers } };
      },
      onResponse: (status, body, context) => {
        context.status = status;
        if (!EXPECTED[context.kind].includes(status)) context.unexpected = body?.slice(0, 300);
        read[step](context, status, body);
      },
    }));

  return { buyers, accepted, handoffs, requests, build, read };
}

/** One request of each kind first, through the gateway: a wrong answer stops the run with what was said. */
async function checkEachKind(base, driver) {
  const context = { buyer: driver.buyers[0], online: true };
  for (const step of ['store', 'artwork', 'add', 'view', 'checkout', 'order', 'pay']) {
    const { method, path: url, headers, body } = driver.build[step](context);
    const response = await fetch(`${base}${url}`, { method, headers, body });
    const text = await response.text();
    const expected = step === 'checkout' ? 201 : 200;
    if (response.status !== expected)
      throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    driver.read[step](context, response.status, text);
  }
}

/** The mix for `durationS`; per kind and overall latencies of every answer (a 409 included). */
function runMix({ base, connections, durationS, driver }) {
  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, []]));
  const statuses = Object.fromEntries(KINDS.map((kind) => [kind, {}]));
  const unexpected = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections, duration: durationS, requests: driver.requests() },
      (error, result) => {
        if (error) return reject(error);
        const seconds = result.duration;
        const byKind = Object.fromEntries(
          KINDS.map((kind) => [kind, { ...summarise(latencies[kind], seconds), statuses: statuses[kind] }]),
        );
        const failures =
          KINDS.reduce(
            (sum, kind) =>
              sum +
              Object.entries(statuses[kind])
                .filter(([status]) => !EXPECTED[kind].includes(Number(status)))
                .reduce((n, [, count]) => n + count, 0),
            0,
          ) +
          result.errors +
          result.timeouts;
        resolve({
          overall: summarise(Object.values(latencies).flat(), seconds),
          byKind,
          failures,
          errors: result.errors,
          timeouts: result.timeouts,
          unexpected: unexpected.slice(0, 5),
          seconds,
        });
      },
    );
    // Answered in order on each connection (no pipelining): the context's kind is the request's.
    instance.on('response', (client, status, _bytes, responseTime) => {
      const context = client.requestIterator.context;
      const kind = context.kind;
      if (!kind) return;
      latencies[kind].push(responseTime);
      statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
      if (context.unexpected !== undefined) {
        unexpected.push(`${kind} ${status}: ${context.unexpected}`);
        context.unexpected = undefined;
      }
    });
  });
}

export async function benchCommerce() {
  const settings = {
    connections: number('BENCH_CONNECTIONS', 20),
    durationS: number('BENCH_DURATION_S', 30),
    warmupS: number('BENCH_WARMUP_S', 5),
  };
  const loadAverage = os.loadavg()[0];
  let seeded;
  let seedSeconds = 0;
  const stack = await commerceBenchStack({
    prepare: async (databases) => {
      console.log(
        `  seeding ${SHOP.artworks} artworks for sale (${SHOP.minStock}–${SHOP.maxStock} pieces), ${SHOP.buyers} buyers…`,
      );
      const start = Date.now();
      seeded = await seedShop(databases);
      seedSeconds = (Date.now() - start) / 1000;
    },
  });
  try {
    console.log(`  seeded ${JSON.stringify(seeded.counts)} in ${seedSeconds.toFixed(1)} s`);
    const base = stack.gatewayUrl;
    const categories = (await (await fetch(`${base}/api/categories`)).json()).message
      .filter((c) => !c.parent)
      .map((c) => c.slug);
    const driver = shopDriver({ secret: stack.jwtSecret, categories, artworks: seeded.artworks });
    await checkEachKind(base, driver);

    const health = await measurePaths({ base, paths: ['/health'], ...settings });
    console.log(`  /health: ${health.requestsPerSecond.toFixed(0)}/s, p50 ${health.p50} ms, p99 ${health.p99} ms`);
    if (settings.warmupS > 0) await runMix({ base, ...settings, durationS: settings.warmupS, driver });
    const mix = await runMix({ base, ...settings, driver });
    console.log(
      `  mix: ${mix.overall.requestsPerSecond.toFixed(0)}/s, p50 ${mix.overall.p50} ms, p99 ${mix.overall.p99} ms; ` +
        KINDS.map(
          (kind) => `${kind} ${mix.byKind[kind].requestsPerSecond.toFixed(0)}/s p99 ${mix.byKind[kind].p99} ms`,
        ).join(', '),
    );
    // Whatever was still on its way when the load stopped settles before the books are checked.
    await sleep(2000);
    const integrity = await checkIntegrity({
      databases: stack.databases,
      artworks: seeded.artworks,
      accepted: driver.accepted,
      handoffs: driver.handoffs,
    });
    console.log(`  integrity: ${integrity.ok ? 'holds' : integrity.problems.join('; ')}`);
    console.log(`  ${JSON.stringify(integrity.figures)}`);
    const failureRate = mix.failures / Math.max(mix.overall.count, 1);
    const result = {
      settings,
      seeded: seeded.counts,
      seedSeconds,
      health,
      mix,
      failureRate,
      integrity,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadAverage.toFixed(1)} at the start`,
    };
    writeCommerceSection(path.join(ROOT, 'docs', 'benchmarks.md'), commerceSection(result));
    if (!integrity.ok) throw new Error(`integrity check failed: ${integrity.problems.join('; ')}`);
    if (failureRate > 0.01)
      throw new Error(
        `the mix: ${mix.failures} of ${mix.overall.count} answers unexpected (errors ${mix.errors}, timeouts ${mix.timeouts}): ${mix.unexpected.join(' | ')}`,
      );
    return result;
  } finally {
    await stack.stop();
  }
}
