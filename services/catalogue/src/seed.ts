import { buildApp } from './app.js';
import { loadCatalogueConfig } from './config.js';
import { seedDemoCatalogue } from './seed/seed-demo-catalogue.js';

/**
 * `node services/catalogue/dist/seed.js`, after identity's seed: waits for the demo studios to
 * reach the users projection, adds the demo catalogue and prints one JSON line on stdout for the
 * run command. Logs go to stderr so that stdout holds only that line.
 */
const config = loadCatalogueConfig();
const app = await buildApp(config, { logStream: process.stderr });
try {
  await app.ready();
  const waitForArtistsMs = Number(process.env.SEED_WAIT_FOR_ARTISTS_MS ?? 60_000);
  const result = await seedDemoCatalogue(app, { waitForArtistsMs });
  // Published before exiting, so other areas' projections do not wait for the service's relay.
  await app.outbox.flush();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await app.close();
}
