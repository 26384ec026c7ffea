// The commerce section of docs/benchmarks.md, between its own markers.
import { replaceSection } from '../benchmarks-doc.mjs';

const START = '<!-- commerce-bench:start -->';
const END = '<!-- commerce-bench:end -->';
const ms = (value) => `${value} ms`;
const thousands = (value) => Number(value).toLocaleString('en-GB');
const percent = (part, whole) => `${((part / Math.max(whole, 1)) * 100).toFixed(0)} %`;

const KIND_LABELS = {
  browse: 'Browse: a signed-in store page (`GET /api/v2/store/:cat`) or artwork page (`GET /api/product/:slug`)',
  add: 'Add to cart (`POST /api/cart/addItem`)',
  view: 'View the cart (`GET /api/cart`)',
  checkout: 'Check out, cash or eSewa (`POST /api/user/order`)',
  order: 'Read the order (`GET /api/user/order/:id`)',
  cancel: 'Cancel one item of it (`POST /api/user/order/itemcancel`)',
  pay: 'Start paying it (`POST /api/payment/handoff`, eSewa)',
};

const outcomes = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${thousands(count)} × ${status}`)
    .join(', ');

export function commerceSection(result) {
  const { health, mix, seeded, settings, integrity } = result;
  const f = integrity.figures;
  const rows = Object.entries(KIND_LABELS).map(([kind, label]) => {
    const k = mix.byKind[kind];
    return `| ${label} | ${k.requestsPerSecond.toFixed(0)} | ${ms(k.p50)} | ${ms(k.p99)} | ${outcomes(k.statuses)} |`;
  });
  const verdict = (ok) => (ok ? 'holds' : '**fails**');
  return `${START}
## Commerce: the web shop's checkout mix and its integrity (\`npm run bench -- --only=commerce\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${result.machine}: gateway + catalogue + commerce from \`dist/\`,
production settings (the load generator and the three processes share the cores with PostgreSQL, Redis and NATS),
on the databases \`art_catalogue_bench\` and \`art_commerce_bench\` (one stream prefix, so
catalogue's stock events reach commerce's projection as in production). Data (written with SQL in
${result.seedSeconds.toFixed(1)} s after the migrations): ${thousands(seeded.artworks)} artworks for sale by ${seeded.artists} artists,
1 to 3 pieces each (${thousands(seeded.pieces)} pieces), ${seeded.buyers} buyers with their tokens signed by the bench.
Through the gateway, autocannon in the bench process, ${settings.connections} connections, ${settings.durationS} s after a
${settings.warmupS} s warm-up. Each connection is one buyer per round of 19 requests, the web-shop
benchmark's weights: browse 10 (3 store pages of a category or all, a sort, one of the first 4 pages, and
7 artwork pages of what they showed), add to cart 2 (artworks its store pages showed), view the cart 3,
check out 1 (for what the cart holds, or the artwork last looked at when it is empty; every second order
cash, the others eSewa), then read the order, cancel its first item when it has more than one, and start
paying an eSewa order (the hand-off); a step with no order to act on (its checkout was refused) reads the
cart instead. A 409
(sold out meanwhile, or another buyer got the last piece) is an answer, counted in the latencies; more
than 1 % of other answers fails the bench.

| What | Requests/s | p50 | p99 | Answers |
|---|---|---|---|---|
| \`/health\` (baseline) | ${health.requestsPerSecond.toFixed(0)} | ${ms(health.p50)} | ${ms(health.p99)} | |
| **Mix, overall** | **${mix.overall.requestsPerSecond.toFixed(0)}** (${percent(mix.overall.requestsPerSecond, health.requestsPerSecond)} of /health) | ${ms(mix.overall.p50)} | ${ms(mix.overall.p99)} | ${thousands(mix.overall.count)}; unexpected ${mix.failures} (${(result.failureRate * 100).toFixed(2)} %) |
${rows.join('\n')}

**Integrity** (both databases read after the load, warm-up and first checks included): ${
    integrity.ok ? 'holds' : `**fails**: ${integrity.problems.join('; ')}`
  }.

- No oversell: ${verdict(f.oversold === 0 && f.stockMismatch === 0)}. ${thousands(f.piecesSold)} of ${thousands(f.initialPieces)} pieces sold
  (items of placed orders not cancelled), ${thousands(f.soldOut)} of ${thousands(f.artworks)} artworks sold out, ${thousands(f.piecesLeft)} pieces left;
  artworks sold beyond their stock: ${f.oversold}; artworks whose catalogue stock is not the initial stock less its open
  reservations: ${f.stockMismatch}.
- No lost order: ${verdict(f.lost === 0 && f.unreserved === 0)}. ${thousands(f.accepted)} orders answered 201, ${thousands(f.placed)} placed
  (${f.lost} answered 201 without a placed order; ${Math.max(f.placed - f.accepted, 0)} placed whose answer was cut off when a run
  stopped), ${f.unreserved} placed items without their reservation at catalogue;
  ${thousands(f.refused)} orders refused (the last piece went to another buyer), ${f.reserving} left reserving, ${f.orphanReservations}
  reservations without a placed order.
- No order charged other than its open items: ${verdict(f.wrongAmounts === 0)}. ${thousands(f.handoffs)} eSewa hand-offs for
  ${thousands(f.ordersPaidOnline)} online orders (after a partial cancel where the order had more than one item) and
  ${thousands(f.openPayments)} payments still open, each compared with what the order's open items owe now (amountOwed):
  ${f.wrongAmounts} differ.

\`BENCH_CONNECTIONS\`, \`BENCH_DURATION_S\`, \`BENCH_WARMUP_S\` and \`BENCH_BUILD=0\` (use the existing dist/) change the setup.
${END}`;
}

export function writeCommerceSection(file, section) {
  replaceSection({ file, start: START, end: END, section });
}
