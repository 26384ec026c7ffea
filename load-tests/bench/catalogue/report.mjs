import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../../infra/lib/config.mjs';
import { replaceSection } from '../benchmarks-doc.mjs';

export const BENCHMARKS_FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:catalogue -->';
const END = '<!-- /bench:catalogue -->';
export const GALLERY_TARGET = 0.5;
export const SEARCH_GROWTH_TARGET = 2;

const fixed = (value, digits = 0) => Number(value).toFixed(digits);
const thousands = (n) => n.toLocaleString('en-US');
const LANGUAGES = { en: 'English', ne: 'Nepali', zh: 'Chinese', typo: 'misspelt', all: 'all terms' };

/** @param sizes [{ artworks, artists, seedSeconds, health, gallery, search: {en, ne, zh, typo, all}, found }] */
export function catalogueSection({ sizes, explained, settings }) {
  const cpu = os.cpus();
  const [small, large] = [sizes[0], sizes.at(-1)];
  const galleryRatio = (size) => size.gallery.requestsPerSecond / size.health.requestsPerSecond;
  const growth = large.search.all.p99 / Math.max(small.search.all.p99, 1);
  const verdict = (ok) => (ok ? 'meets it' : '**misses it**');
  const seqScans = explained.filter((sample) => sample.statements.some((s) => s.seqScan));
  return [
    START,
    '## Catalogue: gallery pages and search at 10,000 and 100,000 artworks',
    '',
    `Measured ${settings.date} by \`npm run bench -- --only=catalogue\`: gateway and catalogue built and started by the bench ` +
      "(production settings) on the database `art_catalogue_bench`, filled with SQL after the catalogue's migrations " +
      '(artists in the users projection, artworks named in English, Nepali and Chinese, prices, tags, sub-categories, ' +
      '`search_text`), first 10,000 artworks, then grown to 100,000 in the same run. Everything through the gateway; ' +
      `autocannon in the bench process, asking for br/gzip as browsers do, ${settings.durationS} s per figure after a ${settings.warmupS} s warm-up; ` +
      `${settings.connections} connections for throughput, ${settings.searchConnections} for search latency; ` +
      (settings.cacheTtlSeconds > 0
        ? `the catalogue's Redis cache on (${settings.cacheTtlSeconds} s), guests' pages marked public for 5 s (the gateway's micro-cache).`
        : "the catalogue's Redis cache off (`CACHE_TTL_SECONDS=0`): every page is read from PostgreSQL, the cold case."),
    'Gallery: all and 11 categories (sub-categories included) × 3 sorts × 3 price ranges × the pages of 15 an infinite scroll ' +
      `reaches (up to 12, never past the total): ${sizes.map((s) => `${thousands(s.galleryPaths)} different pages at ${thousands(s.artworks)}`).join(', ')}, in a fixed shuffled order.`,
    `Machine: ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'}, node ${process.version}, load average ` +
      `${fixed(settings.loadAverage ?? 0, 1)} at the start; the load generator, gateway, catalogue and PostgreSQL share the cores.`,
    '',
    '| artworks | artists | seeded in (s) | `/health` req/s | gallery req/s | gallery / `/health` | gallery p50 / p99 (ms) |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...sizes.map(
      (size) =>
        `| ${thousands(size.artworks)} | ${thousands(size.artists)} | ${fixed(size.seedSeconds, 1)} | ` +
        `${fixed(size.health.requestsPerSecond)} | ${fixed(size.gallery.requestsPerSecond)} | ` +
        `**${fixed(galleryRatio(size), 2)}** | ${fixed(size.gallery.p50, 1)} / ${fixed(size.gallery.p99, 1)} |`,
    ),
    '',
    `| search terms | ${sizes.map((s) => `${thousands(s.artworks)}: p50 / p99 (ms)`).join(' | ')} |`,
    `|---|${sizes.map(() => '---:').join('|')}|`,
    ...Object.keys(LANGUAGES).map(
      (language) =>
        `| ${LANGUAGES[language]} | ${sizes
          .map((s) => `${fixed(s.search[language].p50, 1)} / ${fixed(s.search[language].p99, 1)}`)
          .join(' | ')} |`,
    ),
    '',
    `Artworks found per term at ${thousands(large.artworks)} (at most 10 are returned): ` +
      Object.entries(large.found)
        .map(([term, count]) => `${term} ${count}`)
        .join(', ') +
      '.',
    '',
    `**Targets.** Gallery throughput ≥ ${GALLERY_TARGET * 100} % of \`/health\`: ` +
      sizes.map((s) => `${fixed(galleryRatio(s) * 100)} % at ${thousands(s.artworks)}`).join(', ') +
      ` (${verdict(sizes.every((s) => galleryRatio(s) >= GALLERY_TARGET))}). ` +
      `Search p99 at ${thousands(large.artworks)} ≤ ${SEARCH_GROWTH_TARGET} × p99 at ${thousands(small.artworks)}: ` +
      `${fixed(large.search.all.p99, 1)} ms / ${fixed(small.search.all.p99, 1)} ms = ${fixed(growth, 2)} × (${verdict(growth <= SEARCH_GROWTH_TARGET)}).`,
    '',
    `**Plans at ${thousands(large.artworks)}** (\`EXPLAIN (ANALYZE, BUFFERS)\` of the statements the catalogue ran for each request, ` +
      'captured on the wire by the bench; full plans in `.run/bench-catalogue-explain.txt`):',
    '',
    '| request | answer | statements on artworks | Seq Scan on artworks | execution (ms) |',
    '|---|---:|---:|---|---:|',
    ...explained.map(
      (sample) =>
        `| ${sample.label} | ${sample.status} | ${sample.statements.length} | ` +
        `${sample.statements.some((s) => s.seqScan) ? '**yes**' : 'no'} | ` +
        `${sample.statements.map((s) => fixed(s.executionMs, 1)).join(' + ') || '–'} |`,
    ),
    '',
    seqScans.length
      ? `Seq Scan on artworks in: ${seqScans.map((s) => s.label).join('; ')}.`
      : 'No listing or search statement reads artworks with a Seq Scan.',
    '',
    '`BENCH_DURATION_S`, `BENCH_WARMUP_S`, `BENCH_CONNECTIONS`, `BENCH_SEARCH_CONNECTIONS`, `BENCH_CATALOGUE_CACHE_TTL` ' +
      '(seconds; 0 = off) and `BENCH_BUILD=0` (use the existing dist/) change the setup.',
    END,
  ].join('\n');
}

export function writeCatalogueSection(section, file = BENCHMARKS_FILE) {
  replaceSection({ file, start: START, end: END, section });
}
