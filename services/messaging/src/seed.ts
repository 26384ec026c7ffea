import { buildApp } from './app.js';
import { loadMessagingConfig } from './config.js';
import { seedDemoMessaging } from './seed/seed-demo-messaging.js';

/**
 * `node services/messaging/dist/seed.js`, after identity's seed: waits for the demo users to reach
 * the users projection, opens one demo conversation with a few messages and prints one JSON line
 * on stdout for the run command. Logs go to stderr so that stdout holds only that line.
 */
const config = loadMessagingConfig();
const app = await buildApp(config, { logStream: process.stderr });
try {
  await app.ready();
  const waitForUsersMs = Number(process.env.SEED_WAIT_FOR_USERS_MS ?? 60_000);
  const result = await seedDemoMessaging(app, { waitForUsersMs });
  // Published before exiting, so other areas' projections do not wait for the service's relay.
  await app.outbox.flush();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await app.close();
}
