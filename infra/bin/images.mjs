#!/usr/bin/env node
// `npm run test:images`: the product's images built and run on this machine.
//   1. the pinned base images present (pulled, or local stand-ins where no registry answers:
//      infra/images/standins.mjs);
//   2. every image built with buildah from its real Dockerfile (layer cache kept between runs, the
//      npm cache mounts too), each checked: not root, a HEALTHCHECK, within its size budget
//      (infra/images/images.mjs); then handed to Docker;
//   3. the stack of infra/docker-compose.yml run from those images (profiles app and remotes) on a
//      network of its own, every port published on 127.0.0.1 only and none of the machine's own
//      (PostgreSQL, Redis, NATS… on this machine keep theirs), every health check waited for;
//   4. one journey through the gateway container (infra/images/journey.ts);
//   5. the stack stopped with SIGTERM: every container exits cleanly within its grace period.
// Flags: --images=gateway,identity,remote-catalogue (a subset; default all)  --build-only (1–2)
//        --no-build (check and run the images built before)  --keep (leave the stack running after
//        the journey)  --no-pull (stand-ins without trying a registry)
// The stack needs the gateway's and every service's image; the remotes' (profile "remotes") run
// when all of them exist, and the run says so when they do not.
// Needs docker (a running dockerd), buildah and, for stand-ins, debootstrap (`.ci/run` installs them).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ensureEngine } from '../images/engine.mjs';
import { imageProblems, productImages, selectImages } from '../images/images.mjs';
import { CACHE, ensureBaseImages } from '../images/standins.mjs';
import { ROOT } from '../lib/config.mjs';
import { log } from '../lib/log.mjs';

const argv = process.argv.slice(2);
const known = /^--(images=.*|build-only|no-build|keep|no-pull)$/;
const strange = argv.filter((a) => !known.test(a));
if (strange.length) {
  console.error(`unknown option ${strange.join(' ')}; see the head of infra/bin/images.mjs`);
  process.exit(2);
}
const names = argv
  .find((a) => a.startsWith('--images='))
  ?.slice('--images='.length)
  .split(',')
  .filter(Boolean);
