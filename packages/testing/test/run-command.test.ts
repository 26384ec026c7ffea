import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { test } from 'node:test';
import { runCommand } from '../src/index.js';

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });

test('runCommand resolves with the exit code and both outputs, failing exits too', async () => {
  const ok = await runCommand(node('process.stdout.write("out"); process.stderr.write("err")'));
  assert.deepEqual(ok, { code: 0, signal: null, stdout: 'out', stderr: 'err', timedOut: false });

  const failed = await runCommand(node('console.error("no such thing"); process.exit(3)'));
  assert.equal(failed.code, 3);
  assert.equal(failed.stdout, '');
  assert.equal(failed.stderr, 'no such thing\n');
});

test('runCommand gives the child exactly the env it is given, and the cwd', async () => {
  const ran = await runCommand({
    ...node(
      'console.log(JSON.stringify({ probe: process.env.ART_PROBE, path: process.env.PATH, cwd: process.cwd() }))',
    ),
    cwd: tmpdir(),
    env: { ART_PROBE: 'पहाड' },
  });
  assert.equal(ran.code, 0, ran.stderr);
  const seen = JSON.parse(ran.stdout);
  assert.equal(seen.probe, 'पहाड');
  assert.equal(seen.path, undefined, 'not merged over the parent environment');
  // The child reports the resolved path, and the temporary directory may be a symlink.
  assert.equal(seen.cwd, realpathSync(tmpdir()));
});

test('runCommand closes stdin unless given input, which it writes', async () => {
  const readAll = 'let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => console.log("[" + s + "]"))';
  assert.equal((await runCommand({ ...node(readAll), timeoutMs: 10_000 })).stdout, '[]\n');
  assert.equal((await runCommand({ ...node(readAll), input: 'typed' })).stdout, '[typed]\n');
  const unread = await runCommand({ ...node('process.exit(4)'), input: 'x'.repeat(4_000_000) });
  assert.equal(unread.code, 4, 'input the command never read is no error');
});

test('runCommand keeps multi-byte characters whole across chunks', async () => {
  const ran = await runCommand(node('process.stdout.write("न".repeat(100_000))'));
  assert.equal(ran.stdout, 'न'.repeat(100_000));
});

test('runCommand kills a command that outlives timeoutMs, keeping what it printed', async () => {
  const started = Date.now();
  const hung = await runCommand({
    ...node('console.log("started"); setInterval(() => {}, 1000)'),
    timeoutMs: 500,
  });
  assert.equal(hung.timedOut, true);
  assert.equal(hung.code, null);
  assert.equal(hung.signal, 'SIGKILL');
  assert.equal(hung.stdout, 'started\n');
  assert.ok(Date.now() - started < 10_000);
});

test('runCommand rejects when the command cannot be started', async () => {
  await assert.rejects(runCommand({ command: '/nonexistent/art-command' }), { code: 'ENOENT' });
});
