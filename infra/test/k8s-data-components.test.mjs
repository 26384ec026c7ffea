// The components an operator picks for the data services in production (k8s/components:
// postgres-cnpg, nats-cluster, redis-sentinel), rendered together into the namespace art-data as
// their comments say, checked against their CRD schemas (CloudNativePG and the Redis operator
// vendored in infra/manifest-checks/crd-schemas, Kubernetes' own for NATS) and against what the
// services are given: the addresses of k8s/base/art-config.env, the databases and roles of
// k8s/base/secret.template.yaml.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { parse } from 'yaml';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import { schemaProblems } from '../manifest-checks/kubernetes-schema.mjs';
import { renderKustomization } from '../manifest-checks/kustomize.mjs';

const K8S = path.join(ROOT, 'k8s');
const COMPONENTS = ['postgres-cnpg', 'nats-cluster', 'redis-sentinel'];
const SERVICES = ['identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification', 'moderation'];
const temps = [];
after(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function render(components = COMPONENTS.map((c) => path.join(K8S, 'components', c))) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'art-k8s-data-'));
  temps.push(dir);
  writeFileSync(
    path.join(dir, 'kustomization.yaml'),
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: art-data\ncomponents: [${components.map((c) => path.relative(dir, c)).join(', ')}]\n`,
  );
  return renderKustomization(dir);
}

const objects = render();
const find = (kind, name) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const config = Object.fromEntries(
  readFileSync(path.join(K8S, 'base/art-config.env'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

test('the data components render into art-data and every object passes its schema (CRDs included)', () => {
  assert.deepEqual(schemaProblems(objects), []);
  for (const o of objects) assert.equal(o.metadata.namespace, 'art-data', `${o.kind}/${o.metadata.name}`);
  const kinds = new Set(objects.map((o) => `${o.apiVersion} ${o.kind}`));
  for (const kind of [
    'postgresql.cnpg.io/v1 Cluster',
    'postgresql.cnpg.io/v1 ScheduledBackup',
    'postgresql.cnpg.io/v1 Database',
    'redis.redis.opstreelabs.in/v1beta2 RedisReplication',
    'redis.redis.opstreelabs.in/v1beta2 RedisSentinel',
    'apps/v1 StatefulSet',
    'monitoring.coreos.com/v1 PodMonitor',
  ]) {
    assert.ok(kinds.has(kind), kind);
  }
});

test('a misspelt or mistyped field of a custom resource is reported, where the API server would drop it', () => {
  const cluster = structuredClone(find('Cluster', 'art-postgres'));
  cluster.spec.instance = cluster.spec.instances;
  delete cluster.spec.instances;
  const sentinel = structuredClone(find('RedisSentinel', 'redis'));
  sentinel.spec.clusterSize = 'three';
  const problems = schemaProblems([cluster, sentinel]);
  assert.ok(
    problems.some((p) => /Cluster\/art-postgres: \/spec has an unknown field "instance"/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /Cluster\/art-postgres: \/spec must have required property 'instances'/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /RedisSentinel\/redis: \/spec\/clusterSize must be integer/.test(p)),
    problems.join('\n'),
  );
});

test('CloudNativePG: three instances on three nodes, WAL and nightly backups to object storage, a role and a database per service as art-secrets names them', () => {
  const cluster = find('Cluster', 'art-postgres');
  assert.equal(cluster.spec.instances, 3);
  assert.equal(cluster.spec.affinity.podAntiAffinityType, 'required');
  const store = cluster.spec.backup.barmanObjectStore;
  assert.match(store.destinationPath, /^s3:\/\/[a-z0-9.-]+\//);
  assert.ok(store.wal && store.s3Credentials.accessKeyId.name, 'WAL archived with credentials');
  assert.match(cluster.spec.backup.retentionPolicy, /^\d+[dwm]$/);
  const backup = objects.find((o) => o.kind === 'ScheduledBackup');
  assert.equal(backup.spec.cluster.name, cluster.metadata.name);
  assert.equal(backup.spec.schedule.split(' ').length, 6, 'six fields, seconds first');

  const template = parse(readFileSync(path.join(K8S, 'base/secret.template.yaml'), 'utf8')).stringData;
  const roles = new Set(cluster.spec.managed.roles.filter((r) => r.login).map((r) => r.name));
  const databases = objects.filter((o) => o.kind === 'Database');
  for (const service of SERVICES) {
    const url = new URL(template[`${service}-database-url`]);
    assert.equal(url.hostname, `${cluster.metadata.name}-rw.art-data.svc`, service);
    const database = databases.find((d) => d.spec.name === url.pathname.slice(1));
    assert.ok(database, `${service}: no Database ${url.pathname.slice(1)}`);
    assert.equal(database.spec.owner, url.username, service);
    assert.equal(database.spec.cluster.name, cluster.metadata.name);
    assert.ok(roles.has(url.username), `${service}: no managed role ${url.username}`);
    assert.ok(
      database.spec.extensions.some((e) => e.name === 'pg_trgm'),
      `${service}: pg_trgm`,
    );
    assert.ok(
      cluster.spec.postgresql.pg_hba.includes(`host ${database.spec.name} ${url.username} all scram-sha-256`),
      `${service}: its role opens its database`,
    );
  }
  assert.equal(cluster.spec.postgresql.pg_hba.at(-1), 'host all all all reject', 'and nothing else');
  const monitor = objects.find((o) => o.kind === 'PodMonitor' && o.metadata.name === cluster.metadata.name);
  assert.deepEqual(monitor.spec.selector.matchLabels, { 'cnpg.io/cluster': cluster.metadata.name });
  assert.equal(monitor.spec.podMetricsEndpoints[0].port, 'metrics');
});

test('NATS: three JetStream servers behind the Service the base NATS_URL names, one per node, routes to each', () => {
  const url = new URL(config.NATS_URL);
  const [serviceName, namespace] = url.hostname.split('.');
  assert.equal(namespace, 'art-data');
  const service = find('Service', serviceName);
  assert.ok(service.spec.ports.some((p) => p.port === Number(url.port)));
  const set = find('StatefulSet', 'nats');
  assert.equal(set.spec.replicas, 3);
  assert.ok(Number(config.NATS_STREAM_REPLICAS) <= set.spec.replicas, 'stream replicas fit the cluster');
  assert.ok(
    Object.entries(service.spec.selector).every(([k, v]) => set.spec.template.metadata.labels[k] === v),
    'the Service selects the servers',
  );
  const anti = set.spec.template.spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0];
  assert.equal(anti.topologyKey, 'kubernetes.io/hostname');
  const map = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('nats-config'));
  const mounted = set.spec.template.spec.volumes.find((v) => v.configMap)?.configMap.name;
  assert.equal(mounted, map.metadata.name);
  const conf = map.data['nats.conf'];
  const routes = [...conf.matchAll(/nats:\/\/(nats-\d)\.([a-z-]+):6222/g)];
  assert.deepEqual(
    routes.map((r) => r[1]),
    ['nats-0', 'nats-1', 'nats-2'],
  );
  assert.ok(routes.every((r) => r[2] === set.spec.serviceName));
  const store = /store_dir:\s*(\S+)/.exec(conf)[1];
  const mounts = set.spec.template.spec.containers[0].volumeMounts;
  assert.ok(
    mounts.some((m) => m.name === set.spec.volumeClaimTemplates[0].metadata.name && store.startsWith(m.mountPath)),
    'the file store is on the volume',
  );
  assert.equal(find('PodDisruptionBudget', 'nats').spec.maxUnavailable, 1);
  const monitor = find('PodMonitor', 'nats');
  assert.ok(
    Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => set.spec.template.metadata.labels[k] === v),
    'the PodMonitor selects the servers',
  );
  const exporter = set.spec.template.spec.containers.find((c) =>
    (c.ports ?? []).some((p) => p.name === monitor.spec.podMetricsEndpoints[0].port),
  );
  assert.ok(exporter, 'a container serves the port the PodMonitor scrapes');
  const monitorPort = set.spec.template.spec.containers[0].ports.find((p) => p.name === 'monitor').containerPort;
  assert.ok(
    exporter.args.includes(`http://localhost:${monitorPort}`),
    "the exporter reads the server's monitoring port",
  );
});

