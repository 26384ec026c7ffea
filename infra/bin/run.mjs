#!/usr/bin/env node
// `npm start` / `npm run dev`: the whole marketplace on this machine.
//   ensure PostgreSQL, Redis, NATS → S3 endpoint + SMTP sink → databases → build → payment and
//   sign-in stand-ins → services →
//   gateway → demo seeds (each service's dist/seed.js, identity first) → print URLs and demo
//   credentials. Ctrl-C stops what it started.
// Flags: --no-build (use the dist/ folders as they are), --help.
import path from 'node:path';
import { handleSignals, onStop, stopAll } from '../lib/cleanup.mjs';
import { loadInfraConfig, ROOT } from '../lib/config.mjs';
import { databaseNames, ensureDatabases } from '../lib/databases.mjs';
import { ensureInfra } from '../lib/ensure-infra.mjs';
import { log, prefix } from '../lib/log.mjs';
import { startPaymentStandIns } from '../lib/payment-stand-ins.mjs';
import { runToEnd, startProcess } from '../lib/processes.mjs';
import { waitReady } from '../lib/ready.mjs';
import { startS3 } from '../lib/s3.mjs';
import { loadSecrets, SECRETS_FILE } from '../lib/secrets.mjs';
import { findSeeds, formatUsers, runSeed, SEED_TIMEOUT_MS, seedFailure } from '../lib/seed.mjs';
import { discoverServices, serviceEnv, sharedEnv } from '../lib/services.mjs';
import { startSignInStandIns } from '../lib/sign-in-stand-ins.mjs';
import { startSmtp } from '../lib/smtp.mjs';
import { isPortOpen } from '../lib/wait.mjs';

const args = new Set(process.argv.slice(2));
if (args.has('--help') || args.has('-h')) {
  console.log(
    'usage: npm start [-- --no-build]\n  --no-build  start the services from their existing dist/ without running the build',
  );
  process.exit(0);
}
const unknown = [...args].filter((a) => !['--no-build'].includes(a));
if (unknown.length) {
  log.error(`unknown option ${unknown.join(' ')} (try --help)`);
  process.exit(2);
}

