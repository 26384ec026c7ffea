// Which metric names the code exports, and which ones a PromQL expression reads: the rules and
// dashboards must read only the first (a renamed metric otherwise leaves an alert that can never
// fire and a panel that says "no data", both silently).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir) {
  let files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files = files.concat(sources(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(full);
  }
  return files;
}

/**
 * The names registered in the source: prom-client constructors (`new Gauge({ name: 'x' …`), the
 * kit's gauge helpers (`gauge('x', …)`, `app.metrics.gauge('x', …)`), a histogram's series
 * (_bucket, _sum, _count), prom-client's default process metrics as the kit collects them, and
 * Prometheus's own `up`.
 */
export function exportedMetrics(root = ROOT) {
  const dirs = [path.join(root, 'packages/kit/src'), path.join(root, 'gateway/src')];
  for (const entry of readdirSync(path.join(root, 'services'), { withFileTypes: true })) {
    if (entry.isDirectory()) dirs.push(path.join(root, 'services', entry.name, 'src'));
  }
  const names = new Set(['up']);
  for (const file of dirs.flatMap(sources)) {
    const text = readFileSync(file, 'utf8');
    for (const [, kind, body] of text.matchAll(
      /new (Counter|Gauge|Histogram|Summary)(?:<[^>]*>)?\(\{([\s\S]*?)\}\)/g,
    )) {
      const name = /name:\s*'([a-zA-Z_:][a-zA-Z0-9_:]*)'/.exec(body)?.[1];
      if (!name) continue;
      names.add(name);
      if (kind === 'Histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
      if (kind === 'Summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
    }
    for (const [, name] of text.matchAll(/\bgauge\(\s*'([a-zA-Z_:][a-zA-Z0-9_:]*)'/g)) names.add(name);
  }
  const require = createRequire(path.join(root, 'packages/kit/package.json'));
  const { collectDefaultMetrics, Registry } = require('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of registry.getMetricsAsArray()) {
    names.add(metric.name);
    if (metric.type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
  }
  return names;
}

const PROMQL_WORDS = new Set(
  `sum min max avg count stddev stdvar topk bottomk quantile count_values group by without on ignoring
  group_left group_right and or unless offset bool rate irate increase delta idelta deriv predict_linear
  histogram_quantile abs absent absent_over_time ceil floor round clamp clamp_min clamp_max changes resets
  label_replace label_join vector scalar time timestamp sort sort_desc avg_over_time min_over_time
  max_over_time sum_over_time count_over_time last_over_time quantile_over_time stddev_over_time
  present_over_time ln log2 log10 exp sqrt inf nan`.split(/\s+/),
);

/** The metric names an expression reads (label matchers, grouping labels and strings left out). */
export function metricsOf(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\boffset\s+\d+[smhdwy]/g, ' ')
    .replace(/\$\w+/g, ' ');
  const names = new Set();
  for (const [token] of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    if (!PROMQL_WORDS.has(token.toLowerCase()) && !/^\d/.test(token)) names.add(token);
  }
  return names;
}

/** "expression … reads x, which no code exports" for each unknown name. */
export function unknownMetricProblems(where, expr, exported) {
  return [...metricsOf(expr)]
    .filter((name) => !exported.has(name))
    .map((name) => `${where}: reads ${name}, which no code exports`);
}
