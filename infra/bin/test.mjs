#!/usr/bin/env node
// `npm test` (called by .ci/run): the whole test ladder on this machine.
//   ensure PostgreSQL, Redis, NATS → S3 endpoint + SMTP sink → test databases → lint →
//   typecheck beside the workspaces' tests (turbo, two workspaces at a time, art-test) → build → system tests (the
//   stacks of this and the later steps run the services as built, ART_TEST_RUN_BUILT=1) →
//   fault tests (tests/faults: the whole stack on the suite's own PostgreSQL, Redis and NATS, which
//   it kills and restarts under load; docs/reliability.md) → browser tests. Prints `N passed,
//   N failed` last and exits non-zero on any failure.
// Flags: --only=a,b  --skip=a,b  (steps: lint, typecheck, unit, build, system, security, faults, browser)  --bail
//        --filter=<turbo filter> (repeatable: limits typecheck, unit and build to some workspaces)
//        --files=<text>[,<text>…] (only the system and browser test files whose name contains one of them)
import path from 'node:path';
import { handleSignals, onStop, stopAll } from '../lib/cleanup.mjs';
import { loadInfraConfig, ROOT } from '../lib/config.mjs';
import { databaseNames, ensureDatabases } from '../lib/databases.mjs';
import { ensureBrowser } from '../lib/ensure-browser.mjs';
import { ensureInfra } from '../lib/ensure-infra.mjs';
import { log } from '../lib/log.mjs';
import { runToEnd } from '../lib/processes.mjs';
import { startS3 } from '../lib/s3.mjs';
import { sharedEnv } from '../lib/services.mjs';
import { startSmtp } from '../lib/smtp.mjs';
import { findTestFiles } from '../lib/test-files.mjs';
import { createCounter } from '../lib/test-summary.mjs';

const STEP_NAMES = ['lint', 'typecheck', 'unit', 'build', 'system', 'security', 'faults', 'browser'];
const argv = process.argv.slice(2);
const listArg = (name) =>
  argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    .split(',')
    .filter(Boolean);
const only = listArg('only');
const skip = listArg('skip') ?? [];
const bail = argv.includes('--bail');
const filters = argv.filter((a) => a.startsWith('--filter=')).map((a) => a);
const known = /^--(only|skip|filter|files)=|^--bail$/;
// --files=<text>[,<text>…]: only the system, faults and browser test files whose name contains one of them.
const filesFilter = argv
  .find((a) => a.startsWith('--files='))
  ?.slice('--files='.length)
  .split(',')
  .filter(Boolean);
const strange = argv.filter((a) => !known.test(a));
if (strange.length) {
  console.error(`unknown option ${strange.join(' ')}; see the head of infra/bin/test.mjs`);
  process.exit(2);
}
for (const n of [...(only ?? []), ...skip]) {
  if (!STEP_NAMES.includes(n)) {
    console.error(`unknown step ${n}; steps are ${STEP_NAMES.join(', ')}`);
    process.exit(2);
  }
}
const wanted = (name) => (only ? only.includes(name) : true) && !skip.includes(name);
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MS || 30 * 60_000);
// The system, security and browser files run two at a time: each starts a stack of its own (own
// NATS, databases, Redis prefix and ports), and a file spends much of its time waiting on its stack
// and Chromium, so two keep the two cores busier (measured here: browser 1114 → 802 s, system 256 →
// 181 s, security 208 → 173 s, all passing). TEST_STACK_FILES=1 runs them one at a time (a failure
// that only shows under load, or output that reads in order).
const STACK_FILES_AT_ONCE = Math.max(1, Number(process.env.TEST_STACK_FILES || 2));
// Workspaces whose tests run at once in the unit step (each has its own database, stream and key
// prefixes); TEST_UNIT_WORKSPACES=1 runs them one at a time.
const UNIT_WORKSPACES_AT_ONCE = Math.max(1, Number(process.env.TEST_UNIT_WORKSPACES || 2));

function nodeTestStep(name, folder, filesAtOnce = 1, stepEnv = {}) {
  return {
    name,
    env: stepEnv,
    command: () => {
      const files = findTestFiles(path.join(ROOT, folder)).filter(
        (f) => !filesFilter?.length || filesFilter.some((text) => path.basename(f).includes(text)),
      );
      if (!files.length) return null;
      // @art/testing's runner, as every workspace's tests: the files bundled, run without a loader.
      return [
        'npx',
        [
          'art-test',
          ...files.map((f) => path.relative(path.join(ROOT, 'tests'), f)),
          '--',
          `--test-concurrency=${filesAtOnce}`,
        ],
        path.join(ROOT, 'tests'),
      ];
    },
    empty: `no test files in ${folder}`,
  };
}

const STEPS = [
  { name: 'lint', command: () => ['npm', ['run', 'lint'], ROOT] },
  // One tsc at a time: the type check runs beside the workspaces' tests (see main).
  {
    name: 'typecheck',
    command: () => ['npx', ['turbo', 'run', 'typecheck', '--concurrency=1', '--env-mode=loose', ...filters], ROOT],
  },
  {
    name: 'unit',
    // --continue: one failing workspace must not hide the others' results.
    command: () => [
      'npx',
      [
        'turbo',
        'run',
        'test',
        `--concurrency=${UNIT_WORKSPACES_AT_ONCE}`,
        '--continue',
        '--env-mode=loose',
        ...filters,
      ],
      ROOT,
    ],
  },
  {
    name: 'build',
    command: () =>
      filters.length ? ['npx', ['turbo', 'run', 'build', ...filters], ROOT] : ['npm', ['run', 'build'], ROOT],
  },
  nodeTestStep('system', 'tests/system', STACK_FILES_AT_ONCE),
  nodeTestStep('security', 'tests/security', STACK_FILES_AT_ONCE),
  // One at a time: the fault suite kills and restarts the servers it runs on, and measures recovery.
  // Its one file runs about five minutes and its test allows itself ten: art-test's limit per file
  // (ten minutes) would cut that test off before its own, more telling, timeout.
  nodeTestStep('faults', 'tests/faults', 1, { ART_TEST_FILE_TIMEOUT_S: '1200' }),
  nodeTestStep('browser', 'tests/browser', STACK_FILES_AT_ONCE),
];

