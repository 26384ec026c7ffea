// Catalogue and a gateway of its own for the catalogue bench: built dist/, production settings,
// the bench database art_catalogue_bench (dropped and made again each run, so the figures are of
// the data the bench wrote), its own stream prefix and cache keys, on free ports. A running
// `npm start` is left alone.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl, loadInfraConfig, ROOT } from '../../../infra/lib/config.mjs';
import { ensureDatabases } from '../../../infra/lib/databases.mjs';
import { ensureInfra } from '../../../infra/lib/ensure-infra.mjs';
import { startS3 } from '../../../infra/lib/s3.mjs';
import { loadSecrets } from '../../../infra/lib/secrets.mjs';
import { GATEWAY_NODE_OPTIONS, withNodeOptions } from '../../../infra/lib/services.mjs';
import { benchEnv, buildWorkspaces, freePort, startProcess, stopProcess } from '../processes.mjs';

export const BENCH_DATABASE = 'art_catalogue_bench';
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
  if (needsBuild) await buildWorkspaces(['@art/gateway', '@art/catalogue-service']);

  const secrets = loadSecrets();
  const prefix = `bench${randomBytes(3).toString('hex')}`;
  const benchDatabaseUrl = databaseUrl(config.databaseAdminUrl, BENCH_DATABASE);
  const base = benchEnv({ config, secrets, prefix, logLevel });
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
