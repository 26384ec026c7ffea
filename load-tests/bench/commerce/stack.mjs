// Catalogue, commerce and a gateway of their own for the commerce bench: built dist/, production
// settings, the bench databases art_catalogue_bench and art_commerce_bench (dropped and made again
// each run), their own stream prefix (catalogue's stock events reach commerce's projection, as in
// production), cache keys and rate-limit keys, on free ports. A running `npm start` is left alone.
// Identity is not started: the bench signs its buyers' tokens with the stack's JWT secret.
import { benchEnv, freePort, prepareBenchStack, startProcess, stopProcess } from '../processes.mjs';
import { stackStopper, startBenchGateway, UNUSED_PAYMENT_KEYS } from '../stack-parts.mjs';

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
  const catalogueEnv = async () => ({
    ...base,
    SERVICE_NAME: 'catalogue',
    PORT: String(await freePort()),
    DATABASE_URL: databases.catalogue,
    CACHE_PREFIX: `${prefix}:catalogue:cache:`,
  });
  const commerceEnv = async (catalogueUrl) => ({
    ...base,
    ...UNUSED_PAYMENT_KEYS,
    SERVICE_NAME: 'commerce',
    PORT: String(await freePort()),
    DATABASE_URL: databases.commerce,
    CATALOGUE_URL: catalogueUrl,
  });
  const started = [];
  const stopAll = stackStopper(started, { s3 });
  try {
    // Migrated by a first start of each, then filled, then started again.
    const migrateCatalogue = await startProcess('catalogue', 'services/catalogue/dist/main.js', await catalogueEnv());
    started.push(migrateCatalogue);
    const migrateCommerce = await startProcess(
      'commerce',
      'services/commerce/dist/main.js',
      await commerceEnv(migrateCatalogue.url),
    );
    started.push(migrateCommerce);
    await stopProcess(migrateCommerce);
    await stopProcess(migrateCatalogue);
    started.length = 0;
    await prepare?.(databases);

    const catalogue = await startProcess('catalogue', 'services/catalogue/dist/main.js', await catalogueEnv());
    started.push(catalogue);
    const commerce = await startProcess('commerce', 'services/commerce/dist/main.js', await commerceEnv(catalogue.url));
    started.push(commerce);
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
