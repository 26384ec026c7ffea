// The moderation benchmark (issue 22): gateway + moderation on a bench database with a year of
// work (20,000 members, 8,000 report cases with 1–4 reports each, 2,900 studio requests, 250,000
// audit rows), through the gateway with an operator's session (second factor in its `amr`), as the
// console calls it. Measured one after the other, each alone: the overview, the open report queue
// (pages of 20), one case in full, the studio-request queue, the audit log's pages under the
// console's filters (none, an operator, an action, the last week, a target), and the CSV export of
// the whole log (its newest 10,000 rows, AUDIT_CSV_MAX) and of one action. Targets: p95 of each
// listing within the k6 scenario's p95 threshold of its journey (LIST_TARGETS_MS: the queue of 100
// full cases 1 s, the overview 400 ms, the others 500 ms) at BENCH_CONNECTIONS (8) operators at
// once; the full export within CSV_TARGET_MS (2,000 ms) at p95. Every console read is written to the audit log
// (a `view` row) as it is in production, so the log grows while it is measured.
import { createHmac } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../../infra/lib/config.mjs';
import { problemsOf } from '../problems.mjs';
import { moderationSection, writeModerationSection } from './report.mjs';
import { benchTargets, DECISIONS, operatorId, QUEUE, seedQueue } from './seed-queue.mjs';
import { moderationBenchStack } from './stack.mjs';

/**
 * p95 targets (ms) at BENCH_CONNECTIONS operators at once: the k6 scenario's p95 thresholds of the
 * journey each call belongs to (load-tests/k6/moderation.js), so that the bench tells on one machine
 * what the scenario would tell of a deployment.
 */
export const LIST_TARGETS_MS = {
  overview: 400,
  reportQueue: 1000,
  reportCase: 1000,
  studioQueue: 500,
  auditNewest: 500,
  auditOperator: 500,
  auditAction: 500,
  auditWeek: 500,
  auditTarget: 500,
};
export const CSV_TARGET_MS = 2000;
const REQUEST_TIMEOUT_S = 60;
const MIN_SAMPLES_PER_CONNECTION = 2;
const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const base64url = (value) => Buffer.from(value).toString('base64url');

/**
 * An operator's session as identity signs it after the second factor: role 1, `amr` pwd + otp (the
 * gateway forwards the second factor only from this claim; without it every console route is 403).
 */
export function operatorToken(secret, id) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: id, role: 1, amr: ['pwd', 'otp'], iat: now, exp: now + 86_400 }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** p50, p95 and p99 of a list of milliseconds (nearest rank), rounded to 0.1 ms. */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
  return sorted.length ? { p50: at(0.5), p95: at(0.95), p99: at(0.99) } : { p50: null, p95: null, p99: null };
}

/**
 * GET `base` + each of `paths` in turn with the token, `connections` at once, `durationS` seconds
 * after a `warmupS` warm-up (or, for a listing too slow for that, a fixed number of requests); every
 * response's time is kept (autocannon's summary has no p95). An
 * answer slower than REQUEST_TIMEOUT_S counts as failed; failures are counted, not thrown, so a
 * slow listing is measured and reported with the others (more than 1 % fails the bench at the end).
 */
