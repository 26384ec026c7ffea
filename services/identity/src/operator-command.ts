import { parseArgs } from 'node:util';
import { AppError } from '@art/kit';
import { buildApp } from './app.js';
import { loadIdentityConfig } from './config.js';

/**
 * `npm run operator -- create <email> [--name "..."]` (infra/bin/operator.mjs, with the local
 * stack's variables), or `node dist/operator-command.js create <email> [--name "..."]` in the
 * identity image (k8s/jobs/create-operator.yaml, a one-off Job). Makes an operator account (role 1,
 * e-mail verified, no usable password) and mails a set-password link through the reset flow (the
 * notification service sends it). Operators are never made by sign-up. `reset-second-factor
 * <email>` is for a lost authenticator: it forgets the secret and recovery codes and ends every
 * session; the next sign-in enrols a new authenticator. Prints what it did on stdout; logs go to
 * stderr. Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */
const USAGE = 'usage: operator create <email> [--name "Full Name"] | operator reset-second-factor <email>';

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function parsedArguments() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

const parsed = parsedArguments();
const [command, email, ...rest] = parsed.positionals;
if (parsed.values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const commands = ['create', 'reset-second-factor'];
if (!commands.includes(command ?? '') || !email || rest.length > 0) fail(USAGE, 2);
if (command === 'reset-second-factor' && parsed.values.name !== undefined) fail(USAGE, 2);
const context = { actor: { userId: null, role: null }, requestId: 'operator-command' };

const config = loadIdentityConfig();
const app = await buildApp(config, { logStream: process.stderr });
let exitCode = 0;
try {
  await app.ready();
  if (command === 'create') {
    const operator = await app.operators.create(email, parsed.values.name ?? '', context);
    // Published before exiting, so the link is mailed even if the service's relay is not running.
    await app.outbox.flush();
    process.stdout.write(
      `Operator created: ${operator.email} (id ${operator.id}, role ${operator.role}, name "${operator.name}").\n` +
        `A set-password link was mailed to ${operator.email}; it is valid for ${config.RESET_TOKEN_TTL_MIN} minutes.\n` +
        'At the first sign-in the operator enrols an authenticator app (TOTP) and receives 10 recovery codes.\n',
    );
  } else {
    const operator = await app.operators.resetSecondFactor(email, context);
    // The sessions-ended event drops the operator's live sockets even if the relay is not running.
    await app.outbox.flush();
    process.stdout.write(
      `Second factor reset for ${operator.email}: the authenticator and recovery codes are forgotten and every session has ended.\n` +
        'At the next sign-in the operator enrols a new authenticator app and receives new recovery codes.\n',
    );
  }
} catch (error) {
  exitCode = 1;
  const message = error instanceof AppError ? error.message : `failed: ${(error as Error).message}`;
  process.stderr.write(`${command === 'create' ? 'No operator created' : 'Nothing reset'}: ${message}\n`);
} finally {
  await app.close();
}
process.exit(exitCode);
