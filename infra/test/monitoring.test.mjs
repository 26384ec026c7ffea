// The monitoring component (k8s/components/monitoring): its alerts evaluated on recorded samples
// with promtool, every rule and dashboard query reading metrics the code exports, the dashboards
// up to date with their generator, and the component rendered into the prod overlay (CRD schemas
// of ServiceMonitor and PrometheusRule, a monitor per workload, the gateway's token).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { parse } from 'yaml';
import { AREAS, DASHBOARD_DIR, dashboards, JOBS } from '../bin/dashboards.mjs';
import { checkOverlays, externalSecretsOf } from '../manifest-checks/kubernetes-check.mjs';
import { exportedMetrics, metricsOf, ROOT, unknownMetricProblems } from '../monitoring/metric-names.mjs';

const COMPONENT = path.join(ROOT, 'k8s/components/monitoring');
const RULE_TESTS = path.join(ROOT, 'infra/monitoring/rules.test.yaml');
const PROMTOOL = process.env.PROMTOOL || 'promtool';
const rule = parse(readFileSync(path.join(COMPONENT, 'rules.yaml'), 'utf8'));
const alerts = rule.spec.groups.flatMap((g) => g.rules);
const exported = exportedMetrics();
const temps = [];
after(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

function promtoolMissing() {
  try {
    execFileSync(PROMTOOL, ['--version'], { stdio: 'pipe' });
    return false;
  } catch (error) {
    if (error.code === 'ENOENT') {
      return `promtool was not found (looked for "${PROMTOOL}"; set PROMTOOL=/path/to/promtool). It is in Debian's package prometheus: apt-get install -y --no-install-recommends prometheus (.ci/run installs it).`;
    }
    throw error;
  }
}

/** promtool on the PrometheusRule's groups, written as a plain rule file next to the tests. */
function promtool(args, groups = rule.spec.groups) {
  const dir = tempDir('art-rules-');
  writeFileSync(path.join(dir, 'rules.yaml'), JSON.stringify({ groups }));
  copyFileSync(RULE_TESTS, path.join(dir, 'rules.test.yaml'));
  try {
    return { ok: true, output: execFileSync(PROMTOOL, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    return { ok: false, output: `${error.stdout}${error.stderr}` };
  }
}

test('promtool: the rules parse, and each alert fires and stays quiet on its recorded samples', {
  skip: promtoolMissing(),
}, () => {
  const check = promtool(['check', 'rules', 'rules.yaml']);
  assert.ok(check.ok, check.output);
  const run = promtool(['test', 'rules', 'rules.test.yaml']);
  assert.ok(run.ok, run.output);
});

test('promtool: a rule with a changed threshold fails its recorded samples (the tests can fail)', {
  skip: promtoolMissing(),
}, () => {
  const groups = structuredClone(rule.spec.groups);
  const target = groups[0].rules.find((r) => r.alert === 'ArtOutboxStuck');
  target.expr = target.expr.replace('> 120', '> 600');
  const run = promtool(['test', 'rules', 'rules.test.yaml'], groups);
  assert.equal(run.ok, false);
  assert.match(run.output, /ArtOutboxStuck/);
});

test('every alert has recorded samples where it fires and where it does not', () => {
  const cases = parse(readFileSync(RULE_TESTS, 'utf8')).tests.flatMap((t) => t.alert_rule_test ?? []);
  for (const { alert } of alerts) {
    const own = cases.filter((c) => c.alertname === alert);
    assert.ok(
      own.some((c) => c.exp_alerts?.length > 0),
      `${alert}: no case where it fires`,
    );
    assert.ok(
      own.some((c) => (c.exp_alerts ?? []).length === 0),
      `${alert}: no case where it stays quiet`,
    );
  }
  for (const name of [
    'dead_letters',
    'outbox_oldest_pending_seconds',
    'consumer_lag',
    'http_requests_total',
    'http_request_duration_seconds_bucket',
    'bullmq_queue_jobs',
    'socket_connections',
  ]) {
    assert.ok(
      alerts.some((a) => metricsOf(a.expr).has(name)),
      `no alert reads ${name}`,
    );
  }
});

test('the rules and every dashboard panel read only metrics the code exports', () => {
  const problems = alerts.flatMap((a) => unknownMetricProblems(`rule ${a.alert}`, a.expr, exported));
  for (const file of readdirSync(DASHBOARD_DIR)) {
    const board = JSON.parse(readFileSync(path.join(DASHBOARD_DIR, file), 'utf8'));
    for (const p of board.panels) {
      for (const t of p.targets ?? [])
        problems.push(...unknownMetricProblems(`${file} "${p.title}"`, t.expr, exported));
    }
  }
  assert.deepEqual(problems, []);
  // The same check on a misspelt name, so that it is known to catch one.
  assert.deepEqual(unknownMetricProblems('x', 'max(dead_leters{job="a"}) > 0', exported), [
    'x: reads dead_leters, which no code exports',
  ]);
});

test('dashboards: one per area and an overview, as generated, each in a ConfigMap for Grafana', () => {
  const generated = dashboards();
  const committed = readdirSync(DASHBOARD_DIR).sort();
  assert.deepEqual(committed, Object.keys(generated).sort());
  assert.deepEqual(committed, ['overview.json', ...Object.keys(AREAS).map((a) => `${a}.json`)].sort());
  const uids = new Set();
  for (const file of committed) {
    const text = readFileSync(path.join(DASHBOARD_DIR, file), 'utf8');
    assert.equal(text, generated[file], `${file} is out of date: node infra/bin/dashboards.mjs`);
    const board = JSON.parse(text);
    assert.ok(!uids.has(board.uid), `${file}: uid ${board.uid} twice`);
    uids.add(board.uid);
    const panels = board.panels.filter((p) => p.type !== 'row');
    assert.ok(panels.length >= 6, file);
    for (const p of panels) assert.ok(p.targets.length > 0 && p.gridPos.w > 0, `${file} "${p.title}"`);
  }
  const kustomization = parse(readFileSync(path.join(COMPONENT, 'kustomization.yaml'), 'utf8'));
  const listed = kustomization.configMapGenerator.flatMap((g) => g.files.map((f) => path.basename(f)));
  assert.deepEqual(listed.sort(), committed);
});

test('promtool: every dashboard query is valid PromQL', { skip: promtoolMissing() }, () => {
  // Grafana's variables replaced by values, each query checked as a recording rule.
  const rules = [];
  for (const file of readdirSync(DASHBOARD_DIR)) {
    const board = JSON.parse(readFileSync(path.join(DASHBOARD_DIR, file), 'utf8'));
    for (const p of board.panels) {
      for (const t of p.targets ?? []) {
        rules.push({
          record: `dashboard:${path.basename(file, '.json')}:${rules.length}`,
          expr: t.expr.replaceAll('$namespace', 'art'),
        });
      }
    }
  }
  const check = promtool(['check', 'rules', 'rules.yaml'], [{ name: 'dashboards', rules }]);
  assert.ok(check.ok, check.output);
});

test('the monitoring component in the dev and prod overlays: CRD schemas, a ServiceMonitor per workload, the gateway scraped with its token', async () => {
  // As in the overlay's own components: list, under the overlay's namespace.
  const overlays = [
    ['dev', 'art-dev'],
    ['prod', 'art'],
  ].map(([overlay, namespace]) => {
    const dir = tempDir(`art-k8s-monitoring-${overlay}-`);
    writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: ${namespace}\nresources: [${path.relative(dir, path.join(ROOT, 'k8s/overlays', overlay))}]\ncomponents: [${path.relative(dir, COMPONENT)}]\n`,
    );
    return { name: `${overlay}-monitoring`, dir, secretValues: overlay === 'dev' };
  });
  const externalSecrets = externalSecretsOf(path.join(ROOT, 'k8s'));
  const { results } = await checkOverlays(overlays, { externalSecrets });
  assert.deepEqual(results['dev-monitoring'].problems, []);
  assert.equal(results['dev-monitoring'].objects.filter((o) => o.kind === 'ServiceMonitor').length, JOBS.length);
  const { objects, problems } = results['prod-monitoring'];
  assert.deepEqual(problems, []);

  const monitors = objects.filter((o) => o.kind === 'ServiceMonitor');
  assert.deepEqual(monitors.map((m) => m.metadata.name).sort(), [...JOBS].sort());
  // A workload added later gets a monitor, a dashboard and ArtTargetDown, or this fails.
  const workloads = objects
    .filter((o) => o.kind === 'Deployment')
    .filter((d) => ['service', 'edge'].includes(d.spec.template.metadata.labels['app.kubernetes.io/component']))
    .map((d) => d.metadata.name);
  assert.deepEqual(workloads.sort(), [...JOBS].sort());
  const down = alerts.find((a) => a.alert === 'ArtTargetDown').expr;
  assert.deepEqual(/job=~"([^"]+)"/.exec(down)[1].split('|').sort(), [...JOBS].sort());
  for (const monitor of monitors) {
    const services = objects.filter(
      (o) =>
        o.kind === 'Service' &&
        Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => o.metadata.labels?.[k] === v),
    );
    assert.equal(services.length, 1, `${monitor.metadata.name} selects ${services.length} Services`);
    assert.equal(services[0].metadata.name, monitor.metadata.name, 'job = the Service name, which the rules use');
    const [endpoint] = monitor.spec.endpoints;
    assert.ok(
      services[0].spec.ports.some((p) => p.name === endpoint.port),
      `${monitor.metadata.name}: port`,
    );
    assert.equal(endpoint.path, '/metrics');
  }
  const gateway = monitors.find((m) => m.metadata.name === 'gateway').spec.endpoints[0];
  assert.equal(gateway.authorization.type, 'Bearer');
  const { name, key } = gateway.authorization.credentials;
  assert.ok(externalSecrets[name]?.has(key), `${name}/${key} is not in secret.template.yaml`);
  const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway');
  assert.equal(
    monitors.find((m) => m.metadata.name === 'gateway').metadata.namespace,
    deployment.metadata.namespace,
    "the operator reads the token from the ServiceMonitor's namespace: the gateway's",
  );
  const token = deployment.spec.template.spec.containers[0].env.find((v) => v.name === 'METRICS_TOKEN');
  assert.deepEqual(token.valueFrom.secretKeyRef, { name, key }, 'the gateway checks the token Prometheus sends');
  for (const monitor of monitors.filter((m) => m.metadata.name !== 'gateway')) {
    assert.equal(monitor.spec.endpoints[0].authorization, undefined, 'the services want no token');
  }

  // No pod is also scraped through its annotations (each would count twice in the rules' sums).
  for (const d of objects.filter((o) => o.kind === 'Deployment')) {
    assert.notEqual(d.spec.template.metadata.annotations?.['prometheus.io/scrape'], 'true', d.metadata.name);
  }
  const maps = objects.filter((o) => o.kind === 'ConfigMap' && o.metadata.labels?.grafana_dashboard === '1');
  assert.equal(maps.length, Object.keys(AREAS).length + 1);
  assert.equal(objects.filter((o) => o.kind === 'PrometheusRule').length, 1);
});

test('a ServiceMonitor or PrometheusRule that breaks its CRD schema is reported', async () => {
  const { schemaProblems } = await import('../manifest-checks/kubernetes-schema.mjs');
  const problems = schemaProblems([
    {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      metadata: { name: 'catalogue' },
      spec: { selector: {}, endpoints: [{ port: 'http', interval: 30 }] },
    },
    {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'PrometheusRule',
      metadata: { name: 'art' },
      spec: { groups: [{ name: 'art', rules: [{ alert: 'ArtDeadLetters' }] }] },
    },
  ]);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /ServiceMonitor\/catalogue: .*interval must be string/);
  assert.match(problems[1], /PrometheusRule\/art: .*must have required property '?expr'?/);
});

test('docs/monitoring.md says what to do for every alert, and capacity.md plans the sockets the alert allows', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/monitoring.md'), 'utf8');
  for (const { alert } of alerts) assert.match(doc, new RegExp(`^\\| \`${alert}\``, 'm'), alert);
  const threshold = Number(/> (\d+)$/.exec(alerts.find((a) => a.alert === 'ArtSocketsPerPodHigh').expr.trim())[1]);
  const capacity = readFileSync(path.join(ROOT, 'docs/capacity.md'), 'utf8');
  const planned = Number(/\*\*([\d,]+) sockets\*\*/.exec(capacity)[1].replaceAll(',', ''));
  assert.equal(planned, threshold);
});
