// Identity and the gateway for the benchmark: reused when they already answer on their ports,
// otherwise built and started here (and stopped again by the caller).

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, loadInfraConfig, ROOT, RUN_DIR } from '../../../infra/lib/config.mjs';
import { databaseNames, ensureDatabases } from '../../../infra/lib/databases.mjs';
import { ensureInfra } from '../../../infra/lib/ensure-infra.mjs';
import { startS3 } from '../../../infra/lib/s3.mjs';
import { loadSecrets } from '../../../infra/lib/secrets.mjs';
import { GATEWAY_NODE_OPTIONS, withNodeOptions } from '../../../infra/lib/services.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilReady(name, url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode}; see .run/bench-${name}.log`);
    if (await answers(url)) return;
    await sleep(250);
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000} s`);
}

function build() {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['turbo', 'run', 'build', '--filter=@art/gateway', '--filter=@art/identity-service'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit code ${code})`))));
  });
}

/** `BENCH_PROFILE=1`: the started services write V8 CPU profiles to .run/profiles/ when they stop. */
const profileArgs = (name) =>
  process.env.BENCH_PROFILE === '1'
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${path.join(RUN_DIR, 'profiles')}`,
        `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`,
      ]
    : [];

function start(name, main, env) {
  mkdirSync(RUN_DIR, { recursive: true });
  const log = openSync(path.join(RUN_DIR, `bench-${name}.log`), 'w');
  return spawn(process.execPath, [...profileArgs(name), main], { cwd: ROOT, env, stdio: ['ignore', log, log] });
}

/**
 * Returns { gatewayUrl, identityUrl, reused: string[], started: string[], pids: {name: pid} of the
 * started ones, logLevel, stop() }.
 * Processes started here log at `logLevel` (both the same, so the comparison is fair).
 */
export async function benchStack({ logLevel }) {
  const config = loadInfraConfig();
  const identityUrl = process.env.IDENTITY_URL || `http://127.0.0.1:${config.ports.identity}`;
  const gatewayUrl = process.env.GATEWAY_URL || `http://127.0.0.1:${config.ports.gateway}`;
  const identityUp = await answers(`${identityUrl}/ready`);
  const gatewayUp = await answers(`${gatewayUrl}/ready`);
  const children = [];
  const stack = { gatewayUrl, identityUrl, reused: [], started: [], pids: {}, logLevel, stop: async () => {} };
  if (identityUp) stack.reused.push('identity');
  if (gatewayUp) stack.reused.push('gateway');
  if (identityUp && gatewayUp) return stack;

  console.log('starting what is not running: checking PostgreSQL, Redis, NATS and the S3 endpoint');
  await ensureInfra(config, { quiet: true });
  const s3 = await startS3(config.s3, { quiet: true });
  await ensureDatabases(databaseNames({ areas: ['identity'] }), { adminUrl: config.databaseAdminUrl });
  const needsBuild =
    process.env.BENCH_BUILD !== '0' ||
    !existsSync(path.join(ROOT, 'gateway/dist/main.js')) ||
    !existsSync(path.join(ROOT, 'services/identity/dist/main.js'));
  if (needsBuild) await build();

  const secrets = loadSecrets();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    HOST: '127.0.0.1',
    JWT_SECRET: secrets.JWT_SECRET,
    INTERNAL_TOKEN: secrets.INTERNAL_TOKEN,
    SECRET_SEALING_KEY: secrets.SECRET_SEALING_KEY,
    // Production settings, but a bench stop need not wait for a load balancer.
    SHUTDOWN_DRAIN_MS: '0',
    REDIS_URL: config.redisUrl,
    NATS_URL: config.natsUrl,
    S3_ENDPOINT: `http://${config.s3.host}:${config.s3.port}`,
    S3_ACCESS_KEY: config.s3.accessKey,
    S3_SECRET_KEY: config.s3.secretKey,
    S3_BUCKET: config.s3.bucket,
    S3_FALLBACK_BUCKET: config.s3.fallbackBucket,
    IDENTITY_URL: identityUrl,
  };
  if (!identityUp) {
    const child = start('identity', 'services/identity/dist/main.js', {
      ...env,
      SERVICE_NAME: 'identity',
      PORT: new URL(identityUrl).port,
      DATABASE_URL: databaseUrl(config.databaseAdminUrl, 'art_identity'),
    });
    children.push(child);
    await waitUntilReady('identity', `${identityUrl}/ready`, child);
    stack.started.push('identity');
    stack.pids.identity = child.pid;
  }
  if (!gatewayUp) {
    const child = start(
      'gateway',
      'gateway/dist/main.js',
      withNodeOptions({ ...env, SERVICE_NAME: 'gateway', PORT: new URL(gatewayUrl).port }, GATEWAY_NODE_OPTIONS),
    );
    children.push(child);
    await waitUntilReady('gateway', `${gatewayUrl}/ready`, child);
    stack.started.push('gateway');
    stack.pids.gateway = child.pid;
  }
  stack.stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await s3.stop?.();
  };
  return stack;
}