test('Redis: three servers watched by three sentinels, noeviction under the memory limit, the URL the clients would use', () => {
  const replication = objects.find((o) => o.kind === 'RedisReplication');
  const sentinel = objects.find((o) => o.kind === 'RedisSentinel');
  assert.equal(replication.spec.clusterSize, 3);
  assert.equal(sentinel.spec.clusterSize, 3);
  assert.equal(sentinel.spec.redisSentinelConfig.redisReplicationName, replication.metadata.name);
  assert.ok(Number(sentinel.spec.redisSentinelConfig.quorum) > sentinel.spec.clusterSize / 2);
  const map = find('ConfigMap', replication.spec.redisConfig.additionalRedisConfig);
  assert.ok(map, 'the additional config exists under the name the operator reads');
  const conf = Object.values(map.data).join('\n');
  assert.match(conf, /^maxmemory-policy noeviction$/m);
  const maxmemory = Number(/^maxmemory (\d+)mb$/m.exec(conf)[1]) * 1024 * 1024;
  const limit = replication.spec.kubernetesConfig.resources.limits.memory;
  assert.ok(maxmemory < Number(limit.replace('Gi', '')) * 1024 ** 3, 'maxmemory under the limit');
  // The operator names the sentinels' Service <name>-sentinel; the component's comment gives the URL.
  const url = `redis+sentinel://${sentinel.metadata.name}-sentinel.art-data.svc:26379/${sentinel.spec.redisSentinelConfig.masterGroupName}`;
  const comment = readFileSync(path.join(K8S, 'components/redis-sentinel/kustomization.yaml'), 'utf8');
  assert.ok(comment.includes(`REDIS_URL=${url}`), url);
  // The services' config takes it (the kit's REDIS_URL pattern), with AOF as operations.md asks.
  const kit = readFileSync(path.join(ROOT, 'packages/kit/src/data/redis-connection.ts'), 'utf8');
  const pattern = /export const REDIS_URL_PATTERN = '([^']+)'/.exec(kit)[1].replaceAll('\\\\', '\\');
  assert.match(url, new RegExp(pattern));
  assert.match(conf, /^appendonly yes$/m);
  const monitor = objects.find((o) => o.kind === 'PodMonitor' && o.metadata.name === replication.metadata.name);
  assert.ok(replication.spec.redisExporter.enabled, 'the exporter the PodMonitor scrapes');
  // The operator labels the servers' pods app=<RedisReplication name>.
  assert.deepEqual(monitor.spec.selector.matchLabels, { app: replication.metadata.name });
});

test('the prod overlay lets the services out to these data services: PostgreSQL 5432, Redis 6379 and the sentinels 26379, NATS 4222', () => {
  const prod = renderKustomization(path.join(K8S, 'overlays/prod'));
  const ports = (name) =>
    prod
      .find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === name)
      .spec.egress.flatMap((rule) => rule.ports.map((p) => p.port));
  const nats = find('Service', 'nats').spec.ports.find((p) => p.name === 'client').port;
  assert.ok(ports('nats-clients').includes(nats), 'nats');
  assert.ok(ports('redis-clients').includes(6379) && ports('redis-clients').includes(26379), 'redis and sentinels');
  // CloudNativePG's Services answer on PostgreSQL's port.
  assert.ok(ports('postgres-clients').includes(5432), 'postgres');
});
