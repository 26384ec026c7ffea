// The Kubernetes manifests as the cluster would get them: every overlay rendered with
// `kubectl kustomize`, each object validated against the Kubernetes schemas, each Deployment's
// environment against its service's own config schema, and the deployment policy (probes,
// shutdown, security, migrations, autoscalers and disruption budgets, pinned images, ingress
// limits, NetworkPolicies against the addresses each service calls, no committed secrets).
// Broken copies of k8s/ must fail the same checks.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { evaluateEnvironments, ROOT } from '../manifest-checks/config-schemas.mjs';
import { environmentProblems, IMAGE_ENV } from '../manifest-checks/environment-rules.mjs';
import {
  checkOverlays,
  committedSecretProblems,
  externalSecretsOf,
  overlaysOf,
} from '../manifest-checks/kubernetes-check.mjs';
import { containerEnvironments } from '../manifest-checks/kubernetes-env.mjs';
import { connectionAllowed } from '../manifest-checks/kubernetes-network.mjs';
import { schemaProblems } from '../manifest-checks/kubernetes-schema.mjs';
import { workloadsOf } from '../manifest-checks/kubernetes-workloads.mjs';
import { renderKustomization, requireKubectl } from '../manifest-checks/kustomize.mjs';
import { remoteAreas } from '../manifest-checks/remote-areas.mjs';

const REMOTE_AREAS = remoteAreas();

const K8S = path.join(ROOT, 'k8s');
const MiB = 1024 * 1024;

