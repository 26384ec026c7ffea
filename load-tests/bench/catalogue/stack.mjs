// Catalogue and a gateway of its own for the catalogue bench: built dist/, production settings,
// the bench database art_catalogue_bench (dropped and made again each run, so the figures are of
// the data the bench wrote), its own stream prefix and cache keys, on free ports. A running
// `npm start` is left alone.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl, loadInfraConfig, ROOT, RUN_DIR } from '../../../infra/lib/config.mjs';
import { ensureDatabases } from '../../../infra/lib/databases.mjs';
import { ensureInfra } from '../../../infra/lib/ensure-infra.mjs';
import { startS3 } from '../../../infra/lib/s3.mjs';
import { loadSecrets } from '../../../infra/lib/secrets.mjs';
import { GATEWAY_NODE_OPTIONS, withNodeOptions } from '../../../infra/lib/services.mjs';

export const BENCH_DATABASE = 'art_catalogue_bench';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

function build() {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['turbo', 'run', 'build', '--filter=@art/gateway', '--filter=@art/catalogue-service'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit code ${code})`))));
  });
}

/** A started process of the bench, logging to .run/bench-<name>.log. */
async function startProcess(name, main, env) {
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

async function stopProcess({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * { gatewayUrl, catalogueUrl, databaseUrl, pids, startCatalogue(env) (another instance, e.g.
 * through the SQL capture), stop() }. `cacheTtlSeconds` 0: every read goes to PostgreSQL.
 */
export async function catalogueBenchStack({ logLevel = 'warn', cacheTtlSeconds = 0 } = {}) {
  const config = loadInfraConfig();
  await ensureInfra(config, { quiet: true });
  const s3 = await startS3(config.s3, { quiet: true });
  const admin = new pg.Client({ connectionString: config.databaseAdminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await ensureDatabases([BENCH_DATABASE], { adminUrl: config.databaseAdminUrl, quiet: true });
  const needsBuild =
    process.env.BENCH_BUILD !== '0' ||
    !existsSync(path.join(ROOT, 'gateway/dist/main.js')) ||
    !existsSync(path.join(ROOT, 'services/catalogue/dist/main.js'));
  if (needsBuild) await build();

  const secrets = loadSecrets();
  const prefix = `bench${randomBytes(3).toString('hex')}`;
  const benchDatabaseUrl = databaseUrl(config.databaseAdminUrl, BENCH_DATABASE);
  const base = {
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
  };
  const started = [];
  const startCatalogue = async (name, env = {}) => {
    const handle = await startProcess(name, 'services/catalogue/dist/main.js', {
      ...base,
      SERVICE_NAME: 'catalogue',
      PORT: String(await freePort()),
      DATABASE_URL: benchDatabaseUrl,
      CACHE_PREFIX: `${prefix}:catalogue:cache:`,
      CACHE_TTL_SECONDS: String(cacheTtlSeconds),
      ...env,
    });
    started.push(handle);
    return handle;
  };
  try {
    const catalogue = await startCatalogue('catalogue');
    const gateway = await startProcess(
      'gateway',
      'gateway/dist/main.js',
      withNodeOptions(
        {
          ...base,
          SERVICE_NAME: 'gateway',
          PORT: String(await freePort()),
          CATALOGUE_URL: catalogue.url,
          RATE_LIMIT_PREFIX: `${prefix}:rate:`,
        },
        GATEWAY_NODE_OPTIONS,
      ),
    );
    started.push(gateway);
    return {
      gatewayUrl: gateway.url,
      catalogueUrl: catalogue.url,
      databaseUrl: benchDatabaseUrl,
      pids: { gateway: gateway.pid, catalogue: catalogue.pid },
      startCatalogue,
      stopProcess,
      async stop() {
        for (const handle of [...started].reverse()) await stopProcess(handle);
        await s3.stop?.();
      },
    };
  } catch (error) {
    for (const handle of started.reverse()) await stopProcess(handle);
    await s3.stop?.();
    throw error;
  }
}
