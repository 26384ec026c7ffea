// Against the machine's PostgreSQL, Redis and NATS.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import pg from 'pg';
import { databaseUrl, loadInfraConfig } from '../lib/config.mjs';
import { ensureDatabases } from '../lib/databases.mjs';
import { checkNats, ensureInfra } from '../lib/ensure-infra.mjs';

const config = loadInfraConfig();
const NAME = 'art_infra_selftest_test';

async function admin(sql) {
  const client = new pg.Client({ connectionString: config.databaseAdminUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

after(() => admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`));

test('ensureInfra finds PostgreSQL, Redis and NATS with JetStream, and Redis keeps every key', async () => {
  const { started } = await ensureInfra(config, { quiet: true });
  assert.ok(Array.isArray(started));
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl);
  try {
    assert.deepEqual(await redis.config('GET', 'maxmemory-policy'), ['maxmemory-policy', 'noeviction']);
  } finally {
    redis.disconnect();
  }
});

test('ensureInfra names what is missing when it may not start it', async () => {
  await assert.rejects(
    ensureInfra({ ...config, natsUrl: 'nats://127.0.0.1:1' }, { start: false, quiet: true }),
    /NATS is not reachable at nats:\/\/127\.0\.0\.1:1 \(NATS_URL\)/,
  );
});

test('checkNats reports JetStream', async () => {
  assert.match(await checkNats(config.natsUrl), /JetStream/);
});

test('ensureDatabases creates UTF-8 databases with pg_trgm, idempotently', async () => {
  await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  assert.deepEqual((await ensureDatabases([NAME], { quiet: true })).created, [NAME]);
  assert.deepEqual((await ensureDatabases([NAME], { quiet: true })).created, []);
  const client = new pg.Client({ connectionString: databaseUrl(config.databaseAdminUrl, NAME) });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT datctype, similarity('थाङ्का चित्र', 'थाङ्का') AS s FROM pg_database WHERE datname = current_database()",
    );
    assert.match(rows[0].datctype, /^C\.utf-?8$/i);
    assert.ok(rows[0].s > 0.3);
  } finally {
    await client.end();
  }
});

test('a database with the C character type is reported, or recreated when allowed', async () => {
  await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${NAME} TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'`);
  await assert.rejects(ensureDatabases([NAME], { quiet: true }), /exists with LC_CTYPE C .*pg_trgm/);
  assert.deepEqual((await ensureDatabases([NAME], { quiet: true, recreateWrongLocale: true })).created, [NAME]);
  const rows = await admin(`SELECT datctype FROM pg_database WHERE datname = '${NAME}'`);
  assert.match(rows[0].datctype, /^C\.utf-?8$/i);
});
