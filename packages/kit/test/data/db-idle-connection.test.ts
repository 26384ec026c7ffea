import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { resetDatabase, testDatabaseUrl } from '@art/testing';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../../src/data/db.js';

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

test('a connection dropped while its transaction waits between two queries is reported, not fatal', async () => {
  reported.length = 0;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const outcome = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      // The transaction waits for something else (the outbox relay waits for NATS here) while the
      // server drops its connection, as a restart does.
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      const deadline = Date.now() + 5000;
      while (reported.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await sql`select 1`.execute(trx);
    });
    await assert.rejects(outcome, /not queryable|terminat/i, 'the transaction fails: its caller knows');
  } finally {
    await admin.end();
  }
  // The server's termination notice and the closed socket may each be reported.
  assert.ok(reported.length >= 1, 'the dropped connection was reported (an unheard error would end the process)');
  const again = await sql<{ one: number }>`select 1 as one`.execute(db);
  assert.equal(again.rows[0]!.one, 1, 'the next query gets a new connection');
});
