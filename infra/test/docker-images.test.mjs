// The images and the compose stack, without a Docker engine: each Dockerfile read into stages and
// checked for what the images promise (Node 22 slim, npm ci + turbo build, production
// dependencies only, non-root, HEALTHCHECK on /health with node, the gateway's frontends; for a
// remote's static image a pinned nginx-unprivileged serving only that remote's dist, with the
// gateway's cache policy), the .dockerignore, and docker-compose.yml parsed with every image
// pinned and each product service's environment checked against its config schema. Broken
// variants must fail the same checks.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEFAULT_PORTS } from '../lib/config.mjs';
import {
  REMOTE_TEMPLATE,
  remotesWithImages,
  renderRemoteDockerfile,
  renderServiceDockerfile,
  servicesWithImages,
  TEMPLATE,
} from '../lib/service-dockerfiles.mjs';
import { checkComposeFiles } from '../manifest-checks/compose-check.mjs';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import {
  dockerfileProblems,
  remoteDockerfileProblems,
  stagesOf,
  unpinnedImageProblem,
} from '../manifest-checks/dockerfile.mjs';
import { remoteAreas } from '../manifest-checks/remote-areas.mjs';

const REMOTE_AREAS = remoteAreas();

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

test('remote.Dockerfile: Node 22 build of one remote, pinned nginx-unprivileged runtime, non-root, HEALTHCHECK on its manifest', () => {
  const text = read('remote.Dockerfile');
  assert.deepEqual(remoteDockerfileProblems(text), []);
  const final = stagesOf(text).stages.at(-1);
  assert.match(final.image, /^nginxinc\/nginx-unprivileged:\d+\.\d+/);
  assert.equal(unpinnedImageProblem(final.image), undefined);
});

test('every remote (not the shell) has its own Dockerfile: the shared one with REMOTE fixed, and up to date', () => {
  const remotes = remotesWithImages();
  assert.deepEqual(
    remotes.map((r) => r.area),
    REMOTE_AREAS,
  );
  const template = readFileSync(REMOTE_TEMPLATE, 'utf8');
  for (const remote of remotes) {
    const where = `frontends/${remote.area}/Dockerfile`;
    assert.ok(existsSync(remote.file), `${where} is missing: run node infra/bin/dockerfiles.mjs`);
    const text = readFileSync(remote.file, 'utf8');
    assert.equal(
      text,
      renderRemoteDockerfile(template, remote),
      `${where} is stale: run node infra/bin/dockerfiles.mjs`,
    );
    assert.deepEqual(remoteDockerfileProblems(text), [], where);
    assert.equal(stagesOf(text).args.REMOTE, remote.area, where);
  }
  assert.throws(() => renderRemoteDockerfile(template.replace('ARG REMOTE\n', ''), { area: 'social' }), /ARG REMOTE/);
});

test('the broken remote Dockerfiles fail: root, :latest or untagged nginx, Node at run time, whole build copied, no health check', () => {
  const remote = read('remote.Dockerfile');
  const broken = {
    'runs as root': remote.replace(/^USER nginx$/m, 'USER root'),
    'root \\(no USER\\)': remote.replace(/^USER nginx$/m, ''),
    'not pinned \\(:latest\\)': remote.replace(/nginx-unprivileged:1\.27-alpine/, 'nginx-unprivileged:latest'),
    'has no tag': remote.replace(/nginx-unprivileged:1\.27-alpine/, 'nginx-unprivileged'),
    'not nginxinc/nginx-unprivileged': remote.replace(/^FROM \$\{NGINX_IMAGE\} AS runtime$/m, (line) =>
      line.replace('NGINX_IMAGE', 'NODE_IMAGE'),
    ),
    'copies more than': remote.replace(
      /^COPY --from=build \/app\/frontends\/\$\{REMOTE\}\/dist\/ /m,
      'COPY --from=build /app/ ',
    ),
    'no HEALTHCHECK': remote.replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, ''),
    'does not ask the remote': remote.replace(/\/mf\/\$\{REMOTE\}\/mf-manifest\.json/, '/'),
    'builds the remote alone': remote.replace(/--filter="\.\/frontends\/\$\{REMOTE\}"/, '--filter="./frontends/*"'),
  };
  for (const [problem, text] of Object.entries(broken)) {
    assert.notEqual(text, remote, `the edit for "${problem}" changed nothing`);
    assert.match(remoteDockerfileProblems(text).join('\n'), new RegExp(problem), problem);
  }
});

/** { regex, value } of each line of the nginx `map $uri $remote_cache_control` block, and its default. */
function cacheMapOf(conf) {
  const block = conf.match(/map \$uri \$remote_cache_control \{([\s\S]*?)\n\}/)[1];
  const rules = [...block.matchAll(/^\s*"~\*(.+)"\s+"([^"]+)";$/gm)].map((m) => ({
    regex: new RegExp(m[1], 'i'),
    value: m[2],
  }));
  return { rules, fallback: block.match(/^\s*default\s+"([^"]+)";$/m)[1] };
}

