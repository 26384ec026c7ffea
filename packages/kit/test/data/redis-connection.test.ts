import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { testEnv } from '@art/testing';
import { Type } from 'typebox';
import { baseConfigProperties, ConfigError, loadConfig } from '../../src/config.js';
import { createRedis, RedisUrlError, redisOptions } from '../../src/data/redis-connection.js';

describe('REDIS_URL forms', () => {
  test('one server: host, port, credentials, database and TLS', () => {
    assert.deepEqual(redisOptions('redis://127.0.0.1:6379'), { host: '127.0.0.1', port: 6379 });
    assert.deepEqual(redisOptions('rediss://app:p%40ss@cache.example:6380/2'), {
      host: 'cache.example',
      port: 6380,
      username: 'app',
      password: 'p@ss',
      db: 2,
      tls: {},
    });
    assert.deepEqual(redisOptions('redis://:secret@redis'), { host: 'redis', port: 6379, password: 'secret' });
  });

  test('Sentinel: every sentinel, the master name, the master password and the sentinels’ own', () => {
    assert.deepEqual(
      redisOptions(
        'redis+sentinel://:p%40ss@s1.art-data:26379,s2.art-data:26380,s3.art-data/mymaster/1?sentinelPassword=sp',
      ),
      {
        sentinels: [
          { host: 's1.art-data', port: 26379 },
          { host: 's2.art-data', port: 26380 },
          { host: 's3.art-data', port: 26379 },
        ],
        name: 'mymaster',
        password: 'p@ss',
        db: 1,
        sentinelPassword: 'sp',
      },
    );
    const tls = redisOptions('rediss+sentinel://redis-sentinel.art-data:26379/art');
    assert.equal(tls.enableTLSForSentinelMode, true);
    assert.deepEqual(tls.tls, {});
  });

  test('a malformed URL is refused with its code, naming REDIS_URL', () => {
    for (const url of [
      'redis+sentinel://s1:26379',
      'redis+sentinel://s1:26379/mymaster/x',
      'redis+sentinel://s1:port/mymaster',
      'redis+sentinel://s1:26379/mymaster?password=x',
      'http://redis:6379',
    ]) {
      assert.throws(
        () => redisOptions(url),
        (error: unknown) =>
          error instanceof RedisUrlError &&
          error.code === 'REDIS_URL_INVALID' &&
          error.message.startsWith('REDIS_URL:'),
        url,
      );
    }
  });

  test('the config schema takes both forms and refuses a Sentinel URL without a master name', () => {
    const Schema = Type.Object({ REDIS_URL: baseConfigProperties.REDIS_URL });
    assert.equal(
      loadConfig(Schema, { REDIS_URL: 'redis+sentinel://s1:26379,s2:26379/mymaster' }).REDIS_URL,
      'redis+sentinel://s1:26379,s2:26379/mymaster',
    );
    assert.equal(loadConfig(Schema, { REDIS_URL: 'rediss://cache:6380' }).REDIS_URL, 'rediss://cache:6380');
    assert.throws(
      () => loadConfig(Schema, { REDIS_URL: 'redis+sentinel://s1:26379' }),
      (error: unknown) => error instanceof ConfigError && /^REDIS_URL=/.test(error.problems[0] ?? ''),
    );
  });
});

describe('a client through a real Sentinel', () => {
  const master = new URL(testEnv.redisUrl);
  const dir = mkdtempSync(join(tmpdir(), 'art-sentinel-'));
  let sentinel: ChildProcess;
  let port = 0;

  before(async () => {
    port = await freePort();
    // A quorum of 2 with one sentinel: it reports the master and never starts a failover of the
    // shared development Redis.
    writeFileSync(
      join(dir, 'sentinel.conf'),
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor art-kit-test ${master.hostname} ${master.port || 6379} 2`,
        '',
      ].join('\n'),
    );
    sentinel = spawn('redis-server', [join(dir, 'sentinel.conf'), '--sentinel'], { stdio: 'ignore' });
    await waitFor(async () => {
      const probe = createRedis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.call('SENTINEL', 'get-master-addr-by-name', 'art-kit-test')) !== null;
      } finally {
        probe.disconnect();
      }
    });
  });
  after(() => {
    sentinel?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  test('reaches the master the sentinel names, and so does a duplicate (the socket adapter’s subscriber)', async () => {
    const redis = createRedis(`redis+sentinel://127.0.0.1:${port}/art-kit-test`, { maxRetriesPerRequest: 1 });
    const sub = redis.duplicate();
    try {
      const key = `kit-sentinel-test:${process.pid}`;
      await redis.set(key, 'through sentinel', 'EX', 30);
      const direct = createRedis(testEnv.redisUrl);
      try {
        assert.equal(await direct.get(key), 'through sentinel', 'written on the master itself');
      } finally {
        direct.disconnect();
      }
      const heard = new Promise<string>((resolve) => sub.on('message', (_channel, message) => resolve(message)));
      await sub.subscribe(key);
      await redis.publish(key, 'hello');
      assert.equal(await heard, 'hello');
      await redis.del(key);
    } finally {
      sub.disconnect();
      redis.disconnect();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error('the sentinel did not come up');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
