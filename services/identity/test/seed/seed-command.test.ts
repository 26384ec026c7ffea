import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type CommandResult, runCommand } from '@art/testing';
import { startTestApp, type TestContext } from '../helpers/test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '..', '..');

let t: TestContext;
const temp = mkdtempSync(path.join(tmpdir(), 'art-identity-seed-'));
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
  rmSync(temp, { recursive: true, force: true });
});

/** `node dist/seed.js` as the pod runs it: its config from the environment, the root read-only. */
function runSeed(extra: Record<string, string> = {}): Promise<CommandResult> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    READ_ONLY_CODE_DIR: serviceDir,
    ...extra,
  };
  for (const [key, value] of Object.entries(t.config)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) env[key] = String(value);
  }
  return runCommand({
    command: process.execPath,
    args: [
      '--conditions=@art/source',
      '--import',
      'tsx',
      '--import',
      path.join(here, 'read-only-root.mjs'),
      'src/seed.ts',
    ],
    cwd: serviceDir,
    env,
  });
}

test('the seed runs on a read-only root: the demo users on stdout, no file unless DEMO_USERS_FILE names one', async () => {
  const plain = await runSeed();
  assert.equal(plain.code, 0, plain.stderr);
  const report = JSON.parse(plain.stdout.trim().split('\n').at(-1) ?? '');
  assert.ok(report.demoUsers.length > 0);

  const file = path.join(temp, 'demo-users.json');
  const told = await runSeed({ DEMO_USERS_FILE: file });
  assert.equal(told.code, 0, told.stderr);
  assert.ok(existsSync(file));
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')).demoUsers, report.demoUsers);
});

test('the stand-in read-only root does refuse a write outside the temporary directory', async () => {
  const refused = await runSeed({ DEMO_USERS_FILE: path.join(serviceDir, '.run-read-only-probe', 'demo-users.json') });
  assert.notEqual(refused.code, 0);
  assert.match(refused.stderr, /EROFS/);
  assert.equal(existsSync(path.join(serviceDir, '.run-read-only-probe')), false);
});
