// Social and a gateway of its own for the social bench: built dist/, production settings, the
// bench database art_social_bench (dropped and made again each run), its own stream prefix, on
// free ports. A running `npm start` is left alone.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, loadInfraConfig } from '../../../infra/lib/config.mjs';
import { ensureDatabases } from '../../../infra/lib/databases.mjs';
import { ensureInfra } from '../../../infra/lib/ensure-infra.mjs';
import { startS3 } from '../../../infra/lib/s3.mjs';
import { loadSecrets } from '../../../infra/lib/secrets.mjs';
import { GATEWAY_NODE_OPTIONS, withNodeOptions } from '../../../infra/lib/services.mjs';
import { benchEnv, buildWorkspaces, freePort, startProcess, stopProcess } from '../processes.mjs';

export const BENCH_DATABASE = 'art_social_bench';

/** { gatewayUrl, socialUrl, databaseUrl, jwtSecret, stop() }; `prepare(databaseUrl)` runs before social starts. */
export async function socialBenchStack({ logLevel = 'warn', prepare } = {}) {
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
  if (process.env.BENCH_BUILD !== '0') await buildWorkspaces(['@art/gateway', '@art/social-service']);

  const secrets = loadSecrets();
  const prefix = `bench${randomBytes(3).toString('hex')}`;
  const benchDatabaseUrl = databaseUrl(config.databaseAdminUrl, BENCH_DATABASE);
  const base = benchEnv({ config, secrets, prefix, logLevel });
  const started = [];
  try {
    // Migrated by a first start, then filled, then started again (so the planner's statistics and
    // caches are of the filled tables).
    const migrate = await startProcess('social', 'services/social/dist/main.js', {
      ...base,
      SERVICE_NAME: 'social',
      PORT: String(await freePort()),
      DATABASE_URL: benchDatabaseUrl,
    });
    await stopProcess(migrate);
    await prepare?.(benchDatabaseUrl);
    const social = await startProcess('social', 'services/social/dist/main.js', {
      ...base,
      SERVICE_NAME: 'social',
      PORT: String(await freePort()),
      DATABASE_URL: benchDatabaseUrl,
    });
    started.push(social);
    const gateway = await startProcess(
      'gateway',
      'gateway/dist/main.js',
      withNodeOptions(
        {
          ...base,
          SERVICE_NAME: 'gateway',
          PORT: String(await freePort()),
          SOCIAL_URL: social.url,
          RATE_LIMIT_PREFIX: `${prefix}:rate:`,
        },
        GATEWAY_NODE_OPTIONS,
      ),
    );
    started.push(gateway);
    return {
      gatewayUrl: gateway.url,
      socialUrl: social.url,
      databaseUrl: benchDatabaseUrl,
      jwtSecret: secrets.JWT_SECRET,
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