/** The gateway's cacheControlFor, rebuilt from gateway/src/lib/cache-policy.ts's own names and pattern. */
function gatewayCachePolicy() {
  const source = readFileSync(path.join(ROOT, 'gateway', 'src', 'lib', 'cache-policy.ts'), 'utf8');
  const names = [...source.match(/ALWAYS_REVALIDATE = new Set\(\[([\s\S]*?)\]\)/)[1].matchAll(/'([^']+)'/g)].map(
    (m) => m[1],
  );
  const [, pattern, flags] = source.match(/HASHED_NAME = \/(.+)\/([a-z]*);/);
  const hashed = new RegExp(pattern, flags);
  const immutable = source.match(/IMMUTABLE = '([^']+)'/)[1];
  const noCache = source.match(/NO_CACHE = '([^']+)'/)[1];
  return {
    names,
    cacheControlFor: (file) => {
      const name = file.slice(file.lastIndexOf('/') + 1);
      if (names.includes(name) || name.endsWith('.html')) return noCache;
      return hashed.test(name) ? immutable : noCache;
    },
  };
}

test('remote-nginx.conf: the gateway’s cache policy, gzip_static, CORS from ALLOW_ORIGIN, nosniff, only /mf/<REMOTE>/ on 8080', () => {
  const conf = read('remote-nginx.conf');
  const gateway = gatewayCachePolicy();
  assert.ok(gateway.names.includes('mf-manifest.json') && gateway.names.includes('remoteEntry.js'));
  const map = cacheMapOf(conf);
  assert.ok(map.rules.length >= 2);
  const nginx = (uri) => map.rules.find((rule) => rule.regex.test(uri))?.value ?? map.fallback;
  const files = [
    ...gateway.names,
    'index.html',
    'standalone.html',
    'main.1a2b3c4d.js',
    'assets/412.0f9e8d7c.js',
    'assets/styles.ABCDEF12.css',
    'fonts/noto-0123456789abcdef.woff2',
    'main.js',
    '@mf-types.zip',
    'LICENSE.txt',
    'remoteEntry.1a2b3c4d.js',
  ];
  for (const file of files) {
    assert.equal(nginx(`/mf/catalogue/${file}`), gateway.cacheControlFor(file), file);
  }
  assert.equal(nginx('/mf/catalogue/mf-manifest.json'), 'no-cache');
  assert.equal(nginx('/mf/catalogue/main.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
  for (const directive of [
    /^\s*listen 8080;$/m,
    /^\s*gzip_static on;$/m,
    /^\s*gzip_vary on;$/m,
    /add_header Access-Control-Allow-Origin "\$\{ALLOW_ORIGIN\}" always;/,
    /add_header X-Content-Type-Options "nosniff" always;/,
    /add_header Cache-Control \$remote_cache_control always;/,
    /location \/mf\/\$\{REMOTE\}\/ \{/,
    /location ~ \\\.\(br\|gz\)\$ \{\s*return 404;/,
  ]) {
    assert.match(conf, directive);
  }
  // add_header in a nested block would drop the server's headers (CORS, nosniff) there.
  const locations = conf.slice(conf.indexOf('location '));
  assert.doesNotMatch(locations, /add_header/);
  // Only REMOTE and ALLOW_ORIGIN are the image's to fill in: nginx's own $variables stay.
  const remote = read('remote.Dockerfile');
  const filter = new RegExp(remote.match(/NGINX_ENVSUBST_FILTER=(\S+)/)[1]);
  const templated = [...new Set([...conf.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]))];
  assert.deepEqual(templated.sort(), ['ALLOW_ORIGIN', 'REMOTE']);
  for (const name of templated) assert.match(name, filter);
  for (const nginxVariable of ['uri', 'request_method', 'remote_cache_control'])
    assert.doesNotMatch(nginxVariable, filter);
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
  'minio-unpinned': {
    edit: (s) => s.replace(/image: minio\/minio:\S+/, 'image: minio/minio:latest'),
    expect: [/compose service minio: minio\/minio:latest is not pinned \(:latest\)/],
  },
  'mc-untagged': {
    edit: (s) => s.replace(/image: minio\/mc:\S+/, 'image: minio/mc'),
    expect: [/compose service minio-buckets: minio\/mc has no tag/],
  },
  'remote-built-from-another-remote': {
    edit: (s) => s.replace('dockerfile: frontends/social/Dockerfile', 'dockerfile: frontends/identity/Dockerfile'),
    expect: [/compose service mf-social: builds the remote identity for the image of social/],
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
  for (const [name, service] of Object.entries(parsed.services)) {
    assert.equal(unpinnedImageProblem(service.image), undefined, `${name}: ${service.image}`);
  }
  // Each remote's static image, optional (profile "remotes"), on its own port.
  const remotes = Object.entries(parsed.services).filter(([, s]) => /^art-marketplace\/remote-/.test(s.image));
  assert.deepEqual(
    remotes.map(([, s]) => s.build.dockerfile).sort(),
    remotesWithImages()
      .map((r) => `frontends/${r.area}/Dockerfile`)
      .sort(),
  );
  const ports = new Set();
  for (const [name, service] of remotes) {
    assert.deepEqual(service.profiles, ['remotes'], name);
    const [port] = service.ports.map((p) => p.match(/^127\.0\.0\.1:(\d+):8080$/)?.[1]);
    assert.ok(port && !ports.has(port), `${name}: ${service.ports}`);
    ports.add(port);
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
