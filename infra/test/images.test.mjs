// npm run test:images without a container engine: which images it builds, how it judges a built
// image, which base images get a stand-in, and that the compose file lets it run beside the
// machine's own servers.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { BUDGET_MB, imageProblems, productImages, selectImages } from '../images/images.mjs';
import { pinnedBaseImages, standInFor } from '../images/standins.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = parse(readFileSync(path.join(ROOT, 'infra', 'docker-compose.yml'), 'utf8'));

test('every product image of the compose file is built, from the Dockerfile compose names', () => {
  const images = productImages(ROOT);
  const composed = Object.values(compose.services).filter((s) => s.image?.startsWith('art-marketplace/'));
  assert.deepEqual(images.map((i) => i.tag).sort(), composed.map((s) => s.image).sort());
  for (const service of composed) {
    const image = images.find((i) => i.tag === service.image);
    assert.equal(image.dockerfile, service.build.dockerfile, service.image);
  }
  const services = readdirSync(path.join(ROOT, 'services')).filter((a) => images.some((i) => i.name === a));
  assert.ok(services.length >= 6, `services: ${services}`);
  assert.equal(images[0].name, 'gateway');
});

test('--images picks a subset and names the known images on a typo', () => {
  const all = productImages(ROOT);
  assert.deepEqual(
    selectImages(all, ['gateway', 'identity', 'remote-catalogue']).map((i) => i.name),
    ['gateway', 'identity', 'remote-catalogue'],
  );
  assert.equal(selectImages(all, undefined).length, all.length);
  assert.throws(() => selectImages(all, ['identiy']), /unknown image identiy; images are gateway, /);
});

test('a built image fails as root, without a HEALTHCHECK or over its budget; a good one passes', () => {
  const service = { name: 'identity', kind: 'service' };
  const base = 300e6;
  const good = {
    Config: { User: 'node', Healthcheck: { Test: ['CMD', 'node', '-e', '…'] } },
    Size: base + (BUDGET_MB.service - 1) * 1e6,
  };
  assert.deepEqual(imageProblems(service, good, base), []);
  for (const user of ['', 'root', '0', '0:0', 'root:node']) {
    assert.match(
      imageProblems(service, { ...good, Config: { ...good.Config, User: user } }, base).join(),
      /runs as root/,
      user,
    );
  }
  assert.match(imageProblems(service, { ...good, Config: { User: 'node' } }, base).join(), /no HEALTHCHECK/);
  assert.match(
    imageProblems(service, { ...good, Config: { User: 'node', Healthcheck: { Test: ['NONE'] } } }, base).join(),
    /no HEALTHCHECK/,
  );
  assert.match(
    imageProblems(service, { ...good, Size: base + (BUDGET_MB.service + 1) * 1e6 }, base).join(),
    /over its budget of 260 MB/,
  );
  // The budget is per kind: a remote's is far smaller than a service's.
  assert.match(imageProblems({ name: 'remote-x', kind: 'remote' }, good, base).join(), /over its budget/);
});

test('every base image the Dockerfiles and the compose file pin has a stand-in', () => {
  const pinned = pinnedBaseImages(ROOT);
  for (const expected of ['node:22-slim', 'postgres:15', 'redis:7', 'nats:2.9'])
    assert.ok(pinned.includes(expected), expected);
  assert.ok(pinned.some((i) => i.startsWith('nginxinc/nginx-unprivileged:')));
  for (const image of pinned) assert.ok(standInFor(image), `no stand-in for ${image}`);
  // Another major than the stand-ins are made of must be pulled, not faked.
  assert.equal(standInFor('postgres:16'), undefined);
  assert.equal(standInFor('node:18-slim'), undefined);
  assert.equal(standInFor('mysql:8'), undefined);
  assert.deepEqual(standInFor('node:20-alpine'), { kind: 'node', node: '20', maildev: true });
});

test('the compose file publishes on 127.0.0.1 only, the machine’s servers’ ports movable', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    for (const port of service.ports ?? []) assert.match(port, /^127\.0\.0\.1:/, `${name}: ${port}`);
  }
  // test:images moves these (empty: a port Docker picks) so the machine's PostgreSQL, Redis, NATS,
  // S3, SMTP sink and gateway keep theirs.
  for (const name of ['postgres', 'redis', 'nats', 'minio', 'maildev', 'gateway']) {
    for (const port of compose.services[name].ports) {
      assert.match(port, /^127\.0\.0\.1:\$\{ART_[A-Z0-9_]+_PORT-\d+\}:\d+$/, `${name}: ${port}`);
    }
  }
  const runner = readFileSync(path.join(ROOT, 'infra', 'bin', 'images.mjs'), 'utf8');
  for (const [, variable] of JSON.stringify(compose).matchAll(/\$\{(ART_[A-Z0-9_]+_PORT)-/g)) {
    assert.match(runner, new RegExp(`${variable}:`), `images.mjs does not set ${variable}`);
  }
});

test('the product containers run read-only with a tmpfs /tmp, and stop within the manifests’ grace', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    if (!service.image?.startsWith('art-marketplace/')) continue;
    assert.equal(service.read_only, true, name);
    assert.ok(service.tmpfs.includes('/tmp'), name);
  }
  const grace = readFileSync(path.join(ROOT, 'k8s', 'base', 'identity.yaml'), 'utf8').match(
    /terminationGracePeriodSeconds: (\d+)/,
  )[1];
  assert.equal(compose.services.identity.stop_grace_period, `${grace}s`);
});

test('the nginx stand-in fills templates as the official image: only the filtered variables', (t) => {
  if (spawnSync('sh', ['-c', 'command -v envsubst'], { stdio: 'ignore' }).status !== 0) {
    t.skip('no envsubst here (gettext-base)');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'art-nginx-'));
  try {
    writeFileSync(
      path.join(dir, 'site.conf.template'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an nginx template, filled by envsubst
      'location /mf/${REMOTE}/ { add_header X "${ALLOW_ORIGIN}" $uri; }\n',
    );
    const entrypoint = path.join(ROOT, 'infra', 'images', 'standin-files', 'nginx-entrypoint.sh');
    const result = spawnSync('sh', [entrypoint, 'true'], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        REMOTE: 'catalogue',
        ALLOW_ORIGIN: '*',
        uri: 'not-this',
        NGINX_ENVSUBST_FILTER: '^REMOTE|^ALLOW_ORIGIN',
        NGINX_ENVSUBST_TEMPLATE_DIR: dir,
        NGINX_ENVSUBST_OUTPUT_DIR: dir,
      },
    });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(
      readFileSync(path.join(dir, 'site.conf'), 'utf8'),
      'location /mf/catalogue/ { add_header X "*" $uri; }\n',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
