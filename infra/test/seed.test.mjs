// The run command's demo seeds: found in area order (identity first, whatever the folder order),
// each run from its service folder with its environment, its report read, and a stuck seed
// stopped after its time with a clear reason instead of holding the stack.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { findSeeds, runSeed, seedFailure } from '../lib/seed.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'art-seeds-'));
after(() => rmSync(root, { recursive: true, force: true }));

function writeSeed(area, source) {
  const dist = path.join(root, 'services', area, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'seed.js'), source);
}

writeSeed(
  'identity',
  `console.log(JSON.stringify({ demoUsers: [{ email: 'sita@demo.art', password: 'demo1234', role: 11 }] }));`,
);
writeSeed(
  'catalogue',
  `console.log(JSON.stringify({ level: 30, msg: 'waiting for users' }));
   console.log(JSON.stringify({ artworks: 48, seededBy: process.env.SERVICE_NAME, cwd: process.cwd() }));`,
);
writeSeed('notification', 'setTimeout(() => {}, 60_000);');
writeSeed('zz-extra', 'process.exit(3);');
mkdirSync(path.join(root, 'services', 'social'), { recursive: true }); // no dist/seed.js: skipped

test('seeds are found in area order, identity first, unknown folders last', () => {
  const seeds = findSeeds(['zz-extra', 'notification', 'catalogue', 'social', 'identity'], root);
  assert.deepEqual(
    seeds.map((s) => s.area),
    ['identity', 'catalogue', 'notification', 'zz-extra'],
  );
  assert.equal(seeds[1].file, path.join(root, 'services', 'catalogue', 'dist', 'seed.js'));
});

test("identity's seed reports the demo users; a later seed's plain figures become extras", async () => {
  const identity = await runSeed({ ...process.env }, { root, area: 'identity', quiet: true });
  assert.equal(identity.ok, true);
  assert.deepEqual(identity.users, [{ email: 'sita@demo.art', password: 'demo1234', role: 11 }]);
  const catalogue = await runSeed(
    { ...process.env, SERVICE_NAME: 'catalogue' },
    { root, area: 'catalogue', quiet: true },
  );
  assert.equal(catalogue.ok, true);
  assert.equal(catalogue.users, null);
  assert.deepEqual(catalogue.extras, {
    artworks: 48,
    seededBy: 'catalogue',
    cwd: path.join(root, 'services', 'catalogue'),
  });
});

test('a seed that does not finish in time is stopped and said so; a failing one gives its exit code', async () => {
  const stuck = await runSeed({ ...process.env }, { root, area: 'notification', timeoutMs: 300, quiet: true });
  assert.equal(stuck.ok, false);
  assert.equal(stuck.timedOut, true);
  assert.match(seedFailure(stuck, 300), /did not finish within 0 s \(SEED_TIMEOUT_MS\)/);
  const failing = await runSeed({ ...process.env }, { root, area: 'zz-extra', quiet: true });
  assert.equal(failing.ok, false);
  assert.equal(failing.code, 3);
  assert.equal(seedFailure(failing), 'failed (exit code 3)');
});

test('an area without a seed is not run', async () => {
  const none = await runSeed({ ...process.env }, { root, area: 'social', quiet: true });
  assert.equal(none.ran, false);
  assert.equal(none.ok, true);
});
