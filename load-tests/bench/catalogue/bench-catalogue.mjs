// The catalogue benchmark (issue 7, Performance): gateway + catalogue on a bench database with
// 10,000 artworks, then grown to 100,000 in the same run. At each size, through the gateway: the
// gateway's /health as the baseline, gallery pages (category, sort, price range, page varying) and
// search latency for English, Nepali, Chinese and misspelt terms. At 100,000 the listing and
// search queries are EXPLAINed. Targets: gallery ≥ 50 % of the /health baseline; search p99 at
// 100,000 ≤ 2 × p99 at 10,000.
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../../infra/lib/config.mjs';
import { EXPLAIN_FILE, explainSamples } from './explain.mjs';
import { measurePaths } from './measure.mjs';
import { catalogueSection, writeCatalogueSection } from './report.mjs';
import { seedArtists, seedArtworks } from './seed-artworks.mjs';
import { catalogueBenchStack } from './stack.mjs';

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

export const SIZES = [
  { artworks: 10_000, artists: 300 },
  { artworks: 100_000, artists: 1_500 },
];
export const SEARCH_TERMS = {
  en: ['mountain', 'buddha', 'kathmandu', 'thangka'],
  ne: ['हिमाल', 'बुद्ध', 'काठमाडौं'],
  zh: ['山', '佛陀', '唐卡'],
  typo: ['moutain', 'budha', 'kathmundu', 'thanka'],
};
const SORTS = ['new', 'pricehigh', 'pricelow'];
const PRICES = ['1000,500000', '0,5000000', '50000,1000000'];

/**
 * Gallery pages as the page asks them: a category (or all), a sort, a price range, and the pages
 * an infinite scroll reaches (up to 12, never past the total the first page reports).
 */
