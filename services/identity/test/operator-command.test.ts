import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type CommandResult, runCommand } from '@art/testing';
import { uniqueEmail } from './helpers/accounts.js';
import { outboxEvents } from './helpers/events.js';
import { startTestApp, type TestContext } from './helpers/test-app.js';

const COMMAND = fileURLToPath(new URL('../src/operator-command.ts', import.meta.url));

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

/** Runs the command as `npm run operator --` does, against the test app's database, bus and Redis. */
function operatorCommand(...args: string[]): Promise<CommandResult> {
  const { config } = t;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: config.DATABASE_URL,
    REDIS_URL: config.REDIS_URL,
    NATS_URL: config.NATS_URL,
    BUS_PREFIX: config.BUS_PREFIX,
    INTERNAL_TOKEN: config.INTERNAL_TOKEN,
    JWT_SECRET: config.JWT_SECRET,
    SESSION_VERSION_PREFIX: config.SESSION_VERSION_PREFIX,
    S3_ENDPOINT: config.S3_ENDPOINT,
    LOG_LEVEL: 'silent',
  };
  return runCommand({
    command: process.execPath,
    args: ['--conditions=@art/source', '--import', 'tsx', COMMAND, ...args],
    cwd: path.dirname(path.dirname(COMMAND)),
    env,
  });
}

describe('npm run operator -- create <email> [--name]', () => {
  it('makes the operator, says what it did, and mails the set-password link; refuses the address again', async () => {
    const email = uniqueEmail('operator');
    const made = await operatorCommand('create', email, '--name', 'Oshin Pradhan');
    assert.equal(made.code, 0, made.stderr);
    assert.match(
      made.stdout,
      new RegExp(`Operator created: ${email.replace(/[.+]/g, '\\$&')} \\(id [0-9a-f-]{36}, role 1`),
    );
    assert.match(made.stdout, /set-password link was mailed/);
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.role, 1);
    assert.equal(row.name, 'Oshin Pradhan');
    assert.equal(row.email_verified, true);
    assert.equal(row.password_hash, null);
    const mailed = (await outboxEvents(t, 'identity.password.reset_requested')).filter((e) => e.data.userId === row.id);
    assert.equal(mailed.length, 1);

    const again = await operatorCommand('create', email);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /No operator created: This address is already used by an account/);
    assert.equal(again.stdout, '');
  });

  it('reset-second-factor forgets the authenticator and recovery codes and ends every session; refuses a member', async () => {
    const email = uniqueEmail('operator.lost-phone');
    assert.equal((await operatorCommand('create', email)).code, 0);
    const before = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ totp_secret_sealed: 'sealed-secret', totp_confirmed_at: new Date(), totp_last_step: 123 })
      .where('id', '=', before.id)
      .execute();
    await t.db.insertInto('operator_recovery_codes').values({ user_id: before.id, code_hash: 'hash' }).execute();

    const reset = await operatorCommand('reset-second-factor', email);
    assert.equal(reset.code, 0, reset.stderr);
    assert.match(reset.stdout, /Second factor reset for .*every session has ended/);
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    assert.equal(after.totp_secret_sealed, null);
    assert.equal(after.totp_confirmed_at, null);
    assert.ok(after.session_version > before.session_version, 'every token issued so far is refused');
    const codes = await t.db
      .selectFrom('operator_recovery_codes')
      .select('id')
      .where('user_id', '=', before.id)
      .execute();
    assert.deepEqual(codes, []);
    const ended = (await outboxEvents(t, 'identity.session.revoked')).filter((e) => e.data.userId === before.id);
    assert.equal(ended.at(-1)?.data.reason, 'second-factor-reset');

    const member = uniqueEmail('not-an-operator');
    const refused = await operatorCommand('reset-second-factor', member);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Nothing reset: No operator account has this address/);
  });

  it('answers its usage for anything else (exit code 2)', async () => {
    for (const args of [[], ['create'], ['delete', 'a@b.np'], ['create', 'a@b.np', 'extra'], ['reset-second-factor']]) {
      const wrong = await operatorCommand(...args);
      assert.equal(wrong.code, 2, args.join(' '));
      assert.match(wrong.stderr, /usage: operator create <email>/);
    }
  });
});
