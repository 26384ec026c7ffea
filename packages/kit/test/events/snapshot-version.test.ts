import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDb, ensureDatabase } from '../../src/data/db.js';
import { isNewerSnapshot, upsertSnapshot } from '../../src/events/snapshot-version.js';

const URL_ = process.env.KIT_SNAPSHOT_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/art_kit_snapshot_test';

interface ProjectionTables {
  studio_owners: { user_id: string; name: string; role: number; version: number };
}

describe('isNewerSnapshot', () => {
  it('takes the first snapshot and only higher versions after it', () => {
    assert.equal(isNewerSnapshot(undefined, 1), true);
    assert.equal(isNewerSnapshot(null, 1), true);
    assert.equal(isNewerSnapshot(3, 4), true);
    assert.equal(isNewerSnapshot(3, 3), false);
    assert.equal(isNewerSnapshot(3, 2), false);
  });
});

describe('upsertSnapshot', () => {
  let db: Kysely<ProjectionTables>;

  before(async () => {
    const admin = new URL(URL_);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
    await ensureDatabase(URL_);
    db = createDb<ProjectionTables>(URL_, 2);
    await sql`create table studio_owners (user_id text primary key, name text not null, role integer not null, version integer not null)`.execute(
      db,
    );
  });

  after(async () => {
    await db?.destroy();
  });

  const held = () => db.selectFrom('studio_owners').selectAll().where('user_id', '=', 'u-1').executeTakeFirstOrThrow();

  it('inserts, keeps the held row against an older or equal snapshot, and takes a newer one', async () => {
    assert.equal(
      await upsertSnapshot(db, 'studio_owners', 'user_id', { user_id: 'u-1', name: 'Sita', role: 21, version: 2 }),
      true,
    );
    // A late redelivery of version 1 (the name before a change) must not undo version 2.
    assert.equal(
      await upsertSnapshot(db, 'studio_owners', 'user_id', { user_id: 'u-1', name: 'Old', role: 21, version: 1 }),
      false,
    );
    assert.deepEqual(await held(), { user_id: 'u-1', name: 'Sita', role: 21, version: 2 });
    assert.equal(
      await upsertSnapshot(db, 'studio_owners', 'user_id', { user_id: 'u-1', name: 'Same', role: 21, version: 2 }),
      false,
    );
    assert.equal(
      await upsertSnapshot(db, 'studio_owners', 'user_id', { user_id: 'u-1', name: 'Sita Rai', role: 11, version: 5 }),
      true,
    );
    assert.deepEqual(await held(), { user_id: 'u-1', name: 'Sita Rai', role: 11, version: 5 });
  });
});
