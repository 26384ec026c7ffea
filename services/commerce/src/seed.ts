import { buildApp } from './app.js';
import { loadCommerceConfig } from './config.js';
import { seedDemoCommerce } from './seed/seed-demo-commerce.js';

/**
 * `node services/commerce/dist/seed.js`, after identity's and catalogue's seeds: waits for the demo
 * members and artworks to reach the projections, fills a demo cart and places a demo order, and
 * prints one JSON line on stdout for the run command. Logs go to stderr.
 */
const config = loadCommerceConfig();
const app = await buildApp(config, { logStream: process.stderr });
try {
  await app.ready();
  const result = await seedDemoCommerce(app, { waitMs: Number(process.env.SEED_WAIT_FOR_USERS_MS ?? 60_000) });
  await app.outbox.flush();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await app.close();
}
