import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadIdentityConfig } from './config.js';
import { seedDemoData } from './seed/seed-demo-data.js';

/**
 * `node services/identity/dist/seed.js`: seeds the demo users and artist codes, writes them to
 * .run/demo-users.json at the repository root and prints one JSON line on stdout for the run
 * command. Logs go to stderr so that stdout holds only that line.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outputFile = process.env.DEMO_USERS_FILE ?? path.resolve(here, '..', '..', '..', '.run', 'demo-users.json');

const config = loadIdentityConfig();
const app = await buildApp(config, { logStream: process.stderr });
try {
  await app.ready();
  const result = await seedDemoData(app);
  // Published before exiting, so projections do not wait for the service's own relay.
  await app.outbox.flush();
  await mkdir(path.dirname(outputFile), { recursive: true });
  await writeFile(outputFile, `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await app.close();
}
