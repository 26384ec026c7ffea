// Catalogue, commerce and a gateway of their own for the commerce bench: built dist/, production
// settings, the bench databases art_catalogue_bench and art_commerce_bench (dropped and made again
// each run), their own stream prefix (catalogue's stock events reach commerce's projection, as in
// production), cache keys and rate-limit keys, on free ports. A running `npm start` is left alone.
// Identity is not started: the bench signs its buyers' tokens with the stack's JWT secret.
import { benchEnv, prepareBenchStack } from '../processes.mjs';
import {
  benchServiceStarter,
  migrateThenPrepare,
  stackStopper,
  startBenchGateway,
  UNUSED_PAYMENT_KEYS,
} from '../stack-parts.mjs';

export const BENCH_DATABASES = { catalogue: 'art_catalogue_bench', commerce: 'art_commerce_bench' };

/**
 * { gatewayUrl, catalogueUrl, commerceUrl, databases: { catalogue, commerce } (URLs), jwtSecret,
 * pids, stop() }. `prepare(databases)` runs once both services have migrated their databases and
 * stopped again, before they start for the run (so their caches and the planner's statistics are
 * of the filled tables).
 */
export async function commerceBenchStack({ logLevel = 'warn', prepare } = {}) {
  const {
    config,
    s3,
    secrets,
    prefix,
    databaseUrls: databases,
  } = await prepareBenchStack({
    databases: BENCH_DATABASES,
    workspaces: ['@art/gateway', '@art/catalogue-service', '@art/commerce-service'],
  });
  const base = benchEnv({ config, secrets, prefix, logLevel });
  const started = [];
  const stopAll = stackStopper(started, { s3 });
  const start = benchServiceStarter(base, started);
  const startAreas = async () => {
    const catalogue = await start('catalogue', 'catalogue', {
      DATABASE_URL: databases.catalogue,
      CACHE_PREFIX: `${prefix}:catalogue:cache:`,
    });
    const commerce = await start('commerce', 'commerce', {
      ...UNUSED_PAYMENT_KEYS,
      DATABASE_URL: databases.commerce,
      CATALOGUE_URL: catalogue.url,
    });
    return { catalogue, commerce };
  };
  try {
    await migrateThenPrepare(started, startAreas, () => prepare?.(databases));
    const { catalogue, commerce } = await startAreas();
    const gateway = await startBenchGateway('gateway', {
      base,
      prefix,
      areaUrls: { CATALOGUE_URL: catalogue.url, COMMERCE_URL: commerce.url },
    });
    started.push(gateway);
    return {
      gatewayUrl: gateway.url,
      catalogueUrl: catalogue.url,
      commerceUrl: commerce.url,
      databases,
      jwtSecret: secrets.JWT_SECRET,
      pids: { gateway: gateway.pid, catalogue: catalogue.pid, commerce: commerce.pid },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