const buildOnly = argv.includes('--build-only');
// Checks and runs the images an earlier run built, without building (e.g. while another build runs).
const noBuild = argv.includes('--no-build');
const keep = argv.includes('--keep');
const PROJECT = 'art-images-test';
const COMPOSE_FILE = path.join(ROOT, 'infra', 'docker-compose.yml');
// Where the stack's gateway answers; the rest of the published ports are chosen by Docker.
const GATEWAY_PORT = process.env.IMAGES_GATEWAY_PORT || '18080';
// buildah's own store: overlay where the kernel offers it (fast), vfs otherwise.
const STORAGE_DRIVER = process.env.BUILDAH_STORAGE_DRIVER || 'overlay';
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function must(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 3).join(' ')}… exited ${result.status}`);
  return result;
}
const output = (command, args, options = {}) =>
  spawnSync(command, args, { encoding: 'utf8', cwd: ROOT, ...options }).stdout.trim();
const inspect = (ref) => JSON.parse(output('docker', ['image', 'inspect', ref]))[0];

/** The ARG <X>_IMAGE defaults of a Dockerfile, as docker-daemon: references for buildah. */
function baseArgs(dockerfile) {
  const text = readFileSync(path.join(ROOT, dockerfile), 'utf8');
  return [...text.matchAll(/^ARG (\w+_IMAGE)=(\S+)/gm)].flatMap(([, name, image]) => [
    '--build-arg',
    `${name}=docker-daemon:${image}`,
  ]);
}
const baseImageOf = (dockerfile, kind) =>
  [...readFileSync(path.join(ROOT, dockerfile), 'utf8').matchAll(/^ARG (\w+)_IMAGE=(\S+)/gm)].find(
    ([, name]) => name.toLowerCase() === kind,
  )?.[2];

function build(image) {
  const started = Date.now();
  const buildah = ['--storage-driver', STORAGE_DRIVER];
  must('buildah', [
    ...buildah,
    'bud',
    '--layers',
    // OCI images have no HEALTHCHECK: buildah drops it unless it writes Docker's format.
    '--format',
    'docker',
    '--network',
    'host',
    '--isolation',
    'chroot',
    '-f',
    image.dockerfile,
    ...baseArgs(image.dockerfile),
    '-t',
    image.tag,
    '.',
  ]);
  const built = Date.now();
  must('buildah', [...buildah, 'push', '--quiet', image.tag, `docker-daemon:${image.tag}`]);
  return { buildMs: built - started, pushMs: Date.now() - built };
}

function buildAll(images) {
  const rows = [];
  const problems = [];
  for (const image of images) {
    if (!noBuild) log.info(`building ${image.name} (${image.dockerfile})`);
    let times = { buildMs: 0, pushMs: 0 };
    try {
      if (noBuild) inspect(image.tag);
      else times = build(image);
    } catch (error) {
      problems.push(`${image.name}: ${noBuild ? 'not built' : `build failed (${error.message})`}`);
      rows.push({ image, failed: true });
      continue;
    }
    const inspected = inspect(image.tag);
    const base = baseImageOf(image.dockerfile, image.base);
    const baseSize = inspect(base).Size;
    const found = imageProblems(image, inspected, baseSize);
    problems.push(...found);
    rows.push({
      image,
      ...times,
      size: inspected.Size,
      added: inspected.Size - baseSize,
      base,
      user: inspected.Config.User,
      ok: !found.length,
    });
  }
  console.log('');
  console.log('| image | build | to Docker | size | added to base | user | checks |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    if (r.failed) console.log(`| ${r.image.name} | failed | | | | | ✖ |`);
    else
      console.log(
        `| ${r.image.name} | ${noBuild ? '—' : seconds(r.buildMs)} | ${noBuild ? '—' : seconds(r.pushMs)} | ${(r.size / 1e6).toFixed(0)} MB | ${(r.added / 1e6).toFixed(0)} MB (base ${r.base}) | ${r.user} | ${r.ok ? '✔' : '✖'} |`,
      );
  }
  console.log('');
  return problems;
}

/**
 * Compose v2 (the docker plugin) runs the file as it is. Debian's docker-compose is v1, which
 * refuses the top-level `name:` (the -p here names the project anyway): it gets a copy without it,
 * with paths still relative to infra/.
 */
function composeCommand() {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) {
    return ['docker', ['compose', '-f', COMPOSE_FILE]];
  }
  const copy = path.join(CACHE, 'docker-compose.v1.yml');
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(copy, readFileSync(COMPOSE_FILE, 'utf8').replace(/^name: .*$/m, ''));
  return ['docker-compose', ['--project-directory', path.dirname(COMPOSE_FILE), '-f', copy]];
}
const [composeBin, composePrefix] = composeCommand();
// Ports left empty are published on 127.0.0.1 at a port Docker picks: the machine's own servers keep theirs.
const composeEnv = {
  ...process.env,
  ART_POSTGRES_PORT: '',
  ART_REDIS_PORT: '',
  ART_NATS_PORT: '',
  ART_NATS_MONITOR_PORT: '',
  ART_S3_PORT: '',
  ART_MINIO_CONSOLE_PORT: '',
  ART_SMTP_PORT: '',
  ART_MAILDEV_WEB_PORT: '',
  ART_GATEWAY_PORT: GATEWAY_PORT,
};
let profiles = ['app', 'remotes'];
const compose = (args, options = {}) =>
  spawnSync(composeBin, [...composePrefix, '-p', PROJECT, ...profiles.flatMap((p) => ['--profile', p]), ...args], {
    cwd: ROOT,
    env: composeEnv,
    encoding: 'utf8',
    stdio: options.capture ? 'pipe' : 'inherit',
  });

const containers = () =>
  output('docker', ['ps', '-aq', '--filter', `label=com.docker.compose.project=${PROJECT}`])
    .split('\n')
    .filter(Boolean)
    .map((id) => JSON.parse(output('docker', ['inspect', id]))[0]);
const serviceOf = (c) => c.Config.Labels['com.docker.compose.service'];

async function waitHealthy(timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = containers();
    const waiting = [];
    for (const c of all) {
      const s = c.State;
      if (
        s.Status === 'exited' &&
        s.ExitCode === 0 &&
        c.Config.Labels['com.docker.compose.service'] === 'minio-buckets'
      )
        continue;
      if (s.Status === 'exited' || s.Status === 'dead' || c.RestartCount > 0 || s.Health?.Status === 'unhealthy') {
        throw new Error(
          `${serviceOf(c)} ${s.Health?.Status ?? s.Status} (exit ${s.ExitCode}, restarts ${c.RestartCount})`,
        );
      }
      if (s.Health ? s.Health.Status !== 'healthy' : s.Status !== 'running') waiting.push(serviceOf(c));
    }
    if (all.length && !waiting.length) return all;
    if (Date.now() > deadline) throw new Error(`not healthy within ${seconds(timeoutMs)}: ${waiting.join(', ')}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

