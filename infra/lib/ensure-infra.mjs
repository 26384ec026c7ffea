// Checks PostgreSQL, Redis and NATS (with JetStream) at their configured URLs and starts any that
// is installed on this machine but not running. Usable as a module or as a script:
//   node infra/lib/ensure-infra.mjs        (exit code 0 when all three are up)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { connect as natsConnect } from 'nats';
import pg from 'pg';
import { loadInfraConfig } from './config.mjs';
import { log } from './log.mjs';
import { runCommand } from './run-command.mjs';
import { waitFor } from './wait.mjs';
import { which } from './which.mjs';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const isLocal = (url) => LOCAL_HOSTS.has(new URL(url).hostname);
const portOf = (url, fallback) => Number(new URL(url).port || fallback);
const redact = (url) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

// --- checks: each resolves when the server answers, and throws a clear error otherwise ---

export async function checkPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return `PostgreSQL ${rows[0].server_version}`;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function checkRedis(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const info = await redis.info('server');
    const version = /redis_version:(\S+)/.exec(info)?.[1] ?? '?';
    return `Redis ${version}`;
  } finally {
    redis.disconnect();
  }
}

export async function checkNats(url) {
  const nc = await natsConnect({ servers: url, timeout: 3000, reconnect: false });
  try {
    let jsm;
    try {
      jsm = await nc.jetstreamManager({ timeout: 3000 });
      await jsm.getAccountInfo();
    } catch (error) {
      const e = new Error(
        `NATS at ${url} answers but JetStream is not enabled (${error.message}); start nats-server with -js`,
      );
      e.jetstreamMissing = true;
      throw e;
    }
    return `NATS ${nc.info?.version ?? '?'} with JetStream`;
  } finally {
    await nc.close().catch(() => {});
  }
}

/** Sets Redis' eviction policy to noeviction (BullMQ refuses to lose keys). */
export async function setRedisNoEviction(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const [, policy] = await redis.config('GET', 'maxmemory-policy');
    if (policy !== 'noeviction') {
      await redis.config('SET', 'maxmemory-policy', 'noeviction');
      log.info(`Redis maxmemory-policy was ${policy}, set to noeviction (BullMQ needs it)`);
    }
  } finally {
    redis.disconnect();
  }
}

// --- starters: the machine's own commands (see .library machine notes / docs/development.md) ---

async function startPostgres() {
  const ctl = which('pg_ctlcluster');
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : [];
  if (!ctl || versions.length === 0) {
    throw new Error(
      'PostgreSQL is not installed here (no pg_ctlcluster or /etc/postgresql): install postgresql or set DATABASE_ADMIN_URL to a running server',
    );
  }
  let startedOne = false;
  for (const version of versions) {
    try {
      await runCommand(ctl, ['--skip-systemctl-redirect', version, 'main', 'start']);
      startedOne = true;
    } catch (error) {
      if (!/already running/i.test(error.message)) throw error;
    }
  }
  if (!startedOne) {
    throw new Error(
      `the local PostgreSQL cluster (${versions.join(', ')}) is already running but does not answer at this URL: check DATABASE_ADMIN_URL`,
    );
  }
}

async function startRedis(url) {
  const server = which('redis-server');
  if (!server)
    throw new Error(
      'Redis is not installed here (no redis-server on PATH): install redis-server or set REDIS_URL to a running server',
    );
  mkdirSync('/var/lib/redis', { recursive: true });
  mkdirSync('/var/log/redis', { recursive: true });
  const port = portOf(url, 6379);
  await runCommand(server, [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    port === 6379 ? '/var/log/redis/ci.log' : `/var/log/redis/ci-${port}.log`,
  ]);
}

async function startNats(url) {
  const server = which('/usr/sbin/nats-server') ?? which('nats-server');
  const ssd = which('start-stop-daemon');
  if (!server)
    throw new Error(
      'NATS is not installed here (no nats-server): install nats-server or set NATS_URL to a running server with JetStream',
    );
  const port = portOf(url, 4222);
  // The machine's server keeps its store in /var/lib/nats-server; one on another port gets its own.
  const suffix = port === 4222 ? '' : `-${port}`;
  const storeDir = `/var/lib/nats-server${suffix}`;
  mkdirSync(storeDir, { recursive: true });
  const args = [
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-js',
    '-sd',
    storeDir,
    '-l',
    `/var/log/nats-server${suffix}.log`,
  ];
  if (port === 4222 && ssd) {
    await runCommand(ssd, ['--start', '--oknodo', '--background', '--exec', server, '--', ...args]);
  } else {
    // start-stop-daemon --oknodo would see the machine's own nats-server and do nothing.
    const child = spawn(server, args, { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
  }
}

const COMPONENTS = [
  {
    name: 'PostgreSQL',
    urlKey: 'databaseAdminUrl',
    env: 'DATABASE_ADMIN_URL',
    check: checkPostgres,
    start: startPostgres,
    waitMs: 60_000,
  },
  { name: 'Redis', urlKey: 'redisUrl', env: 'REDIS_URL', check: checkRedis, start: startRedis, waitMs: 20_000 },
  { name: 'NATS', urlKey: 'natsUrl', env: 'NATS_URL', check: checkNats, start: startNats, waitMs: 30_000 },
];

/**
 * Makes sure the three servers answer. Returns the names of those it had to start (they are
 * machine services and are left running afterwards). Throws one error naming everything missing.
 */
export async function ensureInfra(config = loadInfraConfig(), { start = true, quiet = false } = {}) {
  const started = [];
  const problems = [];
  for (const c of COMPONENTS) {
    const url = config[c.urlKey];
    try {
      const what = await c.check(url);
      if (!quiet) log.ok(`${what} at ${redact(url)}`);
      continue;
    } catch (error) {
      if (error.jetstreamMissing) {
        problems.push(error.message);
        continue;
      }
      if (!start || !isLocal(url)) {
        problems.push(`${c.name} is not reachable at ${redact(url)} (${c.env}): ${error.message}`);
        continue;
      }
      log.info(`${c.name} is not reachable at ${redact(url)}; starting it`);
    }
    try {
      await c.start(url);
      const what = await waitFor(`${c.name} at ${redact(url)}`, () => c.check(url), {
        timeoutMs: c.waitMs,
        intervalMs: 500,
      });
      started.push(c.name);
      if (!quiet) log.ok(`started ${what} at ${redact(url)}`);
    } catch (error) {
      problems.push(`${c.name} (${c.env}=${redact(url)}) could not be started: ${error.message}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`infrastructure missing:\n  - ${problems.join('\n  - ')}`);
  }
  await setRedisNoEviction(config.redisUrl);
  return { started };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureInfra()
    .then(() => process.exit(0))
    .catch((error) => {
      log.error(error.message);
      process.exit(1);
    });
}
