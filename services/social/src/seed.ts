import { buildApp } from './app.js';
import { loadSocialConfig } from './config.js';
import { seedDemoSocial } from './seed/seed-demo-social.js';

/**
 * `node services/social/dist/seed.js`, after identity's seed: waits for the demo users to reach
 * the users projection, adds the demo follows and posts and prints one JSON line on stdout for the
 * run command. Logs go to stderr so that stdout holds only that line.
 */
const config = loadSocialConfig();
const app = await buildApp(config, { logStream: process.stderr });
try {
  await app.ready();
  const waitForUsersMs = Number(process.env.SEED_WAIT_FOR_USERS_MS ?? 60_000);
  const result = await seedDemoSocial(app, { waitForUsersMs });
  // Published before exiting, so other areas' projections do not wait for the service's relay.
  await app.outbox.flush();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await app.close();
}
