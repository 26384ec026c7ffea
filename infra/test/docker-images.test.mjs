// The images and the compose stack, without a Docker engine: each Dockerfile read into stages and
// checked for what the images promise (Node 22 slim, npm ci + turbo build, production
// dependencies only, non-root, HEALTHCHECK on /health with node, the gateway's frontends), the
// .dockerignore, and docker-compose.yml parsed with each product service's environment checked
// against its config schema. Broken variants must fail the same checks.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEFAULT_PORTS } from '../lib/config.mjs';
import { renderServiceDockerfile, servicesWithImages, TEMPLATE } from '../lib/service-dockerfiles.mjs';
import { checkComposeFiles } from '../manifest-checks/compose-check.mjs';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import { dockerfileProblems, stagesOf } from '../manifest-checks/dockerfile.mjs';

const DOCKER = path.join(ROOT, 'infra', 'docker');
const COMPOSE = path.join(ROOT, 'infra', 'docker-compose.yml');
const IMAGES = [
  { file: 'gateway.Dockerfile', servesFrontends: true },
  { file: 'service.Dockerfile', servesFrontends: false },
];
const read = (file) => readFileSync(path.join(DOCKER, file), 'utf8');

for (const image of IMAGES) {
  test(`${image.file}: multi-stage on node:22-slim, npm ci + turbo build, production dependencies, non-root, HEALTHCHECK`, () => {
    assert.deepEqual(dockerfileProblems(read(image.file), image), []);
    const final = stagesOf(read(image.file)).stages.at(-1);
    assert.equal(final.image, 'node:22-slim');
  });
}

test('every service has its own Dockerfile: the shared one with SERVICE and PORT fixed, and up to date', () => {
  const services = servicesWithImages();
  assert.ok(
    services.some((s) => s.area === 'catalogue'),
    'services/catalogue',
  );
  const template = readFileSync(TEMPLATE, 'utf8');
  for (const service of services) {
    const where = `services/${service.area}/Dockerfile`;
    assert.ok(existsSync(service.file), `${where} is missing: run node infra/bin/dockerfiles.mjs`);
    const text = readFileSync(service.file, 'utf8');
    assert.equal(
      text,
      renderServiceDockerfile(template, service),
      `${where} is stale: run node infra/bin/dockerfiles.mjs`,
    );
    assert.deepEqual(dockerfileProblems(text, { servesFrontends: false }), [], where);
    const { args, stages } = stagesOf(text);
    assert.equal(args.SERVICE, service.area, where);
    assert.equal(Number(args.PORT), DEFAULT_PORTS[service.area], where);
    assert.equal(stages.at(-1).image, 'node:22-slim');
  }
});

test('a stale or hand-edited service Dockerfile is told apart from the generated one', () => {
  const template = readFileSync(TEMPLATE, 'utf8');
  const catalogue = { area: 'catalogue', port: 4102 };
  const generated = renderServiceDockerfile(template, catalogue);
  assert.match(generated, /^ARG SERVICE=catalogue$/m);
  assert.match(generated, /^ARG PORT=4102$/m);
  const edited = renderServiceDockerfile(template.replace('USER node', 'USER root'), catalogue);
  assert.notEqual(edited, generated);
  assert.match(dockerfileProblems(edited).join('\n'), /runs as root/);
  assert.throws(
    () => renderServiceDockerfile(template.replace('ARG SERVICE\nARG PORT\n', ''), catalogue),
    /ARG SERVICE/,
  );
});

test('the broken Dockerfiles fail: root user, Node 20, curl health check, no frontends in the gateway', () => {
  const gateway = read('gateway.Dockerfile');
  assert.match(
    dockerfileProblems(gateway.replace(/^USER node$/m, ''), IMAGES[0]).join('\n'),
    /runs as root \(no USER\)/,
  );
  assert.match(dockerfileProblems(gateway.replace(/^USER node$/m, 'USER root'), IMAGES[0]).join('\n'), /runs as root/);
  assert.match(
    dockerfileProblems(gateway.replace('ARG NODE_IMAGE=node:22-slim', 'ARG NODE_IMAGE=node:20-slim'), IMAGES[0]).join(
      '\n',
    ),
    /is not Node 22/,
  );
  assert.match(
    dockerfileProblems(gateway.replace(/^COPY --from=build \/frontends\/.*$/m, ''), IMAGES[0]).join('\n'),
    /does not copy the built frontends/,
  );
  const service = read('service.Dockerfile');
  const curl = service.replace(/CMD \["node", "-e", .*\]$/m, 'CMD curl -fsS http://127.0.0.1:4101/health');
  assert.notEqual(curl, service);
  assert.match(dockerfileProblems(curl, IMAGES[1]).join('\n'), /curl\/wget/);
  assert.match(
    dockerfileProblems(service.replace(/--omit=dev/g, ''), IMAGES[1]).join('\n'),
    /no production-only install/,
  );
});

