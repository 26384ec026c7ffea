import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dropDatabase, resetDatabase } from '@art/testing';
import Fastify from 'fastify';
import { type Migration, sql } from 'kysely';
import { databasePlugin } from '../../src/data/database-plugin.js';
import { createDb } from '../../src/data/db.js';
import { pendingMigrations, runMigrationCommand } from '../../src/data/migration-command.js';
import { PG_ADMIN } from '../events/bus-helpers.js';

const url = PG_ADMIN.replace(/\/postgres$/, '/art_kit_migration_command_test');

const paintings: Record<string, Migration> = {
  '0101_paintings': {
    async up(db) {
      await sql`create table paintings (id text primary key)`.execute(db);
    },
  },
};
const withFrames: Record<string, Migration> = {
  ...paintings,
  '0102_frames': {
    async up(db) {
      await sql`create table frames (id text primary key)`.execute(db);
    },
  },
};

async function tables(): Promise<string[]> {
  const db = createDb<unknown>(url, 1);
  try {
    const result = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = 'public' and tablename in ('paintings', 'frames', 'outbox') order by 1`.execute(db);
    return result.rows.map((row) => row.name);
  } finally {
    await db.destroy();
  }
}

async function startWithoutMigrating(migrations: Record<string, Migration>) {
  const app = Fastify({ logger: false });
  await app.register(databasePlugin, { url, migrations, migrate: false });
  await app.ready();
  return app;
}

before(async () => {
  await dropDatabase(url, { force: true });
});

after(async () => {
  await dropDatabase(url, { force: true });
});

test('the migration command creates the database and runs the kit and service migrations', async () => {
  await runMigrationCommand(paintings, { DATABASE_URL: url, LOG_LEVEL: 'silent' });
  assert.equal(process.exitCode ?? 0, 0);
  assert.deepEqual(await tables(), ['outbox', 'paintings']);

  const db = createDb<unknown>(url, 1);
  try {
    assert.deepEqual(await pendingMigrations(db, paintings), []);
    assert.deepEqual(await pendingMigrations(db, withFrames), ['0102_frames']);
  } finally {
    await db.destroy();
  }
});

test('a service told not to migrate refuses to start on a schema older than its code, and changes nothing', async () => {
  await assert.rejects(startWithoutMigrating(withFrames), /pending migrations \(0102_frames\)/);
  assert.deepEqual(await tables(), ['outbox', 'paintings']);

  await runMigrationCommand(withFrames, { DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const app = await startWithoutMigrating(withFrames);
  assert.deepEqual(await tables(), ['frames', 'outbox', 'paintings']);
  await app.close();
});

test('a bad DATABASE_URL is refused before anything is touched', async () => {
  await assert.rejects(runMigrationCommand(paintings, { DATABASE_URL: 'mysql://nowhere/db' }), /DATABASE_URL/);
});

test('a migration that fails sets a failing exit code instead of throwing past the log', async () => {
  await resetDatabase(url, { extensions: [] });
  const broken: Record<string, Migration> = {
    '0101_broken': {
      async up(db) {
        await sql`create table broken (id no_such_type)`.execute(db);
      },
    },
  };
  try {
    await runMigrationCommand(broken, { DATABASE_URL: url, LOG_LEVEL: 'silent' });
    assert.equal(process.exitCode, 1);
  } finally {
    process.exitCode = 0;
  }
});