async function runStep(step, env) {
  const spec = step.command();
  if (!spec) {
    log.info(`${step.name}: skipped (${step.empty})`);
    return { name: step.name, status: 'empty', pass: 0, fail: 0 };
  }
  const [command, args, cwd] = spec;
  log.info(log.bold(`── ${step.name}: ${[command === process.execPath ? 'node' : command, ...args].join(' ')}`));
  const counter = createCounter();
  const started = Date.now();
  const run = runToEnd(step.name, command, args, { cwd, env: { ...env, ...step.env }, onLine: counter.line });
  const timer = setTimeout(
    () => log.error(`${step.name}: still running after ${STEP_TIMEOUT_MS / 60_000} min`),
    STEP_TIMEOUT_MS,
  );
  const { code, signal } = await run;
  clearTimeout(timer);
  const c = counter.counts;
  const ok = code === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = c.runs ? ` (${c.pass} passed, ${c.fail + c.cancelled} failed)` : '';
  (ok ? log.ok : log.error)(
    `${step.name}: ${ok ? 'ok' : `failed (${signal ?? `exit code ${code}`})`}${counts} in ${seconds} s`,
  );
  return {
    name: step.name,
    status: ok ? 'ok' : 'failed',
    pass: c.pass,
    fail: c.fail + c.cancelled,
    runs: c.runs,
    failures: counter.failures,
  };
}

// Repeated at the end: a CI log is often read from its last screen only.
function printFailures(results) {
  const failing = results.flatMap((r) => (r.failures ?? []).map((f) => ({ step: r.name, ...f })));
  if (!failing.length) return;
  console.log('\nfailed tests:');
  for (const f of failing) {
    console.log(`  ✖ [${f.step}] ${f.name}`);
    for (const line of f.lines) console.log(`      ${line.trim()}`);
  }
}

async function main() {
  handleSignals();
  const config = loadInfraConfig();
  log.info(log.bold('checking PostgreSQL, Redis and NATS'));
  await ensureInfra(config);
  if (wanted('browser')) ensureBrowser();
  const s3 = await startS3(config.s3);
  onStop('S3 endpoint', s3.stop);
  const smtp = await startSmtp(config.smtp);
  onStop('SMTP sink', smtp.stop);
  await ensureDatabases(databaseNames({ test: true }), {
    adminUrl: config.databaseAdminUrl,
    recreateWrongLocale: true,
  });

  const env = {
    ...process.env,
    ...sharedEnv(
      config,
      { JWT_SECRET: 'test-jwt-secret-not-for-production-0123456789', INTERNAL_TOKEN: 'test-internal-token-0123456789' },
      [],
      smtp,
    ),
    NODE_ENV: 'test',
    CHROMIUM_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
  delete env.PORT;
  delete env.DATABASE_URL; // each suite picks its own art_<area>_test

  // The type check is compiler work and the workspaces' tests mostly wait on PostgreSQL, Redis and
  // NATS, so the two run side by side (on this machine's two cores, about 20 minutes less than one
  // after the other); every line says which step it came from.
  const besideEachOther = new Set(wanted('typecheck') && wanted('unit') ? ['typecheck', 'unit'] : []);
  const results = [];
  for (const step of STEPS) {
    if (!wanted(step.name) || (besideEachOther.has(step.name) && step.name !== 'typecheck')) continue;
    const group = besideEachOther.has(step.name) ? STEPS.filter((s) => besideEachOther.has(s.name)) : [step];
    const groupResults = await Promise.all(group.map((member) => runStep(member, env)));
    results.push(...groupResults);
    if (bail && groupResults.some((result) => result.status === 'failed')) break;
    // Every workspace was just built from this checkout: the later steps' stacks start the
    // services and the gateway from their build (half the CPU of starting them under tsx; see
    // startService in @art/testing). A filtered build leaves others as they were: source then.
    if (step.name === 'build' && groupResults[0].status === 'ok' && !filters.length) env.ART_TEST_RUN_BUILT = '1';
  }

  const passed = results.reduce((n, r) => n + r.pass, 0);
  // A failed step that reported no failing test (lint, typecheck, build, a crash) counts as one.
  const failed = results.reduce((n, r) => n + r.fail + (r.status === 'failed' && r.fail === 0 ? 1 : 0), 0);
  console.log('');
  for (const r of results) {
    const counts = r.runs ? `${r.pass} passed, ${r.fail} failed` : '';
    console.log(
      `  ${r.status === 'ok' ? '✔' : r.status === 'empty' ? '-' : '✖'} ${r.name.padEnd(10)} ${r.status.padEnd(7)} ${counts}`,
    );
  }
  printFailures(results);
  await stopAll();
  console.log(`${passed} passed, ${failed} failed`);
  return results.some((r) => r.status === 'failed') ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    log.error(error.message);
    await stopAll();
    console.log('0 passed, 1 failed');
    process.exit(1);
  });