test('.dockerignore keeps installed modules, builds and local state out of the build context', () => {
  const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim());
  for (const entry of ['**/node_modules', '**/dist', '.git', '.run', '.env']) assert.ok(ignored.includes(entry), entry);
  // turbo prune reads every workspace: none of them may be ignored.
  const workspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  for (const workspace of workspaces) assert.ok(!ignored.includes(workspace.replace(/\/\*$/, '')), workspace);
});

let compose;
let temp;
const BROKEN_COMPOSE = {
  'catalogue-built-from-identity-dockerfile': {
    edit: (s) => s.replace('dockerfile: services/catalogue/Dockerfile', 'dockerfile: services/identity/Dockerfile'),
    expect: [
      /compose service catalogue: builds services\/identity for the image of catalogue/,
      /compose service catalogue: image PORT 4101 but PORT=4102/,
    ],
  },
  'gateway-without-a-catalogue-route': {
    edit: (s) => s.replace(/( {2}gateway:\n(?:.*\n)*?) {6}CATALOGUE_URL: http:\/\/catalogue:4102\n/, '$1'),
    expect: [/compose service gateway: CATALOGUE_URL=\(not set\), but catalogue answers at http:\/\/catalogue:4102/],
  },
  'notification-mail-as-host-and-port': {
    edit: (s) =>
      s.replace('      SMTP_URL: smtp://maildev:1025\n', '      SMTP_HOST: maildev\n      SMTP_PORT: "1025"\n'),
    expect: [/compose service notification: SMTP_HOST is set but/, /compose service notification: SMTP_URL is not set/],
  },
  'gateway-routes-nowhere': {
    edit: (s) =>
      s.replace(/( {2}gateway:\n(?:.*\n)*? {6}IDENTITY_URL: )http:\/\/identity:4101/, '$1http://127.0.0.1:4101'),
    expect: [
      /service gateway: IDENTITY_URL=http:\/\/127\.0\.0\.1:4101, but identity answers at http:\/\/identity:4101/,
    ],
  },
  'service-listening-on-loopback': {
    edit: (s) => s.replace(/( {2}identity:\n(?:.*\n)*?) {6}HOST: 0\.0\.0\.0\n/, '$1'),
    expect: [/compose service identity: HOST is not set, and its default \(127\.0\.0\.1\)/],
  },
};

before(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'art-compose-'));
  const original = readFileSync(COMPOSE, 'utf8');
  const files = [{ name: 'compose', file: COMPOSE }];
  for (const [name, variant] of Object.entries(BROKEN_COMPOSE)) {
    const text = variant.edit(original);
    assert.notEqual(text, original, `the edit "${name}" changed nothing`);
    // Next to the original, so that build contexts resolve the same way.
    const file = path.join(temp, `${name}.yml`);
    writeFileSync(file, text.replaceAll('context: ..', `context: ${path.join(ROOT)}`));
    files.push({ name, file });
  }
  compose = await checkComposeFiles(files);
});

after(() => rmSync(temp, { recursive: true, force: true }));

test('docker-compose.yml: infrastructure and the product; each service gets exactly its config', () => {
  const { problems, services, compose: parsed } = compose.results.compose;
  assert.deepEqual(problems, []);
  for (const infra of ['postgres', 'redis', 'nats', 'minio', 'maildev']) assert.ok(parsed.services[infra], infra);
  assert.deepEqual(services.map((s) => s.workload).sort(), Object.keys(compose.workloads).sort());
  for (const service of services) {
    assert.deepEqual(parsed.services[service.name].profiles, ['app'], `${service.name} only with --profile app`);
  }
  const init = parsed.services.postgres.volumes.find((v) => v.includes('docker-entrypoint-initdb.d'));
  assert.ok(existsSync(path.join(ROOT, 'infra', init.split(':')[0])), init);
});

for (const [name, variant] of Object.entries(BROKEN_COMPOSE)) {
  test(`a broken docker-compose.yml fails: ${name}`, () => {
    const problems = compose.results[name].problems.join('\n');
    for (const pattern of variant.expect) assert.match(problems, pattern);
  });
}
