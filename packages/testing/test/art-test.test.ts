import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runCommand } from '../src/index.js';

const ART_TEST = path.join(import.meta.dirname, '../bin/art-test.mjs');
const FIXTURES = path.join(import.meta.dirname, 'fixtures/art-test');

/**
 * A workspace of its own in a temporary folder: art-test empties its bundle folder under the
 * working directory, which in this package's folder is the one this very run is using. The
 * fixtures are not named .test.ts here, so that this package's own run does not pick them up.
 */
function workspace(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'art-test-'));
  mkdirSync(path.join(dir, 'test'));
  copyFileSync(path.join(FIXTURES, 'passes.fixture.ts'), path.join(dir, 'test/passes.test.ts'));
  copyFileSync(path.join(FIXTURES, 'hangs.fixture.ts'), path.join(dir, 'test/hangs.test.ts'));
  return dir;
}

async function artTest(args: string[], limitS: number) {
  const cwd = workspace();
  // Without NODE_TEST_CONTEXT, which this file's own run sets: with it, the inner node --test would
  // report to a parent runner in its binary format instead of printing.
  const { ART_TEST_TSX: _tsx, NODE_TEST_CONTEXT: _context, ...inherited } = process.env;
  const env = { ...inherited, ART_TEST_FILE_TIMEOUT_S: String(limitS), NO_COLOR: '1' };
  const started = Date.now();
  try {
    // runCommand ends when the output pipes close: a process of the hung file left alive would hold them.
    const ran = await runCommand({ command: process.execPath, args: [ART_TEST, ...args], cwd, env, timeoutMs: 60_000 });
    return { ...ran, seconds: (Date.now() - started) / 1000 };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

function assertHungFileStopped(ran: Awaited<ReturnType<typeof artTest>>, limitS: number) {
  const shown = `${ran.stdout}\n${ran.stderr}`;
  assert.equal(ran.timedOut, false, shown);
  assert.equal(ran.code, 1, shown);
  assert.ok(
    ran.stdout.includes(
      `not ok 1 - test/hangs.test.ts did not finish within ${limitS} s, art-test's limit per file (ART_TEST_FILE_TIMEOUT_S)\n`,
    ),
    ran.stdout,
  );
  assert.match(ran.stdout, /^ok \d+ - adds up$/m, 'the passing file still runs and reports');
  assert.match(ran.stdout, /^# pass 1$/m);
  assert.ok(
    ran.stdout.endsWith(`art-test: 2 files, 1 passed, 1 stopped at the ${limitS} s limit (test/hangs.test.ts)\n`),
  );
  assert.ok(ran.seconds < limitS + 20, `took ${ran.seconds} s`);
}

test('a file still running at ART_TEST_FILE_TIMEOUT_S fails on its own, named, and the others still run', async () => {
  assertHungFileStopped(await artTest([], 3), 3);
});

test('under --tsx, files side by side: the hung one stopped, each output whole and in the files’ order', async () => {
  // More time than bundled: two files starting under tsx at once took over 3 s on a busy machine.
  const ran = await artTest(['--tsx', '--', '--test-concurrency=2'], 10);
  assertHungFileStopped(ran, 10);
  const hung = ran.stdout.indexOf('test/hangs.test.ts did not finish');
  assert.ok(ran.stdout.indexOf('finishes before the hang') < hung);
  assert.ok(hung < ran.stdout.indexOf('adds up'), 'the later file’s output waits for the earlier file to end');
});
