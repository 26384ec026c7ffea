import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadIdentityConfig } from './config.js';
import { seedDemoData } from './seed/seed-demo-data.js';

/**
 * `node services/identity/dist/seed.js`: seeds the demo users and artist codes and prints one JSON
 * line on stdout (the run command reads it; logs go to stderr so that stdout holds only that line).
 * The same goes to the file DEMO_USERS_FILE when it is set (`npm start` sets .run/demo-users.json);
 * unset, nothing is written, so the seed runs in a pod whose root file system is read-only
 * (`kubectl exec deploy/identity -- node dist/seed.js`).
 */
const outputFile = process.env.DEMO_USERS_FILE || null;

const config = loadIdentityConfig();
const app = await buildApp(config, { logStream: process.stderr });
try {
  await app.ready();
  const result = await seedDemoData(app);
  // Published before exiting, so projections do not wait for the service's own relay.
  await app.outbox.flush();
  if (outputFile) {
    await mkdir(path.dirname(outputFile), { recursive: true });
    await writeFile(outputFile, `${JSON.stringify(result, null, 2)}\n`);
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await app.close();
}