export async function galleryPaths(base, categories, maxPages = 12) {
  const paths = [];
  for (const cat of ['all', ...categories])
    for (const sort of SORTS)
      for (const price of PRICES) {
        const page = (skip) => `/api/products/category/${cat}?orderby=${sort}&price=${price}&skip=${skip}&limit=15`;
        const response = await fetch(`${base}${page(0)}`);
        const body = await response.json().catch(() => null);
        if (response.status !== 200 || !Array.isArray(body?.message) || typeof body.total !== 'number')
          throw new Error(`gallery: GET ${page(0)} answered ${response.status} ${JSON.stringify(body)?.slice(0, 300)}`);
        const pages = Math.min(maxPages, Math.ceil(body.total / 15));
        for (let n = 0; n < pages; n++) paths.push(page(n * 15));
      }
  if (paths.length === 0) throw new Error('gallery: every listing is empty');
  // A fixed shuffle: neighbouring requests ask different things, the same in every run.
  let seed = 7;
  for (let i = paths.length - 1; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
}

const searchPath = (term) => `/api/search/${encodeURIComponent(term)}`;

async function measureSize(stack, settings, categories) {
  const { gatewayUrl } = stack;
  const common = { base: gatewayUrl, durationS: settings.durationS, warmupS: settings.warmupS };
  const health = await measurePaths({ ...common, paths: ['/health'], connections: settings.connections });
  console.log(`  /health: ${health.requestsPerSecond.toFixed(0)}/s`);
  const gallery = await galleryPaths(gatewayUrl, categories);
  if (settings.cacheTtlSeconds > 0) {
    // Each page asked once before measuring, as the pages of a live marketplace stay warm.
    for (let i = 0; i < gallery.length; i += 20) {
      await Promise.all(
        gallery
          .slice(i, i + 20)
          .map((p) =>
            fetch(`${gatewayUrl}${p}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer()),
          ),
      );
    }
  }
  const galleryResult = await measurePaths({ ...common, paths: gallery, connections: settings.connections });
  console.log(
    `  gallery: ${galleryResult.requestsPerSecond.toFixed(0)}/s (${(galleryResult.requestsPerSecond / health.requestsPerSecond).toFixed(2)} of /health)`,
  );
  const search = {};
  const found = {};
  for (const [language, terms] of Object.entries(SEARCH_TERMS)) {
    for (const term of terms) {
      const response = await fetch(`${gatewayUrl}${searchPath(term)}`);
      const body = await response.json().catch(() => null);
      if (response.status !== 200 || !Array.isArray(body?.products))
        throw new Error(`search: GET ${searchPath(term)} answered ${response.status}`);
      found[term] = body.products.length;
    }
    search[language] = await measurePaths({
      ...common,
      paths: terms.map(searchPath),
      connections: settings.searchConnections,
    });
    console.log(`  search ${language}: p50 ${search[language].p50} ms, p99 ${search[language].p99} ms`);
  }
  const allTerms = Object.values(SEARCH_TERMS).flat().map(searchPath);
  search.all = await measurePaths({ ...common, paths: allTerms, connections: settings.searchConnections });
  return { health, gallery: galleryResult, search, found, galleryPaths: gallery.length };
}

export async function benchCatalogue() {
  const settings = {
    connections: number('BENCH_CONNECTIONS', 50),
    searchConnections: number('BENCH_SEARCH_CONNECTIONS', 10),
    durationS: number('BENCH_DURATION_S', 10),
    warmupS: number('BENCH_WARMUP_S', 2),
    // The catalogue's cache as it runs in production (TTL long enough to outlast a measurement);
    // BENCH_CATALOGUE_CACHE_TTL=0 measures the cold case, every page from PostgreSQL.
    cacheTtlSeconds: number('BENCH_CATALOGUE_CACHE_TTL', 300),
    logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    loadAverage: os.loadavg()[0],
  };
  const stack = await catalogueBenchStack({ logLevel: settings.logLevel, cacheTtlSeconds: settings.cacheTtlSeconds });
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const categories = (await db.query('SELECT slug FROM categories ORDER BY parent_id NULLS FIRST, position')).rows
      .map((row) => row.slug)
      .slice(0, 12);
    const sizes = [];
    let artworks = 0;
    let artists = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await seedArtists(db, artists, size.artists);
      await seedArtworks(db, artworks, size.artworks, { artists: size.artists });
      artworks = size.artworks;
      artists = size.artists;
      const seedSeconds = (Date.now() - started) / 1000;
      console.log(`${artworks} artworks by ${artists} artists (seeded in ${seedSeconds.toFixed(1)} s); measuring`);
      sizes.push({ ...size, seedSeconds, ...(await measureSize(stack, settings, categories)) });
    }
    console.log('EXPLAIN of the listing and search queries at 100,000 artworks');
    const explained = await explainSamples(stack, [
      {
        label: 'gallery, category, price low first',
        kind: 'listing',
        path: '/api/products/category/painting?orderby=pricelow&price=1000,500000&skip=30&limit=15',
      },
      {
        label: 'gallery, all, newest',
        kind: 'listing',
        path: '/api/products/category/all?orderby=new&skip=0&limit=15',
      },
      {
        label: 'gallery, sub-category, price high first',
        kind: 'listing',
        path: '/api/products/category/oil-painting?orderby=pricehigh&price=0,5000000&skip=0&limit=15',
      },
      { label: 'store, category', kind: 'listing', path: '/api/store/sculpture?orderby=new&skip=0&limit=15' },
      ...Object.entries(SEARCH_TERMS).map(([language, terms]) => ({
        label: `search, ${language} "${terms[0]}"`,
        kind: 'search',
        path: searchPath(terms[0]),
      })),
    ]);
    for (const sample of explained) {
      const seq = sample.statements.filter((s) => s.seqScan).length;
      console.log(
        `  ${sample.label}: ${sample.status}, ${sample.statements.length} statement(s), ` +
          `${seq ? `${seq} with a Seq Scan on artworks` : 'no Seq Scan on artworks'}`,
      );
    }
    console.log(`  plans: ${path.relative(ROOT, EXPLAIN_FILE)}`);
    const section = catalogueSection({ sizes, explained, settings });
    writeCatalogueSection(section);
    console.log(`${section}\n(written to docs/benchmarks.md)`);
  } finally {
    await db.end();
    await stack.stop();
  }
}
