import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { resetDatabase, testDatabaseUrl } from '@art/testing';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/db.js';

const url = testDatabaseUrl('kit_idle_connection');
let db: Kysely<unknown>;
const reported: Error[] = [];

before(async () => {
  await resetDatabase(url);
  db = createDb(url, 2, (error) => reported.push(error));
});
after(async () => {
  await db.destroy();
});

test('a server-side drop of an idle connection is reported, not fatal, and the next query works', async () => {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const pid = rows[0]!.pid;
  // The connection is back in the pool, idle. Drop it from the server's side, as a restart would.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
  const deadline = Date.now() + 5000;
  while (reported.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  assert.equal(reported.length, 1, 'the pool reported the dropped connection');
  const again = await sql<{ one: number }>`select 1 as one`.execute(db);
  assert.equal(again.rows[0]!.one, 1);
});
