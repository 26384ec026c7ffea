// Lighthouse on the running gateway, mobile preset (Lighthouse's default: a mid-range phone,
// simulated slow 4G and 4× CPU slowdown): performance and accessibility of the pages people land
// on (home, gallery, store, an artwork, the feed, a studio, exhibitions, studios, login), against
// the targets of the speed issue (performance ≥ 90, LCP ≤ 2.5 s, CLS < 0.1, accessibility ≥ 95),
// with the bytes each page transfers. Writes its section of docs/benchmarks.md. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never
// downloads a browser.
//
//   node load-tests/bench/lighthouse.mjs [--runs=3] [--url=http://127.0.0.1:8080] [--pages=/,/feed] [--no-write]
//
// From another script: `import { benchLighthouse } from './lighthouse.mjs'`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { replaceSection } from './benchmarks-doc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BENCHMARKS_FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:lighthouse -->';
const END = '<!-- /bench:lighthouse -->';

/** The pages measured; `{artwork}` and `{studio}` are filled from the running stack's own data. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/gallery/all',
  '/store/all',
  '/artwork/{artwork}',
  '/feed',
  '/studios/{studio}',
  '/exhibitions',
  '/studios',
  '/login',
];
export const TARGETS = { performance: 90, accessibility: 95, lcpMs: 2500, cls: 0.1 };

/** An artwork and a studio of the running stack (the gallery's first work and its studio). */
export async function pagesOf(baseUrl, pages = LIGHTHOUSE_PAGES) {
  const response = await fetch(`${baseUrl}/api/products/category/all`);
  if (!response.ok) throw new Error(`GET /api/products/category/all answered ${response.status}: is the stack seeded?`);
  const body = await response.json();
  const artwork = (Array.isArray(body.message) ? body.message : (body.products ?? []))[0];
  if (!artwork?.slug) throw new Error('the gallery has no artwork to measure: seed the demo data first');
  const studio = artwork.author?.slug ?? artwork.user?.slug ?? artwork.studio?.slug;
  if (!studio) throw new Error(`the artwork ${artwork.slug} names no studio slug`);
  return pages.map((page) => page.replace('{artwork}', artwork.slug).replace('{studio}', studio));
}
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// The metrics behind the performance score, reported so a low score says where the time went.
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function lcpElementOf(lhr) {
  // Lighthouse 13: the 'lcp-breakdown-insight' audit lists the subparts, then the element.
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const table = parts.find((part) => part.type === 'table');
  const phases = (table?.items ?? []).map((item) => `${item.label} ${Math.round(item.duration)} ms`).join(', ');
  return node ? `${node.selector ?? node.nodeLabel}${phases ? ` (${phases}, unthrottled)` : ''}` : 'n/a';
}

/** One Lighthouse run of `url` on an already started Chromium (`port`); scores 0–100. */
async function audit(lighthouse, url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Gzip of the served bytes is what a phone downloads; "transferred" below is as sent.
  });
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ({ id: ref.id, title: lhr.audits[ref.id]?.title, score: lhr.audits[ref.id]?.score }));
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: Object.fromEntries(METRICS.map(([id, name]) => [name, lhr.audits[id]?.displayValue ?? 'n/a'])),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
    transferredKb: { total: bytes('total') / 1024, script: bytes('script') / 1024, image: bytes('image') / 1024 },
    // What the largest paint was (a selector), and how its time splits (TTFB, load delay, load, render).
    lcpElement: lcpElementOf(lhr),
    failing: { performance: failing('performance'), accessibility: failing('accessibility') },
    lighthouseVersion: lhr.lighthouseVersion,
    chromeVersion: lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1],
  };
}

/**
 * Runs Lighthouse `runs` times per page. Each target is judged on the median of its own metric
 * over the runs (performance, LCP, TBT, CLS: the median run of one metric is often not the median
 * run of another); the details shown (FCP, SI, bytes, the largest paint) are of the run with the
 * median performance score.
 */
