// The local stack's secrets (SECRET_NAMES): generated on first run, kept in .run/secrets.json
// (git-ignored), overridable by the environment. A file written before a secret existed gains it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_DIR } from './config.mjs';

export const SECRETS_FILE = path.join(RUN_DIR, 'secrets.json');

/** Each secret and the random bytes behind it (base64url: 48 bytes → 64 characters). */
const SECRET_NAMES = { JWT_SECRET: 48, INTERNAL_TOKEN: 32, SECRET_SEALING_KEY: 32 };

export function loadSecrets(env = process.env, file = SECRETS_FILE) {
  let stored = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      stored = {};
    }
  }
  const secrets = Object.fromEntries(
    Object.entries(SECRET_NAMES).map(([name, bytes]) => [
      name,
      stored[name] || randomBytes(bytes).toString('base64url'),
    ]),
  );
  if (Object.keys(SECRET_NAMES).some((name) => secrets[name] !== stored[name])) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(Object.keys(SECRET_NAMES).map((name) => [name, env[name] || secrets[name]]));
}
