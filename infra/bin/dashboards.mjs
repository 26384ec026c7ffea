#!/usr/bin/env node
// Writes the Grafana dashboards of k8s/components/monitoring/dashboards/: one per area and an
// overview, from the metrics the code exports (packages/kit's plugin and collectors, messaging's
// socket gauge, prom-client's process metrics). Generated rather than hand-edited so that the
// eight files keep one layout; infra/test/monitoring-dashboards.test.mjs fails when the committed
// files differ from what this writes, or when a panel reads a metric no code exports.
//   node infra/bin/dashboards.mjs            write them
//   node infra/bin/dashboards.mjs --check    exit 1 when a committed file is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DASHBOARD_DIR = path.join(ROOT, 'k8s/components/monitoring/dashboards');

/** area → what its service has beyond HTTP: an outbox (publishes events), sockets, a mail queue. */
export const AREAS = {
  identity: { outbox: true },
  catalogue: { outbox: true },
  social: { outbox: true },
  commerce: { outbox: true },
  messaging: { outbox: true, sockets: true },
  notification: { mail: true },
  moderation: {},
};
export const JOBS = ['gateway', ...Object.keys(AREAS)];

// biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's variable (the datasource picker), not JavaScript's.
const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };
const NS = 'namespace="$namespace"';
// The live socket's polls are held open on purpose: not request latency (as in rules.yaml).
const NOT_LIVE = 'route!~"/live/.*"';

function panel(title, targets, { type = 'timeseries', unit = 'short', w = 12, h = 8, description } = {}) {
  return {
    type,
    title,
    ...(description ? { description } : {}),
    datasource: DATASOURCE,
    fieldConfig: { defaults: { unit }, overrides: [] },
    options: type === 'stat' ? { reduceOptions: { calcs: ['lastNotNull'] } } : { legend: { displayMode: 'list' } },
    gridPos: { w, h },
    targets: targets.map(([expr, legendFormat], i) => ({
      refId: String.fromCharCode(65 + i),
      datasource: DATASOURCE,
      expr,
      legendFormat,
    })),
  };
}

function row(title) {
  return { type: 'row', title, collapsed: false, gridPos: { w: 24, h: 1 }, panels: [] };
}

/** Lays panels left to right, 24 columns wide, in the order given. */
function layout(panels) {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  return panels.map((p, id) => {
    const { w, h } = p.gridPos;
    if (x + w > 24) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    const placed = { ...p, id: id + 1, gridPos: { x, y, w, h } };
    x += w;
    rowHeight = Math.max(rowHeight, h);
    return placed;
  });
}

function dashboard(uid, title, panels, { job } = {}) {
  return {
    uid,
    title,
    tags: ['art-marketplace'],
    timezone: 'browser',
    schemaVersion: 39,
    version: 1,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    links: [{ type: 'dashboards', tags: ['art-marketplace'], asDropdown: true, title: 'Art Marketplace' }],
    templating: {
      list: [
        { name: 'datasource', label: 'Prometheus', type: 'datasource', query: 'prometheus' },
        {
          name: 'namespace',
          label: 'Namespace',
          type: 'query',
          datasource: DATASOURCE,
          query: `label_values(up{job="${job ?? 'gateway'}"}, namespace)`,
          refresh: 2,
        },
      ],
    },
    panels: layout(panels),
  };
}

function httpPanels(job) {
  const sel = `job="${job}", ${NS}`;
  return [
    row('Requests'),
    panel('Requests per second by status', [
      [`sum by (status_code) (rate(http_requests_total{${sel}}[5m]))`, '{{status_code}}'],
    ]),
    panel(
      '5xx share',
      [
        [
          `sum(rate(http_requests_total{${sel}, status_code=~"5.."}[5m])) / sum(rate(http_requests_total{${sel}}[5m]))`,
          '5xx',
        ],
      ],
      { unit: 'percentunit', description: 'ArtHigh5xxRate fires above 5 % for 5 minutes.' },
    ),
    panel(
      'Latency p50, p95, p99',
      ['0.5', '0.95', '0.99'].map((q) => [
        `histogram_quantile(${q}, sum by (le) (rate(http_request_duration_seconds_bucket{${sel}, ${NOT_LIVE}}[5m])))`,
        `p${Number(q) * 100}`,
      ]),
      { unit: 's', description: 'ArtHighLatencyP99 fires above 1 s for 10 minutes.' },
    ),
    panel(
      'Slowest routes (p99)',
      [
        [
          `topk(8, histogram_quantile(0.99, sum by (method, route, le) (rate(http_request_duration_seconds_bucket{${sel}, ${NOT_LIVE}}[5m]))))`,
          '{{method}} {{route}}',
        ],
      ],
      { unit: 's' },
    ),
  ];
}

function processPanels(job) {
  const sel = `job="${job}", ${NS}`;
  return [
    row('Pods'),
    panel('Pods answering scrapes', [[`sum(up{${sel}})`, 'up']], { type: 'stat', w: 6 }),
    panel('CPU (cores) by pod', [[`sum by (pod) (rate(process_cpu_seconds_total{${sel}}[5m]))`, '{{pod}}']], {
      w: 6,
    }),
    panel('Resident memory by pod', [[`process_resident_memory_bytes{${sel}}`, '{{pod}}']], { unit: 'bytes', w: 6 }),
    panel('Event loop lag p99 by pod', [[`nodejs_eventloop_lag_p99_seconds{${sel}}`, '{{pod}}']], { unit: 's', w: 6 }),
  ];
}

