#!/usr/bin/env node
// art-test [--tsx] [pattern…] [-- node test flags…]
// Runs a workspace's test files (default 'test/**/*.test.ts') with node:test, one file per
// process, one at a time unless the flags say `--test-concurrency=<n>`. Node 20's --test does not expand globs, and npm's
// shell has no `**`, so this expands them. No matching file: says so and exits 0.
// The files are bundled first (bundle-tests.mjs) into node_modules/.cache/art-test and run as
// plain JavaScript; --tsx (or ART_TEST_TSX=1) runs the sources under tsx instead, for a suite that
// imports .ts files at run time, or to compare.
// Each file has a time limit, ART_TEST_FILE_TIMEOUT_S (default 600 s; 0: none): a file still
// running then (a test awaiting what never comes, or a handle keeping its process alive after its
// tests) fails on its own, named, and the other files still run. node's --test-timeout cannot do
// this: it stops only the file's own process, with SIGTERM, and then waits for it forever if the
// file ignores SIGTERM. So each file runs as its own `node <file>` (node:test reports a file run
// directly as `node --test` would, without a runner process per file) in a process group of its
// own, stopped whole with SIGTERM and, 5 s later, SIGKILL. Every file prints its own totals
// (`# pass N` …); the last line counts the files.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bundleTests } from './bundle-tests.mjs';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const own = dash >= 0 ? argv.slice(0, dash) : argv;
const underTsx = own.includes('--tsx') || process.env.ART_TEST_TSX === '1';
const patterns = own.filter((a) => !a.startsWith('--'));
const extra = [...(dash >= 0 ? argv.slice(dash + 1) : []), ...own.filter((a) => a.startsWith('--') && a !== '--tsx')];
if (!patterns.length) patterns.push('test/**/*.test.ts');

function toRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function walk(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = dir === '.' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const files = new Set();
for (const pattern of patterns) {
  const clean = pattern.replace(/^\.\//, '');
  const base = clean.split('/').findIndex((part) => /[*?]/.test(part));
  if (base < 0) {
    files.add(clean);
    continue;
  }
  const root = clean.split('/').slice(0, base).join('/') || '.';
  const re = toRegExp(clean);
  for (const f of walk(root)) if (re.test(f)) files.add(f);
}

if (!files.size) {
  console.log(`art-test: no test files match ${patterns.join(' ')} in ${process.cwd()}`);
  process.exit(0);
}

const sorted = [...files].sort();
const limitS = fileLimitSeconds(process.env.ART_TEST_FILE_TIMEOUT_S);
const STOP_GRACE_MS = 5_000;
const concurrencyFlag = extra.find((a) => a.startsWith('--test-concurrency='));
const atOnce = concurrencyFlag ? Math.max(1, Number.parseInt(concurrencyFlag.split('=')[1], 10) || 1) : 1;
const flags = extra.filter((a) => a !== concurrencyFlag);
const reporterFlag = flags.find((a) => a.startsWith('--test-reporter='));
// Files run side by side write through pipes, so that their outputs can be kept apart; node's
// reporter would turn from spec to TAP on a pipe, so a terminal is given spec as before.
if (atOnce > 1 && process.stdout.isTTY && !reporterFlag) flags.push('--test-reporter=spec');
const spec = reporterFlag ? reporterFlag === '--test-reporter=spec' : Boolean(process.stdout.isTTY);

let prefix;
let entries;
if (underTsx) {
  // tsx resolved from here, so the runner works from any folder of the repository.
  const tsx = import.meta.resolve('tsx');
  prefix = ['--conditions=@art/source', '--import', tsx];
  entries = sorted;
} else {
  const outdir = path.resolve('node_modules/.cache/art-test');
  const bundles = await bundleTests({ files: sorted, cwd: process.cwd(), outdir });
  prefix = ['--enable-source-maps'];
  entries = bundles.map((b) => path.relative(process.cwd(), b));
}

function fileLimitSeconds(text) {
  if (text === undefined || text.trim() === '') return 600;
  const seconds = Number(text);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  console.error(`art-test: ART_TEST_FILE_TIMEOUT_S is a number of seconds (0: no limit), not '${text}'`);
  process.exit(2);
}

// Output in the files' order, as node --test gives it: the first unfinished file writes as it
// goes, a later one is held until every file before it has finished.
const jobs = sorted.map((file, i) => ({ file, entry: entries[i], held: [], done: false }));
let head = 0;
function write(job, chunk) {
  if (jobs[head] === job) process.stdout.write(chunk);
  else job.held.push(chunk);
}
function finished(job) {
  job.done = true;
  while (head < jobs.length && jobs[head].done) {
    head += 1;
    for (const chunk of jobs[head]?.held.splice(0) ?? []) process.stdout.write(chunk);
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

const running = new Set();
let interrupted = false;

function stopGroup(job, signal = 'SIGTERM') {
  signalGroup(job.pid, signal);
  // Unref'd: once the file's own process has exited only stragglers of its group can be left, and
  // those get SIGKILL at art-test's exit anyway (below), so art-test does not wait for the grace.
  setTimeout(() => signalGroup(job.pid, 'SIGKILL'), STOP_GRACE_MS).unref();
  job.stopping = true;
}

function limitMessage(job) {
  const what = `${job.file} did not finish within ${limitS} s, art-test's limit per file (ART_TEST_FILE_TIMEOUT_S)`;
  const why =
    'a test still waiting, or a handle (server, socket, timer) keeping the process alive after its tests; its processes were stopped';
  return spec ? `✖ ${what}\n  ${why}\nℹ fail 1\n` : `not ok 1 - ${what}\n  ---\n  error: '${why}'\n  ...\n# fail 1\n`;
}

function runFile(job) {
  return new Promise((resolve) => {
    // Detached: a group of its own, so that stopping the file reaches every process it started.
    const child = spawn(process.execPath, [...prefix, ...flags, job.entry], {
      detached: true,
      stdio: ['ignore', atOnce > 1 ? 'pipe' : 'inherit', 'inherit'],
    });
    job.pid = child.pid;
    running.add(job);
    child.stdout?.on('data', (chunk) => write(job, chunk));
    const timer =
      limitS > 0
        ? setTimeout(
            () => {
              job.timedOut = true;
              stopGroup(job);
              // setTimeout takes at most 2^31-1 ms (about 24 days): a longer limit is none.
            },
            Math.min(limitS * 1000, 2 ** 31 - 1),
          )
        : undefined;
    let exit;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(job);
      job.ok = exit.code === 0 && !job.timedOut;
      if (job.timedOut) write(job, limitMessage(job));
      finished(job);
      resolve();
    };
    child.on('error', (error) => {
      exit ??= { code: null };
      console.error(`art-test: could not start node for ${job.file}: ${error.message}`);
      settle();
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // A process the file left behind may hold the pipe open: wait for its end only briefly.
      if (!child.stdout || child.stdout.readableEnded) return settle();
      const late = setTimeout(() => child.stdout.destroy(), 2_000);
      child.stdout.once('close', () => {
        clearTimeout(late);
        settle();
      });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const job of running) stopGroup(job, signal);
  });
}
process.on('exit', () => {
  for (const job of [...running, ...jobs.filter((j) => j.stopping)]) signalGroup(job.pid, 'SIGKILL');
});

let next = 0;
async function worker() {
  while (next < jobs.length && !interrupted) await runFile(jobs[next++]);
}
await Promise.all(Array.from({ length: Math.min(atOnce, jobs.length) }, worker));

const failed = jobs.filter((j) => j.done && !j.ok && !j.timedOut).map((j) => j.file);
const timedOut = jobs.filter((j) => j.timedOut).map((j) => j.file);
const passed = jobs.filter((j) => j.ok).length;
const notRun = jobs.length - jobs.filter((j) => j.done).length;
// Counts files, not tests, and in words: the CI log's reader (infra/lib/test-summary.mjs) sums
// each file's `# pass N` lines, which this line must not look like.
console.log(
  [
    `art-test: ${jobs.length} file${jobs.length === 1 ? '' : 's'}, ${passed} passed`,
    failed.length ? `${failed.length} failed (${failed.join(', ')})` : '',
    timedOut.length ? `${timedOut.length} stopped at the ${limitS} s limit (${timedOut.join(', ')})` : '',
    notRun ? `${notRun} not run (interrupted)` : '',
  ]
    .filter(Boolean)
    .join(', '),
);
process.exitCode = passed === jobs.length ? 0 : 1;
