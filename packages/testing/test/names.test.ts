import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import { deleteRedisKeys, deleteStreams, testEnv, uniqueEmail, uniqueStreamPrefix } from '../src/index.js';

test('uniqueStreamPrefix gives distinct names usable in stream names and subjects', () => {
  const seen = new Set(Array.from({ length: 200 }, () => uniqueStreamPrefix()));
  assert.equal(seen.size, 200);
  for (const p of seen) assert.match(p, /^t[a-z0-9]{8,}$/);
});

test('uniqueEmail is lower-case and unique', () => {
  const a = uniqueEmail('Sita');
  assert.equal(a, a.toLowerCase());
  assert.notEqual(a, uniqueEmail('Sita'));
});

test('deleteStreams removes only the streams of one prefix', async () => {
  const mine = uniqueStreamPrefix();
  const other = uniqueStreamPrefix();
  const nc = await connect({ servers: testEnv.natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({ name: `${mine.toUpperCase()}_IDENTITY`, subjects: [`${mine}.identity.>`] });
    await jsm.streams.add({ name: `${other.toUpperCase()}_IDENTITY`, subjects: [`${other}.identity.>`] });
    assert.deepEqual(await deleteStreams(mine), [`${mine.toUpperCase()}_IDENTITY`]);
    const names: string[] = [];
    for await (const name of jsm.streams.names()) names.push(name);
    assert.ok(!names.includes(`${mine.toUpperCase()}_IDENTITY`));
    assert.ok(names.includes(`${other.toUpperCase()}_IDENTITY`));
    await deleteStreams(other);
  } finally {
    await nc.close();
  }
});

test('deleteRedisKeys removes only the keys of one prefix', async () => {
  const mine = uniqueStreamPrefix();
  const other = uniqueStreamPrefix();
  const redis = new Redis(testEnv.redisUrl);
  try {
    await redis.mset(`${mine}:a`, '1', `${mine}:b`, '2', `${other}:a`, '3');
    assert.equal(await deleteRedisKeys(`${mine}:`), 2);
    assert.equal(await redis.exists(`${mine}:a`, `${mine}:b`), 0);
    assert.equal(await redis.get(`${other}:a`), '3');
    await deleteRedisKeys(other);
  } finally {
    redis.disconnect();
  }
});
