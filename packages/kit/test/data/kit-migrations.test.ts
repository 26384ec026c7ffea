import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { resetDatabase } from '@art/testing';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { createDb, KIT_MIGRATION_TABLE, migrateKit, migrateToLatest } from '../../src/data/db.js';
import { kitMigrations } from '../../src/data/kit-migrations.js';
import { PG_ADMIN } from '../events/bus-helpers.js';

const url = PG_ADMIN.replace(/\/postgres$/, '/art_kit_k1_migrations_test');
let db: Kysely<unknown>;

/** A service's own migrations, named like the services name theirs. */
const serviceMigrations: Record<string, Migration> = {
  '0101_paintings': {
    async up(db) {
      await sql`create table paintings (id text primary key)`.execute(db);
    },
  },
};

/** The kit's migrations as the code before the split shipped them. */
const oldKitMigrations = {
  '0000_kit_outbox': kitMigrations['0000_kit_outbox'],
  '0001_kit_processed_events': kitMigrations['0001_kit_processed_events'],
};

const provider = (migrations: Record<string, Migration>): MigrationProvider => ({
  getMigrations: async () => migrations,
});

/** What the old migrateToLatest did: kit and service migrations in one kysely_migration table. */
async function migrateLikeTheOldCode() {
  const migrator = new Migrator({ db, provider: provider({ ...oldKitMigrations, ...serviceMigrations }) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

async function recorded(table: string): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

before(async () => {
  await resetDatabase(url, { extensions: [] });
  db = createDb<unknown>(url, 4);
});

after(async () => {
  await db.destroy();
});

test('a database migrated by the old code upgrades: kit records move, nothing re-runs, data stays', async () => {
  await migrateLikeTheOldCode();
  await sql`insert into outbox (id, subject, payload) values (gen_random_uuid(), 'kit.painting.listed', '{}')`.execute(
    db,
  );

  await migrateToLatest(db, serviceMigrations);

  assert.deepEqual(await recorded('kysely_migration'), ['0101_paintings']);
  assert.deepEqual(await recorded(KIT_MIGRATION_TABLE), Object.keys(kitMigrations).sort());
  const rows = await sql<{ parked_at: Date | null }>`select parked_at from outbox`.execute(db);
  assert.equal(rows.rows.length, 1, 'the waiting outbox row survived');
  assert.equal(rows.rows[0]?.parked_at, null, 'the new kit migration ran');

  // A second start finds nothing to do.
  await migrateToLatest(db, serviceMigrations);
  assert.deepEqual(await recorded('kysely_migration'), ['0101_paintings']);
});

test('replicas upgrading at the same time both start', async () => {
  await db.destroy();
  await resetDatabase(url, { extensions: [] });
  db = createDb<unknown>(url, 4);
  await migrateLikeTheOldCode();
  const replicas = [createDb<unknown>(url, 2), createDb<unknown>(url, 2)];
  try {
    await Promise.all(replicas.map((replica) => migrateToLatest(replica, serviceMigrations)));
  } finally {
    for (const replica of replicas) await replica.destroy();
  }
  assert.deepEqual(await recorded('kysely_migration'), ['0101_paintings']);
  assert.deepEqual(await recorded(KIT_MIGRATION_TABLE), Object.keys(kitMigrations).sort());
});

test('a new kit migration does not disturb the service migrator', async () => {
  // 0099 sorts before the service's executed 0101: in one shared table kysely would refuse it.
  const withNewKitMigration = {
    ...kitMigrations,
    '0099_kit_new_table': {
      async up(db: Kysely<unknown>) {
        await sql`create table kit_new_table (id int)`.execute(db);
      },
    },
  };
  await migrateKit(db, withNewKitMigration);
  assert.deepEqual(await recorded('kysely_migration'), ['0101_paintings']);
  const moreServiceMigrations = {
    ...serviceMigrations,
    '0102_painting_titles': {
      async up(db: Kysely<unknown>) {
        await sql`alter table paintings add column title text`.execute(db);
      },
    },
  };
  await migrateToLatest(db, moreServiceMigrations, withNewKitMigration);
  assert.deepEqual(await recorded('kysely_migration'), ['0101_paintings', '0102_painting_titles']);
  assert.deepEqual(await recorded(KIT_MIGRATION_TABLE), Object.keys(withNewKitMigration).sort());
});