function eventPanels(job, { outbox }) {
  const sel = `job="${job}", ${NS}`;
  const panels = [row('Events')];
  if (outbox) {
    panels.push(
      panel(
        'Outbox: waiting and parked rows',
        [
          [`max(outbox_backlog{${sel}})`, 'waiting'],
          [`max(outbox_parked{${sel}})`, 'parked'],
        ],
        { w: 6 },
      ),
      panel('Outbox: age of the oldest waiting row', [[`max(outbox_oldest_pending_seconds{${sel}})`, 'oldest']], {
        unit: 's',
        w: 6,
        description: 'ArtOutboxStuck fires above 120 s for 2 minutes.',
      }),
    );
  }
  panels.push(
    panel('Consumer lag by durable', [[`max by (stream, consumer) (consumer_lag{${sel}})`, '{{consumer}}']], {
      w: outbox ? 6 : 12,
    }),
    panel('Dead letters by durable', [[`max by (consumer) (dead_letters{${sel}})`, '{{consumer}}']], {
      w: outbox ? 6 : 12,
      description: 'Replay or discard them: docs/runbooks/dead-letters.md.',
    }),
  );
  return panels;
}

function areaPanels(job, features) {
  const sel = `job="${job}", ${NS}`;
  const panels = [];
  if (features.sockets) {
    panels.push(
      row('Live socket'),
      panel('Sockets by pod', [[`socket_connections{${sel}}`, '{{pod}}']], {
        description: 'Planned: 5,000 a pod (docs/capacity.md); ArtSocketsPerPodHigh fires above it.',
      }),
      panel('Sockets in all', [[`sum(socket_connections{${sel}})`, 'sockets']], { type: 'stat' }),
    );
  }
  if (features.mail) {
    panels.push(
      row('Mail queue'),
      panel('Mail jobs by state', [
        [`max by (state) (bullmq_queue_jobs{${sel}, queue="mail", state!="completed"})`, '{{state}}'],
      ]),
      panel(
        'Mails failed for good (kept 7 days)',
        [[`max(bullmq_queue_jobs{${sel}, queue="mail", state="failed"})`, 'failed']],
        {
          type: 'stat',
        },
      ),
    );
  }
  return panels;
}

export function areaDashboard(area) {
  const features = AREAS[area];
  const panels = [
    ...httpPanels(area),
    ...areaPanels(area, features),
    ...eventPanels(area, features),
    ...processPanels(area),
  ];
  return dashboard(`art-${area}`, `Art Marketplace / ${area}`, panels, { job: area });
}

export function overviewDashboard() {
  const jobs = `job=~"${JOBS.join('|')}", ${NS}`;
  const panels = [
    row('Workloads'),
    panel('Pods answering scrapes by workload', [[`sum by (job) (up{${jobs}})`, '{{job}}']], { w: 8 }),
    panel('Requests per second by workload', [[`sum by (job) (rate(http_requests_total{${jobs}}[5m]))`, '{{job}}']], {
      w: 8,
    }),
    panel(
      '5xx share by workload',
      [
        [
          `sum by (job) (rate(http_requests_total{${jobs}, status_code=~"5.."}[5m])) / sum by (job) (rate(http_requests_total{${jobs}}[5m]))`,
          '{{job}}',
        ],
      ],
      { unit: 'percentunit', w: 8 },
    ),
    panel(
      'Latency p99 by workload',
      [
        [
          `histogram_quantile(0.99, sum by (job, le) (rate(http_request_duration_seconds_bucket{${jobs}, ${NOT_LIVE}}[5m])))`,
          '{{job}}',
        ],
      ],
      { unit: 's', w: 8 },
    ),
    panel('CPU (cores) by workload', [[`sum by (job) (rate(process_cpu_seconds_total{${jobs}}[5m]))`, '{{job}}']], {
      w: 8,
    }),
    panel('Memory by workload', [[`sum by (job) (process_resident_memory_bytes{${jobs}})`, '{{job}}']], {
      unit: 'bytes',
      w: 8,
    }),
    row('Events and queues'),
    panel('Dead letters', [[`sum(max by (job, consumer) (dead_letters{${jobs}}))`, 'dead letters']], {
      type: 'stat',
      w: 6,
    }),
    panel(
      'Outbox: oldest waiting row by service',
      [[`max by (job) (outbox_oldest_pending_seconds{${jobs}})`, '{{job}}']],
      {
        unit: 's',
        w: 6,
      },
    ),
    panel('Consumer lag by durable', [[`max by (consumer) (consumer_lag{${jobs}})`, '{{consumer}}']], { w: 6 }),
    panel(
      'Mail queue',
      [
        [
          `max by (state) (bullmq_queue_jobs{${jobs}, queue="mail", state=~"waiting|active|delayed|failed"})`,
          '{{state}}',
        ],
      ],
      {
        w: 6,
      },
    ),
    panel('Live sockets', [[`sum(socket_connections{${jobs}})`, 'sockets']], { type: 'stat', w: 6 }),
  ];
  return dashboard('art-overview', 'Art Marketplace / overview', panels);
}

/** file name → dashboard JSON text, as committed. */
export function dashboards() {
  const all = { 'overview.json': overviewDashboard() };
  for (const area of Object.keys(AREAS)) all[`${area}.json`] = areaDashboard(area);
  return Object.fromEntries(Object.entries(all).map(([file, d]) => [file, `${JSON.stringify(d, null, 2)}\n`]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [file, text] of Object.entries(dashboards())) {
    const target = path.join(DASHBOARD_DIR, file);
    if (check) {
      let current = '';
      try {
        current = readFileSync(target, 'utf8');
      } catch {}
      if (current !== text) {
        console.error(`${path.relative(ROOT, target)} is out of date: node infra/bin/dashboards.mjs`);
        stale += 1;
      }
    } else {
      writeFileSync(target, text);
      console.log(path.relative(ROOT, target));
    }
  }
  process.exitCode = stale ? 1 : 0;
}
