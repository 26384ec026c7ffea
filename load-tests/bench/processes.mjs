// The processes a bench starts: free ports, a build of the workspaces it runs, and services
// started from their dist/ with a log under .run/ and stopped again; and the session tokens its
// requests carry.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, openSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl, loadInfraConfig, ROOT, RUN_DIR } from '../../infra/lib/config.mjs';
import { dropDatabase, ensureDatabases } from '../../infra/lib/databases.mjs';
import { ensureInfra } from '../../infra/lib/ensure-infra.mjs';
import { startS3 } from '../../infra/lib/s3.mjs';
import { loadSecrets } from '../../infra/lib/secrets.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Builds the given workspaces (turbo filters, e.g. '@art/gateway'). */
export function buildWorkspaces(workspaces) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['turbo', 'run', 'build', ...workspaces.map((name) => `--filter=${name}`)], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit code ${code})`))));
  });
}

/** A started process of the bench, logging to .run/bench-<name>.log; resolves once /ready answers. */
export async function startProcess(name, main, env) {
  mkdirSync(RUN_DIR, { recursive: true });
  const log = openSync(path.join(RUN_DIR, `bench-${name}.log`), 'w');
  const child = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode}; see .run/bench-${name}.log`);
    if (await answers(`${url}/ready`)) return { name, child, url, pid: child.pid };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready at ${url}/ready within 120 s; see .run/bench-${name}.log`);
}

export async function stopProcess({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** What every process of a bench is started with: production settings on the machine's infrastructure. */
export function benchEnv({ config, secrets, prefix, logLevel }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    HOST: '127.0.0.1',
    JWT_SECRET: secrets.JWT_SECRET,
    INTERNAL_TOKEN: secrets.INTERNAL_TOKEN,
    SHUTDOWN_DRAIN_MS: '0',
    REDIS_URL: config.redisUrl,
    NATS_URL: config.natsUrl,
    BUS_PREFIX: prefix,
    S3_ENDPOINT: `http://${config.s3.host}:${config.s3.port}`,
    S3_ACCESS_KEY: config.s3.accessKey,
    S3_SECRET_KEY: config.s3.secretKey,
    S3_BUCKET: config.s3.bucket,
    S3_FALLBACK_BUCKET: config.s3.fallbackBucket,
    // A few bench users write thousands of times a minute (posts, orders, messages): the gateway's
    // write limit (120 a minute per user) would measure 429s instead of the services.
    WRITE_RATE_LIMIT_PER_USER: '100000000',
    WRITE_RATE_LIMIT_PER_GUEST_IP: '100000000',
  };
}

const base64url = (value) => Buffer.from(value).toString('base64url');

/** A session token as identity signs it (HS256, sub, role, exp; no session version stored yet). */
export function benchToken(secret, id, role) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: id, role, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 86_400 }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * What every bench stack does first: PostgreSQL, Redis and NATS up, the S3 endpoint, its bench
 * databases dropped and made again, its workspaces built (unless BENCH_BUILD=0), the machine's
 * secrets and a stream prefix of its own. Answers { config, s3, secrets, prefix, databaseUrls }.
 */
export async function prepareBenchStack({ databases, workspaces }) {
  const config = loadInfraConfig();
  await ensureInfra(config, { quiet: true });
  const s3 = await startS3(config.s3, { quiet: true });
  const names = Object.values(databases);
  const admin = new pg.Client({ connectionString: config.databaseAdminUrl });
  await admin.connect();
  try {
    for (const name of names) await dropDatabase(admin, name);
  } finally {
    await admin.end();
  }
  await ensureDatabases(names, { adminUrl: config.databaseAdminUrl, quiet: true });
  if (process.env.BENCH_BUILD !== '0') await buildWorkspaces(workspaces);
  const databaseUrls = Object.fromEntries(
    Object.entries(databases).map(([area, name]) => [area, databaseUrl(config.databaseAdminUrl, name)]),
  );
  return { config, s3, secrets: loadSecrets(), prefix: `bench${randomBytes(3).toString('hex')}`, databaseUrls };
}
