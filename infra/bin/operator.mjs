#!/usr/bin/env node
// `npm run operator -- create <email> [--name "Full Name"]`: makes an operator account on the local
// stack and mails it a set-password link (services/identity/src/operator-command.ts, run with the
// environment `npm start` gives identity: its database, Redis, NATS and the stack's secrets). Runs
// the built dist/operator-command.js when there is one, else the source through tsx. Needs
// PostgreSQL, Redis and NATS up (npm start); the mail leaves through notification when it runs.
// In Kubernetes the same command runs as a one-off Job: k8s/jobs/create-operator.yaml.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadInfraConfig } from '../lib/config.mjs';
import { loadSecrets } from '../lib/secrets.mjs';
import { discoverServices, serviceEnv, sharedEnv } from '../lib/services.mjs';

const config = loadInfraConfig();
const services = discoverServices(config);
const identity = services.find((s) => s.name === 'identity');
if (!identity) {
  console.error('no services/identity here');
  process.exit(1);
}
const env = { ...serviceEnv(identity, sharedEnv(config, loadSecrets(), services, null), config), LOG_LEVEL: 'warn' };
const built = path.join(identity.dir, 'dist', 'operator-command.js');
const args = existsSync(built)
  ? [built]
  : ['--conditions=@art/source', '--import', 'tsx', path.join(identity.dir, 'src', 'operator-command.ts')];
const { spawn } = await import('node:child_process');
const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], {
  cwd: identity.dir,
  env,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