function publishedPort(service, port) {
  const answer = compose(['port', service, String(port)], { capture: true }).stdout.trim();
  if (!answer) throw new Error(`${service} publishes no port ${port}`);
  return answer.replace(/^0\.0\.0\.0:/, '127.0.0.1:');
}

function runJourney(urls) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=@art/source',
        '--import',
        'tsx',
        path.join(ROOT, 'infra', 'images', 'journey.ts'),
        `--gateway=${urls.gateway}`,
        `--mail=${urls.mail}`,
        `--postgres=${urls.postgres}`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      const last = text.trim().split('\n').pop();
      let result;
      try {
        result = JSON.parse(last);
      } catch {
        result = { journey: 'failed', error: `no result line (exit ${code})` };
      }
      resolve({ ...result, ok: code === 0 && result.journey === 'ok' });
    });
  });
}

/** Grace period of each compose service (stop_grace_period; Docker's default 10 s), in ms. */
function gracePeriods() {
  const parsed = parse(readFileSync(COMPOSE_FILE, 'utf8'));
  const toMs = (value) => {
    if (!value) return 10_000;
    const m = String(value).match(/^(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/);
    return (Number(m?.[1] ?? 0) * 60 + Number(m?.[2] ?? 0)) * 1000;
  };
  return Object.fromEntries(Object.entries(parsed.services).map(([name, s]) => [name, toMs(s.stop_grace_period)]));
}

/**
 * Stops the stack (compose stop: each container's stop signal, SIGTERM unless the image says
 * otherwise, then SIGKILL after its grace period) and judges every exit: 0 is clean. 143 (ended by
 * SIGTERM's default action) is clean only for the infrastructure's images, whose servers are not
 * ours; a product image must handle SIGTERM and exit 0. 137 is the SIGKILL after the grace period.
 */
// nats-server answers SIGTERM with its whole shutdown ("Server Exiting..") and then exit status 1;
// maildev runs under npx, which passes SIGTERM on and reports maildev's end as 1.
const INFRA_CLEAN_EXITS = { nats: [0, 1], maildev: [0, 1, 143] };
function stopAndCheck(productTags) {
  const grace = gracePeriods();
  const running = containers().filter((c) => c.State.Status === 'running');
  // In the order of the dependencies, one tier at a time, so that each container's time counts
  // from its own signal: the front (gateway, remotes), the services, the infrastructure.
  const tierOf = (c) =>
    !productTags.has(c.Config.Image) ? 3 : /^art-marketplace\/(gateway|remote-)/.test(c.Config.Image) ? 1 : 2;
  const rows = [];
  const problems = [];
  for (const tier of [1, 2, 3]) {
    const members = running.filter((c) => tierOf(c) === tier);
    if (!members.length) continue;
    const started = Date.now();
    compose(['stop', ...new Set(members.map(serviceOf))], { capture: true });
    for (const c of members.map((m) => JSON.parse(output('docker', ['inspect', m.Id]))[0])) {
      const service = serviceOf(c);
      const took = new Date(c.State.FinishedAt).getTime() - started;
      const product = productTags.has(c.Config.Image);
      const clean = (product ? [0] : (INFRA_CLEAN_EXITS[service] ?? [0, 143])).includes(c.State.ExitCode);
      const inGrace = c.State.Status === 'exited' && took <= grace[service];
      if (!clean) problems.push(`${service}: exit ${c.State.ExitCode} after SIGTERM`);
      if (!inGrace) problems.push(`${service}: ${c.State.Status} after ${took} ms, grace ${grace[service]} ms`);
      rows.push({ service, exit: c.State.ExitCode, took, grace: grace[service], ok: clean && inGrace });
    }
  }
  console.log('');
  console.log('| container | exit | stopped after | grace | clean |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.service} | ${r.exit} | ${(r.took / 1000).toFixed(1)} s | ${r.grace / 1000} s | ${r.ok ? '✔' : '✖'} |`,
    );
  }
  console.log('');
  return problems;
}