async function main() {
  handleSignals();
  const config = loadInfraConfig();
  const started = [];

  log.info(log.bold('checking PostgreSQL, Redis and NATS'));
  const infra = await ensureInfra(config);
  if (infra.started.length) log.info(`started ${infra.started.join(', ')} (machine services: left running on exit)`);

  const s3 = await startS3(config.s3);
  onStop('S3 endpoint', s3.stop);
  if (s3.owned) started.push(`S3 endpoint ${s3.endpoint}`);
  const smtp = await startSmtp(config.smtp);
  onStop('SMTP sink', smtp.stop);
  if (smtp.owned) started.push(`SMTP sink ${smtp.smtpUrl} (web ${smtp.webUrl})`);

  await ensureDatabases(databaseNames(), { adminUrl: config.databaseAdminUrl });

  if (!args.has('--no-build')) {
    log.info(log.bold('building (npm run build)'));
    const build = await runToEnd('build', 'npm', ['run', 'build'], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    if (build.code !== 0) throw new Error(`the build failed (exit code ${build.code}); fix it or run with --no-build`);
  }

  const secrets = loadSecrets();
  const all = discoverServices(config);
  const runnable = all.filter((s) => s.built);
  for (const s of all.filter((x) => !x.built)) {
    log.warn(`${s.name}: no ${path.relative(ROOT, s.main)} (not built yet), not started`);
  }
  const shared = sharedEnv(config, secrets, all, smtp);
  if (runnable.some((s) => s.name === 'commerce')) {
    // Online payments on this machine go to local stand-ins of the providers (no internet here).
    const payments = await startPaymentStandIns(config);
    onStop('payment stand-ins', payments.stop);
    Object.assign(shared, payments.env);
    started.push('payment stand-ins (eSewa, ConnectIPS, Stripe) on ports 4701-4703');
  }
  let signInAccounts = {};
  if (runnable.some((s) => s.name === 'identity')) {
    // "Sign in with Google/Facebook" on this machine goes to local stand-ins of the providers.
    const signIn = await startSignInStandIns(config);
    onStop('sign-in stand-ins', signIn.stop);
    Object.assign(shared, signIn.env);
    signInAccounts = signIn.accounts;
    started.push('sign-in stand-ins (Google, Facebook) on ports 4711-4712');
  }
  const busy = [];
  for (const s of runnable) {
    if (await isPortOpen('127.0.0.1', s.port))
      busy.push(
        `${s.name}: port ${s.port} is in use (another \`npm start\`?); free it or set ${s.name.toUpperCase()}_PORT`,
      );
  }
  if (busy.length) throw new Error(busy.join('\n'));

  const startGroup = async (group) => {
    const handles = group.map((s) => {
      log.info(`starting ${s.name} on port ${s.port}`);
      const handle = startProcess(s.name, process.execPath, [s.main], {
        env: serviceEnv(s, shared, config),
        cwd: s.dir,
      });
      onStop(s.name, () => handle.stop());
      return { s, handle };
    });
    const results = await Promise.allSettled(
      handles.map(async ({ s, handle }) => {
        try {
          const url = await waitReady(handle, s.port);
          log.ok(`${s.name} ready (${url})`);
          started.push(`${s.name} http://127.0.0.1:${s.port}`);
        } catch (error) {
          const tail = handle.lines
            .slice(-15)
            .map((l) => `    ${l}`)
            .join('\n');
          throw new Error(`${error.message}${tail ? `\n  last output of ${s.name}:\n${tail}` : ''}`);
        }
        handle.exited.then((info) => {
          if (!stopping)
            log.error(
              `${s.name} exited (${info.signal ? `signal ${info.signal}` : `exit code ${info.code}`}); the rest keeps running`,
            );
        });
      }),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) throw new Error(failed.map((r) => r.reason.message).join('\n'));
  };
  await startGroup(runnable.filter((s) => s.kind === 'service'));
  await startGroup(runnable.filter((s) => s.kind === 'gateway'));

  const { users, extras, seedProblems } = await seedDemoData(
    runnable.filter((s) => s.kind === 'service'),
    (s) => serviceEnv(s, shared, config),
  );

  const gateway = runnable.find((s) => s.kind === 'gateway');
  const lines = ['', log.bold('The art marketplace is running.')];
  if (started.length) lines.push('  started by this command:', ...started.map((x) => `    ${x}`));
  else lines.push('  started by this command: nothing (everything was already running)');
  if (!runnable.length)
    lines.push('  services:        none built yet (run `npm start` without --no-build once they exist)');
  if (gateway) lines.push(`  open:            ${log.bold(config.publicUrl)}`);
  else lines.push(`  open:            (no gateway built yet; it will serve ${config.publicUrl})`);
  lines.push(`  mails (maildev): ${smtp.webUrl.replace('127.0.0.1', 'localhost')}`);
  lines.push(`  S3 endpoint:     ${s3.endpoint}  (key ${config.s3.accessKey})`);
  lines.push(`  secrets:         ${path.relative(ROOT, SECRETS_FILE)}`);
  if (users?.length) lines.push('  demo users (role, e-mail, password, name):', ...formatUsers(users));
  else lines.push('  demo users:      none reported (no seed yet)');
  const socialAccounts = Object.entries(signInAccounts);
  if (socialAccounts.length) {
    lines.push("  social sign-in (pick the account on the stand-in provider's page, then Allow):");
    for (const [provider, account] of socialAccounts) lines.push(`    ${`${provider}:`.padEnd(21)}${account}`);
  }
  for (const [key, value] of Object.entries(extras)) lines.push(`  ${`${key}:`.padEnd(17)}${value}`);
  for (const problem of seedProblems) lines.push(`  ${log.bold('seed problem:')}    ${problem}`);
  lines.push('', 'Press Ctrl-C to stop what this command started.');
  console.log(lines.map((l) => `${prefix('infra')} ${l}`).join('\n'));
}

/**
 * Each running service's dist/seed.js in area order, identity first: the later seeds build on
 * identity's users (catalogue's waits until identity's events have filled its users projection).
 * A failed or stuck seed is reported and the stack keeps running; the seeds after a failed
 * identity seed are skipped, since they would wait for users that never come.
 */
async function seedDemoData(services, envOf) {
  let users = null;
  const extras = {};
  const seedProblems = [];
  const seeds = findSeeds(services.map((s) => s.name));
  if (!seeds.some((seed) => seed.area === 'identity') && services.some((s) => s.name === 'identity'))
    log.warn('no services/identity/dist/seed.js yet: no demo users seeded');
  let identityFailed = false;
  for (const { area, file } of seeds) {
    const where = path.relative(ROOT, file);
    if (identityFailed) {
      seedProblems.push(`${where} skipped: identity's seed failed, and it builds on identity's users`);
      log.warn(seedProblems.at(-1));
      continue;
    }
    log.info(log.bold(`seeding demo data (${where}, up to ${Math.round(SEED_TIMEOUT_MS / 1000)} s)`));
    const service = services.find((s) => s.name === area);
    const seed = await runSeed(envOf(service), { area });
    if (seed.ok) log.ok(`${area} demo data seeded`);
    else {
      seedProblems.push(`${where} ${seedFailure(seed)}; the stack keeps running (see its [${area}-seed] lines above)`);
      log.error(seedProblems.at(-1));
      if (area === 'identity') identityFailed = true;
    }
    if (area === 'identity') users = seed.users;
    for (const [key, value] of Object.entries(seed.extras ?? {})) extras[key] = value;
  }
  return { users, extras, seedProblems };
}

let stopping = false;
process.on('SIGINT', () => (stopping = true));
process.on('SIGTERM', () => (stopping = true));

main().catch(async (error) => {
  stopping = true;
  log.error(error.message);
  await stopAll();
  process.exit(1);
});