export async function measurePages({ baseUrl, pages = LIGHTHOUSE_PAGES, runs = 3, log = console.log }) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const page of pages) {
      const attempts = [];
      for (let run = 0; run < runs; run++) {
        const result = await audit(lighthouse, `${baseUrl}${page}`, chrome.port);
        attempts.push(result);
        log(
          `  ${page} run ${run + 1}: performance ${result.performance}, accessibility ${result.accessibility}, ` +
            `LCP ${result.metrics.LCP}, TBT ${result.metrics.TBT}, CLS ${result.metrics.CLS}, ` +
            `${result.transferredKb.total.toFixed(0)} KB (${result.transferredKb.script.toFixed(0)} KB scripts); ` +
            `largest paint: ${result.lcpElement}`,
        );
      }
      const perf = median(attempts.map((a) => a.performance));
      const chosen = attempts.find((a) => a.performance === perf) ?? attempts[0];
      results.push({
        page,
        ...chosen,
        runs: attempts.map((a) => a.performance),
        lcpRuns: attempts.map((a) => a.lcpMs),
        medians: {
          performance: perf,
          lcpMs: median(attempts.map((a) => a.lcpMs)),
          tbtMs: median(attempts.map((a) => a.tbtMs)),
          cls: median(attempts.map((a) => a.cls)),
        },
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

const meets = (result) =>
  result.medians.performance >= TARGETS.performance &&
  result.accessibility >= TARGETS.accessibility &&
  result.medians.lcpMs <= TARGETS.lcpMs &&
  result.medians.cls < TARGETS.cls;

/** Seconds as Lighthouse shows them (2.46 s → "2.5 s"), with the milliseconds the target is judged on. */
const seconds = (ms) => `${(Math.round(ms / 100) / 10).toFixed(1)} s`;

export function lighthouseSection({ results, date, baseUrl, runs }) {
  const cpu = os.cpus();
  const first = results[0] ?? {};
  const lines = [
    START,
    '## Lighthouse (mobile): performance, LCP, CLS and bytes of the pages people land on',
    '',
    `Measured ${date} by \`load-tests/bench/lighthouse.mjs\` (\`benchLighthouse()\`, part of \`npm run bench\`) against the gateway at ${baseUrl} ` +
      `(production builds, precompressed assets): Lighthouse ${first.lighthouseVersion ?? '?'} with its default mobile preset ` +
      `(emulated phone, simulated slow 4G, 4× CPU slowdown), Debian's Chromium ${first.chromeVersion ?? ''} headless; ` +
      `${runs} run(s) per page: performance, LCP, TBT and CLS are each the median of their runs (the targets are judged on these), FCP, SI, bytes and the largest paint are of the run with the median performance score. Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}, accessibility ≥ ${TARGETS.accessibility}. ` +
      `Transferred: what the page downloaded as sent (compressed), all resources and scripts alone. Load average at the start: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
    '',
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | SI | KB transferred (scripts) | performance per run | LCP per run (ms) | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|',
    ...results.map(
      (r) =>
        `| \`${r.page}\` | ${r.medians.performance} | ${r.accessibility} | ${r.metrics.FCP} | ${seconds(r.medians.lcpMs)} (${Math.round(r.medians.lcpMs)} ms) | ${Math.round(r.medians.tbtMs)} ms | ${Number(r.medians.cls.toFixed(3))} | ${r.metrics.SI} | ${r.transferredKb.total.toFixed(0)} (${r.transferredKb.script.toFixed(0)}) | ${r.runs.join(', ')} | ${r.lcpRuns.map((ms) => Math.round(ms)).join(', ')} | ${meets(r) ? 'met' : '**missed**'} |`,
    ),
    '',
  ];
  lines.push(
    "The largest paint of each page (Lighthouse's LCP breakdown, its durations observed unthrottled):",
    '',
    ...results.map((r) => `- \`${r.page}\`: \`${r.lcpElement}\``),
    '',
  );
  const findings = results.flatMap((r) =>
    [...r.failing.performance, ...r.failing.accessibility].map(
      (f) => `- \`${r.page}\`: ${f.title} (\`${f.id}\`, score ${f.score === null ? 'n/a' : Math.round(f.score * 100)})`,
    ),
  );
  lines.push(
    findings.length
      ? ['Audits below 90 that count towards a score:', '', ...findings].join('\n')
      : 'Every audit that counts towards the two scores passes.',
    '',
    `Machine: ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'}, node ${process.version}. Scores move by a few points between runs on a busy machine.`,
    END,
  );
  return lines.join('\n');
}

/**
 * The benchmark: Lighthouse on LIGHTHOUSE_PAGES (or those starting with one of `only`) of the
 * gateway at `baseUrl`, written to docs/benchmarks.md. Returns the results and whether every page
 * meets every target.
 */
export async function benchLighthouse({ baseUrl, runs = 3, write = true, log = console.log, only }) {
  // `/` names the home page only; a longer prefix (`/artwork`) every page under it.
  const isWanted = (page) => only.some((wanted) => page === wanted || (wanted !== '/' && page.startsWith(wanted)));
  const pages = (await pagesOf(baseUrl)).filter((page) => !only || isWanted(page));
  const results = await measurePages({ baseUrl, pages, runs, log });
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  if (write)
    replaceSection({
      file: BENCHMARKS_FILE,
      start: START,
      end: END,
      section: lighthouseSection({ results, date, baseUrl, runs }),
    });
  for (const r of results)
    log(
      `${r.page}: performance ${r.medians.performance}, LCP ${Math.round(r.medians.lcpMs)} ms, accessibility ${r.accessibility} (medians; ${meets(r) ? 'targets met' : 'targets missed'})`,
    );
  return { results, meetsTargets: results.every(meets) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const baseUrl = option('url') ?? process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
  benchLighthouse({
    baseUrl,
    runs: Number(option('runs') ?? 3),
    write: !process.argv.includes('--no-write'),
    only: option('pages')?.split(','),
  }).then(
    (outcome) => process.exit(outcome.meetsTargets ? 0 : 1),
    (error) => {
      console.error(error.stack ?? error.message);
      process.exit(2);
    },
  );
}
