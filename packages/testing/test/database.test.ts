import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import pg from 'pg';
import { dropDatabase, resetDatabase, testDatabaseUrl } from '../src/index.js';

const url = testDatabaseUrl('testing_selftest');

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

after(() => dropDatabase(url));

test('testDatabaseUrl names art_<area>_test on the admin server', () => {
  assert.match(testDatabaseUrl('identity'), /^postgres:\/\/.+\/art_identity_test$/);
});

test('resetDatabase creates a UTF-8 database where pg_trgm works on Devanagari and Chinese', async () => {
  await resetDatabase(url);
  const [info] = await query<{ ctype: string; enc: string }>(
    'SELECT datctype AS ctype, pg_encoding_to_char(encoding) AS enc FROM pg_database WHERE datname = current_database()',
  );
  assert.equal(info?.enc, 'UTF8');
  assert.match(info?.ctype ?? '', /^C\.utf-?8$/i);
  const [sim] = await query<{ ne: number; zh: number }>(
    "SELECT similarity('थाङ्का चित्र', 'थाङ्का') AS ne, similarity('山水画作品', '山水画') AS zh",
  );
  assert.ok((sim?.ne ?? 0) > 0.3, `Devanagari similarity ${sim?.ne}`);
  assert.ok((sim?.zh ?? 0) > 0.3, `Chinese similarity ${sim?.zh}`);
});

test('resetDatabase empties an existing database, even with open connections', async () => {
  await resetDatabase(url);
  await query('CREATE TABLE t (id int)');
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  holder.on('error', () => {});
  await resetDatabase(url);
  const rows = await query("SELECT 1 FROM pg_tables WHERE tablename = 't'");
  assert.equal(rows.length, 0);
  await holder.end().catch(() => {});
});

test('resetDatabase refuses a database without "test" in its name', async () => {
  await assert.rejects(
    resetDatabase(url.replace(/art_testing_selftest_test$/, 'art_identity')),
    /refuses to drop art_identity/,
  );
});