async function measure({ base, token, paths, connections, durationS, warmupS }) {
  const once = (length, times) =>
    new Promise((resolve, reject) => {
      let next = 0;
      const instance = autocannon(
        {
          url: base,
          connections,
          ...length,
          timeout: REQUEST_TIMEOUT_S,
          headers: { 'accept-encoding': 'br, gzip', authorization: `JWT ${token}` },
          requests: [
            { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (times) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  if (warmupS > 0) await once({ duration: warmupS }, null);
  let times = [];
  let result = await once({ duration: durationS }, times);
  // A listing slower than the run (answers still on their way when it ends are not counted) is
  // measured by count instead: MIN_SAMPLES_PER_CONNECTION answers per connection, however long.
  if (result.requests.total < connections * MIN_SAMPLES_PER_CONNECTION) {
    times = [];
    result = await once({ amount: connections * MIN_SAMPLES_PER_CONNECTION }, times);
  }
  const answered = result.requests.total;
  return {
    requestsPerSecond: answered / result.duration,
    total: answered,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerAnswer: answered ? Math.round(result.throughput.total / answered) : 0,
    ...percentiles(times),
  };
}

/** One request of each kind first: a wrong answer stops the run with what the service said. */
async function checkEachKind(base, token, paths) {
  for (const url of paths) {
    const response = await fetch(`${base}${url}`, { headers: { authorization: `JWT ${token}` } });
    if (!response.ok)
      throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

/** `runs` exports one after the other (an operator downloads one file at a time): times, size, lines. */
async function measureExport({ base, token, path: url, runs }) {
  const times = [];
  let bytes = 0;
  let lines = 0;
  for (let i = 0; i < runs + 1; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { authorization: `JWT ${token}`, 'accept-encoding': 'identity' },
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    if (!/^text\/csv/.test(response.headers.get('content-type') ?? ''))
      throw new Error(`GET ${url} answered ${response.headers.get('content-type')}, not text/csv`);
    // The first is a warm-up, not counted.
    if (i > 0) times.push(elapsed);
    bytes = Buffer.byteLength(text);
    lines = text.split('\r\n').filter(Boolean).length - 1;
  }
  return { runs, rows: lines, bytes, ...percentiles(times) };
}

export async function benchModeration() {
  const settings = {
    connections: number('BENCH_CONNECTIONS', 8),
    durationS: number('BENCH_DURATION_S', 10),
    warmupS: number('BENCH_WARMUP_S', 2),
    csvRuns: number('BENCH_CSV_RUNS', 10),
  };
  // What else the machine was doing (the figures are of this machine at this time, not of the code alone).
  const loadAverage = os.loadavg()[0];
  let seeded;
  let seedSeconds = 0;
  const stack = await moderationBenchStack({
    prepare: async (databaseUrl) => {
      console.log(
        `  seeding ${QUEUE.members.toLocaleString('en-GB')} members, ${(QUEUE.openCases + QUEUE.resolvedCases).toLocaleString('en-GB')} report cases, ${QUEUE.auditRows.toLocaleString('en-GB')} audit rows…`,
      );
      const started = Date.now();
      seeded = await seedQueue(databaseUrl);
      seedSeconds = (Date.now() - started) / 1000;
    },
  });
  try {
    console.log(`  seeded ${JSON.stringify(seeded)} in ${seedSeconds.toFixed(1)} s`);
    const { caseIds, targetIds } = await benchTargets(stack.databaseUrl);
    const token = operatorToken(stack.jwtSecret, operatorId(1));
    const base = stack.gatewayUrl;
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const pages = (count, size) => Array.from({ length: count }, (_, i) => i * size);
    const kinds = {
      overview: ['/api/moderation/overview'],
      // As the console asks (the sdk's listReportCases): the first 100 open cases, each in full.
      reportQueue: ['/api/moderation/reports?status=open&limit=100&skip=0'],
      reportCase: caseIds.map((id) => `/api/moderation/reports/${id}`),
      studioQueue: ['/api/moderation/studio-requests?status=pending'],
      // The console's "Show more": the newest 50, 100… 250 (skip 0, a longer page each time).
      auditNewest: pages(5, 50).map((limit) => `/api/moderation/audit?limit=${limit + 50}&skip=0`),
      auditOperator: [1, 2, 3, 4, 5].map((n) => `/api/moderation/audit?operator=${operatorId(n)}&limit=50&skip=0`),
      auditAction: DECISIONS.map(
        (action) => `/api/moderation/audit?action=${encodeURIComponent(action)}&limit=50&skip=0`,
      ),
      auditWeek: [50, 100].map(
        (limit) => `/api/moderation/audit?from=${encodeURIComponent(weekAgo)}&limit=${limit}&skip=0`,
      ),
      auditTarget: targetIds.map((id) => `/api/moderation/audit?targetId=${encodeURIComponent(id)}&limit=50&skip=0`),
    };
    await checkEachKind(
      base,
      token,
      Object.values(kinds).map((list) => list[0]),
    );
    const common = {
      base,
      token,
      connections: settings.connections,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
    };
    const health = await measure({ ...common, paths: ['/health'] });
    console.log(`  /health: ${health.requestsPerSecond.toFixed(0)}/s, p95 ${health.p95} ms`);
    const listings = {};
    for (const [kind, paths] of Object.entries(kinds)) {
      listings[kind] = await measure({ ...common, paths });
      const f = listings[kind];
      console.log(
        `  ${kind}: ${f.requestsPerSecond.toFixed(1)}/s, p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, ${f.bytesPerAnswer} bytes, ${f.failures} failed`,
      );
    }
    const auditRowsNow = seeded.auditRows + Object.values(listings).reduce((sum, f) => sum + f.total, 0);
    const csvAll = await measureExport({ base, token, path: '/api/moderation/audit.csv', runs: settings.csvRuns });
    console.log(
      `  audit.csv: ${csvAll.rows} rows, ${(csvAll.bytes / 2 ** 20).toFixed(1)} MiB, p50 ${csvAll.p50} ms, p95 ${csvAll.p95} ms`,
    );
    const csvAction = await measureExport({
      base,
      token,
      path: '/api/moderation/audit.csv?action=report.hide',
      runs: settings.csvRuns,
    });
    console.log(
      `  audit.csv?action=report.hide: ${csvAction.rows} rows, p50 ${csvAction.p50} ms, p95 ${csvAction.p95} ms`,
    );

    const missed = [
      ...problemsOf(
        listings,
        (kind, f) =>
          (f.p95 === null || f.p95 > LIST_TARGETS_MS[kind]) &&
          `${kind} p95 ${f.p95} ms (over ${LIST_TARGETS_MS[kind]} ms)`,
      ),
      ...problemsOf(
        listings,
        (kind, f) =>
          f.failures > 0.01 * Math.max(f.total, 1) &&
          `${kind}: ${f.failures} of ${f.total} requests failed or timed out`,
      ),
      ...(csvAll.p95 > CSV_TARGET_MS ? [`audit.csv p95 ${csvAll.p95} ms (over ${CSV_TARGET_MS} ms)`] : []),
    ];
    const result = {
      settings,
      seeded,
      seedSeconds,
      auditRowsNow,
      health,
      listings,
      csvAll,
      csvAction,
      targets: { listMs: LIST_TARGETS_MS, csvMs: CSV_TARGET_MS },
      missed,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      loadAverage,
    };
    writeModerationSection(path.join(ROOT, 'docs', 'benchmarks.md'), moderationSection(result));
    if (missed.length) throw new Error(`moderation targets missed: ${missed.join('; ')}`);
    return result;
  } finally {
    await stack.stop();
  }
}
