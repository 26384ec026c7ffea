// JWT_SECRET and INTERNAL_TOKEN of the local stack: generated on first run, kept in
// .run/secrets.json (git-ignored), overridable by the environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_DIR } from './config.mjs';

export const SECRETS_FILE = path.join(RUN_DIR, 'secrets.json');

export function loadSecrets(env = process.env, file = SECRETS_FILE) {
  let stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      stored = {};
    }
  }
  const secrets = {
    JWT_SECRET: stored.JWT_SECRET || randomBytes(48).toString('base64url'),
    INTERNAL_TOKEN: stored.INTERNAL_TOKEN || randomBytes(32).toString('base64url'),
  };
  if (secrets.JWT_SECRET !== stored.JWT_SECRET || secrets.INTERNAL_TOKEN !== stored.INTERNAL_TOKEN) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    JWT_SECRET: env.JWT_SECRET || secrets.JWT_SECRET,
    INTERNAL_TOKEN: env.INTERNAL_TOKEN || secrets.INTERNAL_TOKEN,
  };
}