async function runStack(images) {
  const problems = [];
  compose(['down', '--volumes', '--remove-orphans'], { capture: true });
  const started = Date.now();
  const up = compose(['up', '-d', '--no-build']);
  if (up.status !== 0) {
    compose(['logs', '--tail', '40']);
    return ['compose up failed'];
  }
  try {
    await waitHealthy();
  } catch (error) {
    compose(['ps']);
    compose(['logs', '--tail', '40']);
    compose(['down', '--volumes', '--remove-orphans']);
    return [`stack: ${error.message}`];
  }
  log.ok(`every container healthy ${seconds(Date.now() - started)} after compose up`);
  const urls = {
    gateway: `http://${publishedPort('gateway', 8080)}`,
    mail: `http://${publishedPort('maildev', 1080)}`,
    postgres: `postgres://postgres@${publishedPort('postgres', 5432)}`,
  };
  const journeyStarted = Date.now();
  const journey = await runJourney(urls);
  if (journey.ok) log.ok(`journey through the gateway container in ${seconds(Date.now() - journeyStarted)}`);
  else {
    problems.push(`journey: ${journey.error}`);
    compose(['logs', '--tail', '30', 'gateway', 'identity', 'catalogue', 'commerce', 'messaging', 'notification']);
  }
  if (keep) {
    log.info(
      `left running (--keep): ${urls.gateway}; stop with docker-compose -p ${PROJECT} -f infra/docker-compose.yml --profile app --profile remotes down -v`,
    );
    return problems;
  }
  problems.push(...stopAndCheck(new Set(images.map((i) => i.tag))));
  compose(['down', '--volumes', '--remove-orphans'], { capture: true });
  return problems;
}

async function main() {
  const started = Date.now();
  mkdirSync(CACHE, { recursive: true });
  const all = productImages(ROOT);
  const images = selectImages(all, names);
  await ensureEngine({ cacheDir: CACHE, log: log.info });
  log.info('base images');
  // The builds need only the Dockerfiles' base images; the stack's servers come before compose up.
  const pull = !argv.includes('--no-pull');
  for (const { image, source } of ensureBaseImages(ROOT, { pull, buildOnly: true })) {
    log.info(`  ${image.padEnd(44)} ${source}`);
  }
  const problems = buildAll(images);
  if (!buildOnly && !problems.length) {
    // The images not built now must exist from an earlier run.
    const missing = all.filter(
      (i) => !images.includes(i) && spawnSync('docker', ['image', 'inspect', i.tag], { stdio: 'ignore' }).status !== 0,
    );
    const missingApp = missing.filter((i) => i.kind !== 'remote');
    if (missingApp.length) {
      problems.push(
        `the stack needs ${missingApp.map((i) => i.name).join(', ')}: build them too, or pass --build-only`,
      );
    } else if (missing.length) {
      profiles = ['app'];
      log.warn(
        `the remotes' own images run only when all are built; missing ${missing.map((i) => i.name).join(', ')}: profile "remotes" not run`,
      );
    }
    if (!problems.length) {
      for (const { image, source } of ensureBaseImages(ROOT, { pull })) log.info(`  ${image.padEnd(44)} ${source}`);
      problems.push(...(await runStack(images)));
    }
  }
  for (const problem of problems) log.error(problem);
  log.info(`${problems.length ? 'failed' : 'passed'} in ${seconds(Date.now() - started)}`);
  return problems.length ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    log.error(error.stack ?? error.message);
    process.exit(1);
  });
