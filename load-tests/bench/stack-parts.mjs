// Pieces the benches' stacks share: the payment keys production insists on, the services a bench
// starts (migrated before it fills their tables), the gateway in front of them, and the stop() that
// ends what a stack started.
import { connect } from 'nats';
import { GATEWAY_NODE_OPTIONS, withNodeOptions } from '../../infra/lib/services.mjs';
import { freePort, startProcess, stopProcess } from './processes.mjs';

/**
 * Production refuses the payment providers' development keys; no bench pays through a provider
 * (cash at most), so they are never called, but commerce must start as it would in production.
 */
export const UNUSED_PAYMENT_KEYS = {
  ESEWA_SECRET_KEY: 'bench-esewa-key-never-used',
  STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
};

/** Deletes the streams of the bench's prefix (PREFIX_SOCIAL, PREFIX_IDENTITY, …) from the machine's NATS. */
export async function deleteBenchStreams(natsUrl, prefix) {
  const nats = await connect({ servers: natsUrl });
  try {
    const jsm = await nats.jetstreamManager();
    const mine = `${prefix.toUpperCase()}_`;
    for await (const info of jsm.streams.list()) {
      if (info.config.name.startsWith(mine)) await jsm.streams.delete(info.config.name);
    }
  } finally {
    await nats.close();
  }
}

/**
 * The stack's starter of its services: `start(name, area, env)` runs services/<area>/dist/main.js,
 * logging as `name`, with the stack's `base` environment and `env` on a free port, and adds it to
 * `started`, so that the stack's stop() (stackStopper) ends it, also when a later start fails.
 */
export function benchServiceStarter(base, started) {
  return async (name, area, env = {}) => {
    const handle = await startProcess(name, `services/${area}/dist/main.js`, {
      ...base,
      SERVICE_NAME: area,
      PORT: String(await freePort()),
      ...env,
    });
    started.push(handle);
    return handle;
  };
}

/**
 * A service migrates its database when it starts, and a bench fills the tables only once they
 * exist: `startAll` starts the services once to migrate, they stop again (last first), and only
 * then does `prepare` fill the tables, so that the services started for the run hold caches and
 * planner statistics of the filled tables.
 */
export async function migrateThenPrepare(started, startAll, prepare) {
  await startAll();
  for (const handle of [...started].reverse()) await stopProcess(handle);
  started.length = 0;
  await prepare?.();
}

/**
 * A gateway in front of `areaUrls` ({ CATALOGUE_URL: …, … }) on a free port, with the stack's `base`
 * environment and rate-limit keys of the bench's own `prefix`.
 */
export async function startBenchGateway(name, { base, prefix, areaUrls }) {
  return startProcess(
    name,
    'gateway/dist/main.js',
    withNodeOptions(
      {
        ...base,
        SERVICE_NAME: 'gateway',
        PORT: String(await freePort()),
        ...areaUrls,
        RATE_LIMIT_PREFIX: `${prefix}:rate:`,
      },
      GATEWAY_NODE_OPTIONS,
    ),
  );
}

/**
 * The stack's stop(): every process in `started`, last first (the list is emptied, so a second call
 * stops nothing twice), then the bench's streams when `streams` ({ natsUrl, prefix }) is given,
 * then the S3 stand-in.
 */
export function stackStopper(started, { s3, streams }) {
  return async () => {
    for (const handle of [...started].reverse()) await stopProcess(handle);
    started.length = 0;
    if (streams) {
      await deleteBenchStreams(streams.natsUrl, streams.prefix).catch((error) =>
        console.warn(`  could not delete the bench's streams (${streams.prefix.toUpperCase()}_*): ${error.message}`),
      );
    }
    await s3.stop?.();
  };
}