/** Copies of k8s/ with one defect each, rendered through the overlay named. */
const BROKEN = {
  'env-name-typo': {
    overlay: 'dev',
    file: 'base/notification.yaml',
    edit: (s) => s.replace('{ name: SMTP_URL,', '{ name: SMTP_ULR,'),
    expect: [
      /SMTP_ULR is set but services\/notification\/src\/config\.ts does not read it/,
      /SMTP_URL is not set, and its default \(smtp:\/\/127\.0\.0\.1/,
    ],
  },
  'mail-as-host-and-port': {
    overlay: 'prod',
    file: 'base/notification.yaml',
    edit: (s) =>
      s.replace(
        /- \{ name: SMTP_URL,.*\n/,
        '- { name: SMTP_HOST, value: smtp }\n            - { name: SMTP_PORT, value: "587" }\n',
      ),
    expect: [/SMTP_HOST is set but .* does not read it/, /SMTP_PORT is set but/, /SMTP_URL is not set/],
  },
  'secret-a-service-does-not-read': {
    overlay: 'prod',
    file: 'base/notification.yaml',
    edit: (s) =>
      s.replace(
        '            - { name: INTERNAL_TOKEN,',
        '            - { name: JWT_SECRET, valueFrom: { secretKeyRef: { name: art-secrets, key: jwt-secret } } }\n            - { name: INTERNAL_TOKEN,',
      ),
    expect: [/Deployment notification, container notification: JWT_SECRET is set but .* does not read it/],
  },
  'required-secret-missing': {
    overlay: 'prod',
    file: 'base/gateway.yaml',
    edit: (s) => s.replace(/ {12}- \{ name: JWT_SECRET,.*\n/, ''),
    expect: [
      /Deployment gateway, container gateway: JWT_SECRET is required by gateway\/src\/config\.ts and has no default, but is not set/,
    ],
  },
  'config-key-nobody-reads': {
    overlay: 'dev',
    file: 'base/art-config.env',
    edit: (s) => `${s}SMTP_HOST=smtp\n`,
    expect: [/ConfigMap art-config-\w+: key SMTP_HOST is read by no Deployment/],
  },
  'no-trust-proxy-behind-ingress': {
    overlay: 'prod',
    file: 'base/gateway.yaml',
    edit: (s) => s.replace(/ {12}- \{ name: TRUST_PROXY,.*\n/, ''),
    expect: [/Ingress gateway: the gateway behind it has no TRUST_PROXY/],
  },
  'ingress-body-limit-below-uploads': {
    overlay: 'prod',
    file: 'base/ingress.yaml',
    edit: (s) => s.replace(/proxy-body-size: \S+/, 'proxy-body-size: 12m'),
    expect: [/proxy-body-size 12m is not above the gateway's UPLOAD_BODY_LIMIT_BYTES/],
  },
  'fixed-replicas-under-an-autoscaler': {
    overlay: 'prod',
    file: 'base/gateway.yaml',
    edit: (s) => s.replace('  revisionHistoryLimit: 3', '  replicas: 2\n  revisionHistoryLimit: 3'),
    expect: [/Deployment gateway: fixed replicas \(2\) while HorizontalPodAutoscaler gateway owns the count/],
  },
  'grace-period-shorter-than-shutdown': {
    overlay: 'dev',
    file: 'base/identity.yaml',
    edit: (s) => s.replace('terminationGracePeriodSeconds: 40', 'terminationGracePeriodSeconds: 20'),
    expect: [/Deployment identity: terminationGracePeriodSeconds 20 s is not above/],
  },
  'not-a-kubernetes-object': {
    overlay: 'dev',
    file: 'base/identity.yaml',
    edit: (s) => s.replace('containerPort: 4101', 'containerPort: "http-4101"'),
    expect: [/Deployment\/identity: .*containerPort must be integer/],
  },
  'service-address-wrong': {
    overlay: 'dev',
    file: 'base/art-config.env',
    edit: (s) => s.replace('IDENTITY_URL=http://identity:4101', 'IDENTITY_URL=http://identity:4999'),
    expect: [
      /Deployment gateway: IDENTITY_URL=http:\/\/identity:4999 does not point at the Service identity \(ports 4101\)/,
      /Deployment notification: IDENTITY_URL=http:\/\/identity:4999 does not point/,
    ],
  },
  'catalogue-without-its-database': {
    overlay: 'prod',
    file: 'base/catalogue.yaml',
    // The service's own line (the init container's comes first and stays).
    edit: (s) => s.replace(/ {12}- \{ name: DATABASE_URL,.*\n(?= {12}- \{ name: INTERNAL_TOKEN)/, ''),
    expect: [
      /Deployment catalogue, container catalogue: DATABASE_URL is not set, and its default \(postgres:\/\/postgres@127\.0\.0\.1:5432\/art_catalogue\) is for a developer machine/,
    ],
  },
  'catalogue-route-to-the-wrong-port': {
    overlay: 'dev',
    file: 'base/art-config.env',
    edit: (s) => s.replace('CATALOGUE_URL=http://catalogue:4102', 'CATALOGUE_URL=http://catalogue:4101'),
    expect: [
      /Deployment gateway: CATALOGUE_URL=http:\/\/catalogue:4101 does not point at the Service catalogue \(ports 4102\)/,
    ],
  },
  'probes-swapped': {
    overlay: 'dev',
    file: 'base/notification.yaml',
    edit: (s) => s.replace('path: /ready', 'path: /health'),
    expect: [/container notification: readinessProbe is not GET \/ready/],
  },
  'messaging-calling-itself-social': {
    overlay: 'dev',
    file: 'base/messaging.yaml',
    edit: (s) => s.replace('{ name: SERVICE_NAME, value: messaging }', '{ name: SERVICE_NAME, value: social }'),
    expect: [/Deployment messaging: SERVICE_NAME is "social"/],
  },
  'service-without-autoscaler': {
    overlay: 'prod',
    file: 'base/hpa.yaml',
    edit: (s) =>
      s.replace(
        /apiVersion: autoscaling\/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n {2}name: commerce\n[\s\S]*?---\n/,
        '',
      ),
    expect: [/Deployment commerce: 0 HorizontalPodAutoscalers \(one expected\)/],
  },
  'one-budget-over-every-service': {
    overlay: 'prod',
    file: 'base/pdb.yaml',
    edit: (s) =>
      `${s}---\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: services\nspec:\n  maxUnavailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/component: service\n`,
    expect: [
      /PodDisruptionBudget services: selects the pods of 7 workloads/,
      /Deployment catalogue: under 2 PodDisruptionBudgets \(one expected: catalogue, services\)/,
    ],
  },
  'remote-without-budget': {
    overlay: 'dev',
    file: 'base/pdb.yaml',
    edit: (s) =>
      s.replace(/ {6}app\.kubernetes\.io\/name: remote-social\n/, '      app.kubernetes.io/name: remote-socia\n'),
    expect: [
      /Deployment remote-social: under 0 PodDisruptionBudgets/,
      /PodDisruptionBudget remote-social: selects the pods of 0 workloads/,
    ],
  },
  'no-migrate-init-container': {
    overlay: 'prod',
    file: 'base/social.yaml',
    edit: (s) => s.replace(/ {6}initContainers:\n[\s\S]*?(?= {6}containers:)/, ''),
    expect: [/Deployment social: no init container "migrate"/],
  },
  'migrate-against-another-database': {
    overlay: 'dev',
    file: 'base/identity.yaml',
    edit: (s) =>
      s.replace(
        '{ name: art-secrets, key: identity-database-url }',
        '{ name: art-secrets, key: catalogue-database-url }',
      ),
    expect: [/Deployment identity: init container migrate does not take DATABASE_URL from where the service does/],
  },
  'migrating-again-at-start': {
    overlay: 'prod',
    file: 'base/commerce.yaml',
    edit: (s) => s.replace('{ name: MIGRATE_ON_START, value: "false" }', '{ name: MIGRATE_ON_START, value: "true" }'),
    expect: [/Deployment commerce: MIGRATE_ON_START is not "false"/],
  },
  'secret-values-in-prod': {
    overlay: 'prod',
    file: 'overlays/prod/kustomization.yaml',
    edit: (s) =>
      `${s}secretGenerator:\n  - name: art-secrets\n    literals: [jwt-secret=committed-by-mistake-0123456789abcdef]\n`,
    expect: [/Secret art-secrets-\w+: values in the manifests/],
  },
  'stateful-image-unpinned': {
    overlay: 'dev',
    file: 'overlays/dev/redis.yaml',
    edit: (s) => s.replace('image: redis:7.2.5-bookworm', 'image: redis:latest'),
    expect: [/StatefulSet redis, container redis: image redis:latest is not pinned/],
  },
  'remote-probe-elsewhere': {
    overlay: 'dev',
    file: 'base/frontend-remotes.yaml',
    edit: (s) =>
      s.replace(
        'readinessProbe:\n            httpGet: { path: /mf/commerce/mf-manifest.json',
        'readinessProbe:\n            httpGet: { path: /',
      ),
    expect: [
      /Deployment remote-commerce, container remote: readinessProbe is not GET \/mf\/commerce\/mf-manifest\.json/,
    ],
  },
  'no-default-deny': {
    overlay: 'prod',
    file: 'base/network-policies.yaml',
    edit: (s) =>
      s.replace(
        '  name: default-deny\nspec:\n  podSelector: {}\n  policyTypes: [Ingress, Egress]',
        '  name: default-deny\nspec:\n  podSelector: {}\n  policyTypes: [Ingress]',
      ),
    expect: [/no default-deny NetworkPolicy/],
  },
  'namespace-open-inside': {
    overlay: 'dev',
    file: 'base/network-policies.yaml',
    // The usual shortcut: every pod of the namespace may talk to every other.
    edit: (s) =>
      `${s}---\napiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: same-namespace\nspec:\n  podSelector: {}\n  policyTypes: [Ingress, Egress]\n  ingress:\n    - from: [{ podSelector: {} }]\n  egress:\n    - to: [{ podSelector: {} }]\n`,
    expect: [
      /NetworkPolicies let social connect to catalogue:4102, which it has no address of/,
      /NetworkPolicies let gateway connect to remote-identity:8080, which it has no address of/,
    ],
  },
  'commerce-cut-off-from-catalogue': {
    overlay: 'prod',
    file: 'base/network-policies.yaml',
    edit: (s) => s.replace(/( {2}name: commerce\n[\s\S]*?egress:\n)[\s\S]*?(?= {4}- to:\n {8}- ipBlock)/, '$1'),
    expect: [
      /Deployment commerce: CATALOGUE_URL=http:\/\/catalogue:4102\/ is blocked by the NetworkPolicies \(commerce → catalogue:4102\)/,
    ],
  },
  'identity-open-to-the-ingress-controller': {
    overlay: 'prod',
    file: 'base/network-policies.yaml',
    edit: (s) =>
      s.replace(
        /( {2}name: identity\n[\s\S]*?ingress:\n {4}- from:\n)/,
        '$1        - namespaceSelector:\n            matchLabels:\n              kubernetes.io/metadata.name: ingress-nginx\n',
      ),
    expect: [/Deployment identity accepts connections from the ingress controller/],
  },
  'dev-database-closed': {
    overlay: 'dev',
    file: 'overlays/dev/network-policies.yaml',
    edit: (s) =>
      s.replace(
        'matchLabels: { app.kubernetes.io/component: service }\n      ports:\n        - { protocol: TCP, port: 5432 }',
        'matchLabels: { app.kubernetes.io/name: gateway }\n      ports:\n        - { protocol: TCP, port: 5432 }',
      ),
    expect: [
      /Deployment identity: DATABASE_URL=postgres:\/\/identity:.*@postgres:5432\/art_identity is blocked by the NetworkPolicies \(identity → postgres:5432\)/,
    ],
  },
  'metrics-closed-to-prometheus': {
    overlay: 'prod',
    file: 'base/network-policies.yaml',
    edit: (s) =>
      s.replaceAll(
        'kubernetes.io/metadata.name: monitoring\n      ports:\n        - { protocol: TCP, port: 4106 }',
        'kubernetes.io/metadata.name: monitorin\n      ports:\n        - { protocol: TCP, port: 4106 }',
      ),
    expect: [/Deployment notification: Prometheus \(namespace monitoring\) cannot reach \/metrics on 4106/],
  },
  'traces-kept-in': {
    overlay: 'prod',
    file: 'base/network-policies.yaml',
    edit: (s) => s.replace(/( {2}name: otel-clients\n[\s\S]*?port: )4318/, '$14317'),
    expect: [
      /Deployment gateway: OTEL_EXPORTER_OTLP_ENDPOINT=http:\/\/otel-collector\.monitoring:4318\/ is blocked by the NetworkPolicies \(gateway → otel-collector\.monitoring:4318 \(namespace monitoring\)\)/,
    ],
  },
  'placeholder-left-in-the-configmap': {
    overlay: 'prod',
    file: 'base/art-config.env',
    edit: (s) => s.replace('CONNECTIPS_APP_NAME=Art Marketplace', 'CONNECTIPS_APP_NAME=<app name>'),
    expect: [/Deployment commerce, container commerce: CONNECTIPS_APP_NAME="<app name>" is a placeholder/],
  },
  'test-merchant-in-prod': {
    overlay: 'prod',
    file: 'base/art-config.env',
    edit: (s) =>
      s.replace(
        'ESEWA_FORM_URL=https://epay.esewa.com.np/api/epay/main/v2/form',
        'ESEWA_FORM_URL=https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      ),
    expect: [/Deployment commerce, container commerce: ESEWA_FORM_URL=.* is a provider's test host/],
  },
  'replicas-free-to-share-a-node': {
    overlay: 'prod',
    file: 'base/catalogue.yaml',
    edit: (s) => s.replace(/ {6}topologySpreadConstraints:\n(?: {8}.*\n)+/, ''),
    expect: [/Deployment catalogue: up to \d+ pods but no topologySpreadConstraints over kubernetes\.io\/hostname/],
  },
  'spread-that-leaves-pods-pending': {
    overlay: 'prod',
    file: 'base/frontend-remotes.yaml',
    edit: (s) => s.replace('whenUnsatisfiable: ScheduleAnyway', 'whenUnsatisfiable: DoNotSchedule'),
    expect: [/Deployment remote-identity: its hostname spread is DoNotSchedule/],
  },
  'spread-over-another-workload': {
    overlay: 'dev',
    file: 'base/gateway.yaml',
    edit: (s) => s.replace(/(topologySpreadConstraints:[\s\S]*?app\.kubernetes\.io\/name: )gateway/, '$1identity'),
    expect: [/Deployment gateway: up to 3 pods but no topologySpreadConstraints/],
  },
  'no-priority-class': {
    overlay: 'prod',
    file: 'base/kustomization.yaml',
    edit: (s) => s.replace('  - priority-class.yaml\n', ''),
    expect: [/Deployment gateway: priorityClassName art-marketplace is not a rendered PriorityClass/],
  },
  'remote-closed-to-the-ingress': {
    overlay: 'dev',
    file: 'base/network-policies.yaml',
    edit: (s) => s.replace(/( {2}name: frontend-remotes\n[\s\S]*?port: )8080/, '$18081'),
    expect: [
      /Ingress gateway: \/mf\/identity\/ goes to remote-identity:8080, which the NetworkPolicies close to the ingress controller/,
    ],
  },
};

let checked;
let broken;
const temps = [];

before(async () => {
  requireKubectl();
  const variants = Object.entries(BROKEN).map(([name, variant]) => {
    const copy = mkdtempSync(path.join(os.tmpdir(), `art-k8s-${name}-`));
    temps.push(copy);
    cpSync(K8S, copy, { recursive: true });
    const file = path.join(copy, variant.file);
    const before = readFileSync(file, 'utf8');
    const after = variant.edit(before);
    assert.notEqual(after, before, `the edit "${name}" changed nothing in ${variant.file}`);
    writeFileSync(file, after);
    return { name, dir: path.join(copy, 'overlays', variant.overlay), secretValues: variant.overlay === 'dev' };
  });
  // One pass (one read of the config schemas) for the real overlays and the broken copies.
  const all = await checkOverlays([...overlaysOf(K8S), ...variants], { externalSecrets: externalSecretsOf(K8S) });
  checked = all.results;
  broken = Object.fromEntries(variants.map((v) => [v.name, all.results[v.name]]));
});

after(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

test('kubectl with kustomize v5 renders the overlays (the test fails, never skips, without it)', () => {
  assert.match(requireKubectl(), /^v?[5-9]\./);
});

for (const { name } of overlaysOf(K8S)) {
  test(`overlay ${name}: valid Kubernetes objects, each service given exactly its config, the deployment policy`, () => {
    assert.ok(checked[name].objects.length > 0, 'rendered nothing');
    assert.deepEqual(checked[name].problems, []);
  });

  test(`overlay ${name}: mail leaves (notification reads SMTP_URL, from the Secret) and no JWT_SECRET reaches notification`, () => {
    const deployment = checked[name].objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'notification');
    const env = deployment.spec.template.spec.containers[0].env;
    const smtp = env.find((v) => v.name === 'SMTP_URL');
    assert.equal(smtp?.valueFrom?.secretKeyRef?.key, 'smtp-url');
    assert.ok(!env.some((v) => /^SMTP_(HOST|PORT)$/.test(v.name)));
    assert.ok(!env.some((v) => v.name === 'JWT_SECRET'));
  });

  test(`overlay ${name}: the gateway is scaled by its autoscaler only, and shuts down inside its grace period`, () => {
    const gateway = checked[name].objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway');
    assert.equal(gateway.spec.replicas, undefined);
    const pod = gateway.spec.template.spec;
    assert.deepEqual(pod.containers[0].lifecycle.preStop.exec.command, ['sleep', '5']);
    assert.ok(pod.terminationGracePeriodSeconds >= 5 + 5 + 20 + 5);
  });
}

test('prod overlay: catalogue is autoscaled from two pods under its own disruption budget, on its own database', () => {
  const catalogue = checked.prod.objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'catalogue');
  assert.equal(catalogue.spec.replicas, undefined, 'the autoscaler owns the count');
  assert.equal(catalogue.spec.template.spec.containers[0].image, 'registry.example.com/art/catalogue:0.1.0');
  const budgets = checked.prod.objects.filter(
    (o) => o.kind === 'PodDisruptionBudget' && o.spec.selector.matchLabels?.['app.kubernetes.io/name'] === 'catalogue',
  );
  assert.equal(budgets.length, 1);
  const env = catalogue.spec.template.spec.containers[0].env;
  assert.equal(env.find((v) => v.name === 'DATABASE_URL').valueFrom.secretKeyRef.key, 'catalogue-database-url');
  assert.ok(!env.some((v) => v.name === 'JWT_SECRET'), 'the gateway checks tokens; catalogue gets no JWT_SECRET');
  const service = checked.prod.objects.find((o) => o.kind === 'Service' && o.metadata.name === 'catalogue');
  assert.deepEqual(
    service.spec.ports.map((p) => p.port),
    [4102],
  );
});

for (const [overlay, floor, remotes] of [
  ['dev', 1, 1],
  ['prod', 2, 2],
]) {
  test(`overlay ${overlay}: every autoscaler starts at ${floor} pod(s) at least, every frontend remote runs ${remotes}`, () => {
    const objects = checked[overlay].objects;
    const autoscalers = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
    assert.deepEqual(autoscalers.map((h) => h.metadata.name).sort(), [
      'catalogue',
      'commerce',
      'gateway',
      'identity',
      'messaging',
      'moderation',
      'notification',
      'social',
    ]);
    for (const hpa of autoscalers) {
      if (overlay === 'dev') assert.equal(hpa.spec.minReplicas, 1, hpa.metadata.name);
      else assert.ok(hpa.spec.minReplicas >= floor, hpa.metadata.name);
    }
    const remoteDeployments = objects.filter(
      (o) => o.kind === 'Deployment' && o.spec.template.metadata.labels['app.kubernetes.io/component'] === 'frontend',
    );
    assert.deepEqual(remoteDeployments.map((d) => d.metadata.name.replace(/^remote-/, '')).sort(), REMOTE_AREAS);
    for (const remote of remoteDeployments) assert.equal(remote.spec.replicas, remotes, remote.metadata.name);
  });

  test(`overlay ${overlay}: the shell's remotes.json comes from the ConfigMap shell-remotes, mounted into the gateway`, () => {
    const objects = checked[overlay].objects;
    const map = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('shell-remotes-'));
    const remotes = JSON.parse(map.data['remotes.json']);
    assert.deepEqual(Object.keys(remotes).sort(), REMOTE_AREAS);
    for (const [name, url] of Object.entries(remotes)) assert.match(url, new RegExp(`/mf/${name}/mf-manifest\\.json$`));
    if (overlay === 'dev') assert.ok(Object.values(remotes).every((url) => url.startsWith('/mf/')));
    const gateway = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway');
    const pod = gateway.spec.template.spec;
    const file = pod.containers[0].env.find((v) => v.name === 'REMOTES_FILE').value;
    const volume = pod.volumes.find((v) => v.configMap?.name === map.metadata.name);
    const mount = pod.containers[0].volumeMounts.find((m) => m.name === volume.name);
    assert.equal(file, `${mount.mountPath}/remotes.json`);
    // Each remote's Ingress path goes to its own Service.
    const ingress = objects.find((o) => o.kind === 'Ingress');
    const paths = ingress.spec.rules[0].http.paths;
    for (const name of Object.keys(remotes)) {
      const entry = paths.find((p) => p.path === `/mf/${name}/`);
      assert.equal(entry?.pathType, 'Prefix');
      assert.equal(entry.backend.service.name, `remote-${name}`);
    }
    assert.equal(paths.at(-1).path, '/');
    assert.equal(paths.at(-1).backend.service.name, 'gateway');
  });
}

test('base renders no Secret: real secrets are created in the cluster', () => {
  const objects = renderKustomization(path.join(K8S, 'base'));
  assert.deepEqual(committedSecretProblems(objects), []);
  assert.ok(!objects.some((o) => o.kind === 'Secret'));
  assert.deepEqual(schemaProblems(objects), []);
});

test('dev overlay: the data services are StatefulSets with volumes; NATS is a JetStream cluster of three', () => {
  const sets = Object.fromEntries(
    checked.dev.objects.filter((o) => o.kind === 'StatefulSet').map((o) => [o.metadata.name, o]),
  );
  assert.deepEqual(Object.keys(sets).sort(), ['minio', 'nats', 'postgres', 'redis']);
  for (const set of Object.values(sets)) {
    assert.equal(set.spec.volumeClaimTemplates[0].metadata.name, 'data', set.metadata.name);
    const service = checked.dev.objects.find((o) => o.kind === 'Service' && o.metadata.name === set.spec.serviceName);
    assert.equal(service?.spec.clusterIP, 'None', `${set.metadata.name}: a headless governing Service`);
  }
  assert.equal(sets.nats.spec.replicas, 3);
  const conf = checked.dev.objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('nats-config-'));
  assert.match(conf.data['nats.conf'], /jetstream \{\s*store_dir: \/data\/jetstream/);
  for (const i of [0, 1, 2]) assert.match(conf.data['nats.conf'], new RegExp(`nats://nats-${i}\\.nats-headless:6222`));
  const redis = sets.redis.spec.template.spec.containers[0].args.join(' ');
  assert.match(redis, /--maxmemory-policy noeviction/);
  const job = checked.dev.objects.find((o) => o.kind === 'Job' && o.metadata.name === 'minio-buckets');
  assert.match(job.spec.template.spec.containers[0].image, /^minio\/mc:RELEASE\./);
});

test('dev overlay: each service logs in as its own PostgreSQL role, which the init script creates with its database', () => {
  const secret = checked.dev.objects.find((o) => o.kind === 'Secret' && o.metadata.name.startsWith('art-secrets-'));
  const script = checked.dev.objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('postgres-init-'))
    .data['postgres-init.sh'];
  const areas = script.match(/for area in ([a-z ]+); do/)[1].split(' ');
  assert.deepEqual(areas, ['identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification', 'moderation']);
  assert.match(
    script,
    /CREATE DATABASE :"db" OWNER :"role" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C\.utf8' LC_CTYPE 'C\.utf8'/,
  );
  assert.match(script, /REVOKE CONNECT, TEMPORARY ON DATABASE :"db" FROM PUBLIC/);
  assert.match(script, /CREATE EXTENSION IF NOT EXISTS pg_trgm/);
  const postgres = checked.dev.objects.find((o) => o.kind === 'StatefulSet' && o.metadata.name === 'postgres');
  const env = postgres.spec.template.spec.containers[0].env;
  for (const area of areas) {
    const url = new URL(Buffer.from(secret.data[`${area}-database-url`], 'base64').toString());
    assert.equal(url.username, area);
    assert.equal(url.pathname, `/art_${area}`);
    assert.notEqual(url.password, '');
    const given = env.find((v) => v.name === `${area.toUpperCase()}_DATABASE_URL`);
    assert.equal(given.valueFrom.secretKeyRef.key, `${area}-database-url`);
  }
});

test('dev overlay: mails go to the in-cluster maildev', () => {
  const secret = checked.dev.objects.find((o) => o.kind === 'Secret');
  assert.equal(Buffer.from(secret.data['smtp-url'], 'base64').toString(), 'smtp://maildev:1025');
});

test('prod overlay: the gateway believes one proxy hop, and the ingress takes uploads the gateway takes', () => {
  const { env, workload } = checked.prod.environments.gateway;
  assert.equal(env.TRUST_PROXY, '1');
  const ingress = checked.prod.objects.find((o) => o.kind === 'Ingress');
  const size = ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'];
  const upload = Number(env.UPLOAD_BODY_LIMIT_BYTES ?? workload.keys.UPLOAD_BODY_LIMIT_BYTES.default);
  assert.ok(upload >= MiB);
  assert.ok(Number.parseInt(size, 10) * MiB > upload, `${size} ≤ ${upload} bytes`);
});

test('prod overlay: the ConfigMap is generated with a content hash and the Deployments follow its name', () => {
  const maps = checked.prod.objects.filter((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('art-config-'));
  assert.equal(maps.length, 1);
  assert.match(maps[0].metadata.name, /^art-config-[a-z0-9]{10}$/);
  const refs = checked.prod.objects
    .filter((o) => o.kind === 'Deployment')
    .flatMap((d) => d.spec.template.spec.containers.flatMap((c) => c.env ?? []))
    .map((v) => v.valueFrom?.configMapKeyRef?.name)
    .filter(Boolean);
  assert.ok(refs.length > 0);
  assert.deepEqual([...new Set(refs)], [maps[0].metadata.name]);
});

for (const [name, variant] of Object.entries(BROKEN)) {
  test(`a broken copy of k8s/ fails: ${name}`, () => {
    const problems = broken[name].problems.join('\n');
    for (const pattern of variant.expect) assert.match(problems, pattern);
  });
}

test("the one-off operator Job (k8s/jobs/create-operator): a valid Job running identity's operator command with identity's config", async () => {
  const objects = renderKustomization(path.join(K8S, 'jobs', 'create-operator'), {
    loadRestrictor: 'LoadRestrictionsNone',
  });
  assert.deepEqual(schemaProblems(objects), []);
  const jobs = objects.filter((o) => o.kind === 'Job');
  assert.equal(jobs.length, 1);
  const [job] = jobs;
  const pod = job.spec.template;
  assert.equal(pod.spec.restartPolicy, 'Never');
  assert.equal(job.spec.backoffLimit, 0, 'a refused address is not tried again');
  const [container] = pod.spec.containers;
  assert.equal(container.image, 'art-marketplace/identity');
  assert.deepEqual(container.command, ['node', 'dist/operator-command.js']);
  assert.equal(container.args[0], 'create');
  assert.ok(readFileSync(path.join(ROOT, 'services/identity/src/operator-command.ts'), 'utf8').includes('create'));
  // A service's egress, but never an endpoint of the Service identity (whose selector is its name).
  assert.equal(pod.metadata.labels['app.kubernetes.io/component'], 'service');
  assert.notEqual(pod.metadata.labels['app.kubernetes.io/name'], 'identity');
  assert.equal(container.securityContext.readOnlyRootFilesystem, true);
  // Its environment is checked as identity's Deployment's is, against services/identity/src/config.ts.
  const asDeployment = { kind: 'Deployment', metadata: { name: 'identity' }, spec: { template: pod } };
  const [environment] = containerEnvironments([...objects, asDeployment], {
    externalSecrets: externalSecretsOf(K8S),
  });
  assert.deepEqual(environment.problems, []);
  const id = 'jobs/create-operator';
  const { workloads, results } = await evaluateEnvironments([
    { id, workload: 'identity', env: environment.env, imageEnv: IMAGE_ENV },
  ]);
  assert.deepEqual(
    environmentProblems('Job create-operator', workloads.identity, environment.env, results[id]?.problems),
    [],
  );
});

test('dev overlay: creates its own namespace art-dev (Pod Security restricted) and puts every object in it', () => {
  const namespaces = checked.dev.objects.filter((o) => o.kind === 'Namespace');
  assert.deepEqual(
    namespaces.map((n) => n.metadata.name),
    ['art-dev'],
  );
  assert.equal(namespaces[0].metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
  const clusterScoped = new Set(['Namespace', 'PriorityClass']);
  for (const o of checked.dev.objects.filter((o) => !clusterScoped.has(o.kind))) {
    assert.equal(o.metadata.namespace, 'art-dev', `${o.kind} ${o.metadata.name}`);
  }
});

for (const overlay of ['dev', 'prod']) {
  test(`overlay ${overlay}: the gateway's /metrics token comes from the Secret, and annotation scraping (no token) leaves the gateway alone`, () => {
    const gateway = checked[overlay].objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway');
    const env = gateway.spec.template.spec.containers[0].env;
    assert.equal(env.find((v) => v.name === 'METRICS_TOKEN')?.valueFrom?.secretKeyRef?.key, 'metrics-token');
    assert.equal(gateway.spec.template.metadata.annotations['prometheus.io/scrape'], 'false');
    for (const d of checked[overlay].objects.filter((o) => o.kind === 'Deployment')) {
      const pod = d.spec.template;
      if (pod.metadata.annotations?.['prometheus.io/scrape'] !== 'true') continue;
      // Scraped by annotation: a service's /metrics, which takes no token.
      assert.ok(!pod.spec.containers[0].env?.some((v) => v.name === 'METRICS_TOKEN'), d.metadata.name);
    }
  });
}

test('the Secret template and the dev Secret carry metrics-token', () => {
  assert.ok(externalSecretsOf(K8S)['art-secrets'].has('metrics-token'));
  const secret = checked.dev.objects.find((o) => o.kind === 'Secret' && o.metadata.name.startsWith('art-secrets-'));
  assert.ok(Buffer.from(secret.data['metrics-token'], 'base64').toString().length >= 32);
  assert.match(
    readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8'),
    /job_name: art-gateway[\s\S]*credentials_file/,
  );
});

test('prod overlay: no placeholder in any ConfigMap; the merchant codes and client ids come from the Secret', () => {
  for (const map of checked.prod.objects.filter((o) => o.kind === 'ConfigMap')) {
    for (const [key, value] of Object.entries(map.data ?? {})) {
      assert.doesNotMatch(value.replace(/<[^<>@\s]+@[^<>@\s]+>/g, ''), /<[^<>]*>/, `${map.metadata.name}: ${key}`);
    }
  }
  const keys = externalSecretsOf(K8S)['art-secrets'];
  const envOf = (name) =>
    checked.prod.objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name).spec.template.spec
      .containers[0].env;
  for (const [workload, variable, key] of [
    ['commerce', 'ESEWA_PRODUCT_CODE', 'esewa-product-code'],
    ['commerce', 'CONNECTIPS_MERCHANT_ID', 'connectips-merchant-id'],
    ['commerce', 'CONNECTIPS_APP_ID', 'connectips-app-id'],
    ['identity', 'GOOGLE_CLIENT_ID', 'google-client-id'],
    ['identity', 'FACEBOOK_APP_ID', 'facebook-app-id'],
  ]) {
    assert.equal(envOf(workload).find((v) => v.name === variable)?.valueFrom?.secretKeyRef?.key, key);
    assert.ok(keys.has(key), key);
  }
  assert.ok(!envOf('commerce').some((v) => v.name === 'ALLOW_TEST_VALUES'), 'prod takes no test values');
});

test('prod overlay: the object store is reachable on 9000 (a MinIO tenant pod behind its Service 443) and on 443', () => {
  const policy = checked.prod.objects.find(
    (o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'object-storage-clients',
  );
  assert.deepEqual(policy.spec.egress[0].ports.map((p) => p.port).sort(), [443, 9000]);
});

test('the extra-ca component: every service and the gateway trust the mounted bundle through NODE_EXTRA_CA_CERTS, and the overlay still checks clean', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'art-k8s-extra-ca-'));
  temps.push(dir);
  writeFileSync(
    path.join(dir, 'kustomization.yaml'),
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [${path.relative(dir, path.join(K8S, 'overlays/prod'))}]\ncomponents: [${path.relative(dir, path.join(K8S, 'components/extra-ca'))}]\n`,
  );
  const { results } = await checkOverlays([{ name: 'prod-extra-ca', dir, secretValues: false }], {
    externalSecrets: externalSecretsOf(K8S),
  });
  const { objects, problems } = results['prod-extra-ca'];
  assert.deepEqual(problems, []);
  const deployments = objects.filter((o) => o.kind === 'Deployment');
  const clients = deployments.filter((d) =>
    ['service', 'edge'].includes(d.spec.template.metadata.labels['app.kubernetes.io/component']),
  );
  assert.equal(clients.length, 8);
  for (const d of clients) {
    const pod = d.spec.template.spec;
    const file = pod.containers[0].env.find((v) => v.name === 'NODE_EXTRA_CA_CERTS')?.value;
    assert.equal(file, '/etc/art/ca/ca.crt', d.metadata.name);
    const volume = pod.volumes.find((v) => v.configMap?.name === 'art-extra-ca');
    const mount = pod.containers[0].volumeMounts.find((m) => m.name === volume.name);
    assert.equal(`${mount.mountPath}/${volume.configMap.items[0].path}`, file);
  }
});

test('docs/operations.md says how to trust a private CA and which buckets are public to read', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
  assert.match(doc, /NODE_EXTRA_CA_CERTS=\/etc\/art\/ca\/ca\.crt/);
  assert.match(doc, /k8s\/components\/extra-ca/);
  assert.match(doc, /`art-images` and `art-images-fallback`, are \*\*public to read\*\*/);
  assert.match(doc, /\*\*Not public\*\*: chat\s+pictures .* studio applications/s);
});

for (const overlay of ['dev', 'prod']) {
  test(`overlay ${overlay}: every Deployment spreads its pods over nodes (ScheduleAnyway) and runs under the PriorityClass art-marketplace`, () => {
    const objects = checked[overlay].objects;
    const priority = objects.find((o) => o.kind === 'PriorityClass');
    assert.equal(priority?.metadata.name, 'art-marketplace');
    assert.equal(priority.metadata.namespace, undefined, 'cluster-scoped');
    assert.ok(priority.value > 0 && priority.globalDefault === false);
    const ours = objects.filter(
      (o) =>
        o.kind === 'Deployment' && o.spec.template.metadata.labels['app.kubernetes.io/component'] !== 'infrastructure',
    );
    assert.equal(ours.length, 15);
    for (const d of ours) {
      const pod = d.spec.template.spec;
      assert.equal(pod.priorityClassName, 'art-marketplace', d.metadata.name);
      const [spread] = pod.topologySpreadConstraints;
      assert.deepEqual(
        { key: spread.topologyKey, when: spread.whenUnsatisfiable, skew: spread.maxSkew },
        { key: 'kubernetes.io/hostname', when: 'ScheduleAnyway', skew: 1 },
      );
      assert.deepEqual(spread.labelSelector.matchLabels, {
        'app.kubernetes.io/name': d.spec.template.metadata.labels['app.kubernetes.io/name'],
      });
    }
  });
}

for (const [overlay, ratio] of [
  ['dev', '1'],
  ['prod', '0.1'],
]) {
  test(`overlay ${overlay}: the gateway and every service keep ${ratio === '1' ? 'every trace' : '10 % of new traces'} (OTEL_TRACES_SAMPLER_RATIO ${ratio})`, () => {
    const names = ['gateway', 'identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification', 'moderation'];
    for (const name of names) {
      const { env } = checked[overlay].environments[name];
      assert.equal(env.OTEL_TRACES_SAMPLER_RATIO, ratio, name);
    }
  });
}

/** The prod overlay with REDIS_URL pointing at a Sentinel group, and extra kustomization lines. */
async function prodWithSentinel(name, extra = '') {
  const dir = mkdtempSync(path.join(os.tmpdir(), `art-k8s-${name}-`));
  temps.push(dir);
  writeFileSync(
    path.join(dir, 'kustomization.yaml'),
    `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources: [${path.relative(dir, path.join(K8S, 'overlays/prod'))}]
configMapGenerator:
  - name: art-config
    behavior: merge
    literals:
      - REDIS_URL=redis+sentinel://redis-node-0.redis-headless.art-data.svc:26379,redis-node-1.redis-headless.art-data.svc:26379/mymaster
${extra}`,
  );
  const { results } = await checkOverlays([{ name, dir, secretValues: false }], {
    externalSecrets: externalSecretsOf(K8S),
  });
  return results[name].problems;
}

test('prod overlay with a Sentinel REDIS_URL: every config schema takes it and the NetworkPolicies let the sentinels be reached', async () => {
  assert.deepEqual(await prodWithSentinel('prod-sentinel'), []);
});

test('a Sentinel REDIS_URL with the sentinels’ port closed fails, naming each sentinel', async () => {
  const problems = await prodWithSentinel(
    'prod-sentinel-closed',
    `patches:
  - target: { kind: NetworkPolicy, name: redis-clients }
    patch: |
      - { op: replace, path: /spec/egress/0/ports, value: [{ protocol: TCP, port: 6379 }] }
`,
  );
  const text = problems.join('\n');
  assert.match(
    text,
    /Deployment gateway: REDIS_URL=redis:\/\/redis-node-0\.redis-headless\.art-data\.svc:26379 is blocked/,
  );
  assert.match(
    text,
    /Deployment notification: REDIS_URL=redis:\/\/redis-node-1\.redis-headless\.art-data\.svc:26379 is blocked/,
  );
});

test('dev overlay: Redis keeps an append-only file on its volume and never evicts (the mail queue lives there)', () => {
  const redis = checked.dev.objects.find((o) => o.kind === 'StatefulSet' && o.metadata.name === 'redis');
  const args = redis.spec.template.spec.containers[0].args.join(' ');
  assert.match(args, /--appendonly yes/);
  assert.match(args, /--maxmemory-policy noeviction/);
  const dir = /--dir (\S+)/.exec(args)?.[1];
  assert.ok(redis.spec.template.spec.containers[0].volumeMounts.some((m) => m.mountPath === dir && m.name === 'data'));
});

test('docs/operations.md requires AOF for Redis, says what is lost without it, and how to name a Sentinel group', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
  assert.match(doc, /\*\*`appendonly yes`\*\*/);
  assert.match(doc, /mail queue/);
  assert.match(doc, /REDIS_URL=redis\+sentinel:\/\//);
});

test('k8s/jobs/k6-runners: with it, k6-operator runners in the namespace k6 reach the gateway on 8080 and nothing else; without it, not even that', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'art-k8s-k6-runners-'));
  temps.push(dir);
  writeFileSync(
    path.join(dir, 'kustomization.yaml'),
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [${path.relative(dir, path.join(K8S, 'overlays/dev'))}, ${path.relative(dir, path.join(K8S, 'jobs/k6-runners'))}]\n`,
  );
  const { results } = await checkOverlays([{ name: 'dev-k6-runners', dir, secretValues: true }], {
    externalSecrets: externalSecretsOf(K8S),
  });
  const { objects, problems } = results['dev-k6-runners'];
  assert.deepEqual(problems, []);
  const runners = { namespace: 'k6' };
  const reachable = (objs) => {
    const policies = objs.filter((o) => o.kind === 'NetworkPolicy');
    return workloadsOf(objs)
      .filter((w) => w.kind === 'Deployment')
      .flatMap((w) =>
        (w.pod.containers ?? []).flatMap((c) => (c.ports ?? []).map((p) => ({ w, port: p.containerPort }))),
      )
      .filter(({ w, port }) => connectionAllowed(policies, runners, { pod: w }, port))
      .map(({ w, port }) => `${w.name}:${port}`);
  };
  assert.deepEqual(reachable(objects), ['gateway:8080']);
  assert.deepEqual(reachable(checked.dev.objects), []);
});

for (const overlay of ['dev', 'prod']) {
  test(`overlay ${overlay}: WebSockets spread over the messaging pods (no affinity); only polling goes through messaging-polling (ClientIP)`, () => {
    const { objects } = checked[overlay];
    const service = (name) => objects.find((o) => o.kind === 'Service' && o.metadata.name === name);
    assert.equal(service('messaging').spec.sessionAffinity ?? 'None', 'None');
    assert.equal(service('messaging-polling').spec.sessionAffinity, 'ClientIP');
    assert.deepEqual(service('messaging-polling').spec.selector, service('messaging').spec.selector);
    const gateway = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway');
    const env = gateway.spec.template.spec.containers[0].env;
    const map = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('art-config'));
    const configured = (name) => map.data[env.find((v) => v.name === name).valueFrom.configMapKeyRef.key];
    assert.equal(configured('MESSAGING_URL'), 'http://messaging:4105');
    assert.equal(configured('MESSAGING_POLLING_URL'), 'http://messaging-polling:4105');
  });
}
