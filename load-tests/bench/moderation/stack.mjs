// Moderation and a gateway of its own for the moderation bench: built dist/, production settings,
// the bench database art_moderation_bench (dropped and made again each run), its own stream prefix
// and rate-limit keys, on free ports. A running `npm start` is left alone; the bench's streams are
// deleted on stop. Moderation runs alone: the bench writes the projections its consumers would
// (members, orders, payments) and its queues straight into its tables, so no other area is needed.
import { benchEnv, freePort, prepareBenchStack, startProcess, stopProcess } from '../processes.mjs';
import { stackStopper, startBenchGateway } from '../stack-parts.mjs';

export const BENCH_DATABASE = 'art_moderation_bench';

/** { gatewayUrl, moderationUrl, databaseUrl, jwtSecret, pids, stop() }; `prepare(databaseUrl)` runs before moderation starts for the run. */
export async function moderationBenchStack({ logLevel = 'warn', prepare } = {}) {
  const { config, s3, secrets, prefix, databaseUrls } = await prepareBenchStack({
    databases: { moderation: BENCH_DATABASE },
    workspaces: ['@art/gateway', '@art/moderation-service'],
  });
  const base = benchEnv({ config, secrets, prefix, logLevel });
  const databaseUrl = databaseUrls.moderation;
  const moderation = async () =>
    startProcess('moderation', 'services/moderation/dist/main.js', {
      ...base,
      SERVICE_NAME: 'moderation',
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
    });
  const started = [];
  const stop = stackStopper(started, { s3, streams: { natsUrl: config.natsUrl, prefix } });
  try {
    // Migrated by a first start, then filled, then started again (the planner's statistics and
    // caches are of the filled tables).
    await stopProcess(await moderation());
    await prepare?.(databaseUrl);
    const service = await moderation();
    started.push(service);
    const gateway = await startBenchGateway('moderation-gateway', {
      base,
      prefix,
      areaUrls: { MODERATION_URL: service.url },
    });
    started.push(gateway);
    return {
      gatewayUrl: gateway.url,
      moderationUrl: service.url,
      databaseUrl,
      jwtSecret: secrets.JWT_SECRET,
      pids: { moderation: service.pid, gateway: gateway.pid },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
