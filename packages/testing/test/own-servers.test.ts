import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DATABASE_LOCALE, resetDatabase, startOwnPostgres, startOwnRedis, testDatabaseUrl } from '../src/index.js';

test('startOwnRedis: a restart keeps the data by default, keepData false plays a Redis that loses it', async () => {
  const redis = await startOwnRedis();
  try {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    await client.set('kept', 'yes');
    client.disconnect();
    await redis.restart();
    const again = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await again.connect();
    assert.equal(await again.get('kept'), 'yes');
    again.disconnect();
    await redis.restart({ keepData: false });
    const third = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await third.connect();
    assert.equal(await third.get('kept'), null);
    third.disconnect();
  } finally {
    await redis.dispose();
  }
});

test('startOwnPostgres: a UTF-8 cluster with pg_trgm that survives a fast restart', async () => {
  const server = await startOwnPostgres();
  try {
    const url = await resetDatabase(testDatabaseUrl('own_server', server.adminUrl));
    assert.match(url, new RegExp(`:${server.port}/art_own_server_test$`));
    const query = async (text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    await query('create table kept (n int)');
    await query('insert into kept values (7)');
    const [{ ctype }] = await query('select datctype as ctype from pg_database where datname = current_database()');
    assert.equal(ctype, DATABASE_LOCALE);
    assert.deepEqual(await query(`select similarity('नेपाल', 'नेपाली') > 0 as similar`), [{ similar: true }]);
    await server.restart();
    assert.deepEqual(await query('select n from kept'), [{ n: 7 }]);
  } finally {
    await server.dispose();
  }
});
