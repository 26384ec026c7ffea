// The Kubernetes manifests as the cluster would get them: every overlay rendered with
// `kubectl kustomize`, each object validated against the Kubernetes schemas, each Deployment's
// environment against its service's own config schema, and the deployment policy (probes,
// shutdown, security, replicas, ingress limits). Broken copies of k8s/ must fail the same checks.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import { checkOverlays, externalSecretsOf, overlaysOf } from '../manifest-checks/kubernetes-check.mjs';
import { requireKubectl } from '../manifest-checks/kustomize.mjs';

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
    file: 'overlays/prod/ingress.yaml',
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
    edit: (s) => s.replace(/ {12}- \{ name: DATABASE_URL,.*\n/, ''),
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
    return { name, dir: path.join(copy, 'overlays', variant.overlay) };
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

test('prod overlay: catalogue runs two replicas under the services disruption budget, on its own database', () => {
  const catalogue = checked.prod.objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'catalogue');
  assert.equal(catalogue.spec.replicas, 2);
  assert.equal(catalogue.spec.template.spec.containers[0].image, 'registry.example.com/art/catalogue:0.1.0');
  const budget = checked.prod.objects.find(
    (o) => o.kind === 'PodDisruptionBudget' && o.spec.selector.matchLabels['app.kubernetes.io/component'] === 'service',
  );
  assert.equal(catalogue.spec.template.metadata.labels['app.kubernetes.io/component'], 'service');
  assert.ok(budget, 'a PodDisruptionBudget over the services');
  const env = catalogue.spec.template.spec.containers[0].env;
  assert.equal(env.find((v) => v.name === 'DATABASE_URL').valueFrom.secretKeyRef.key, 'catalogue-database-url');
  assert.ok(!env.some((v) => v.name === 'JWT_SECRET'), 'the gateway checks tokens; catalogue gets no JWT_SECRET');
  const service = checked.prod.objects.find((o) => o.kind === 'Service' && o.metadata.name === 'catalogue');
  assert.deepEqual(
    service.spec.ports.map((p) => p.port),
    [4102],
  );
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
  const maps = checked.prod.objects.filter((o) => o.kind === 'ConfigMap');
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
