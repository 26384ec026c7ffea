import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { monitorLineWords, testEnv, waitUntil, watchRedisCommands } from '@art/testing';
import { Redis } from 'ioredis';

test('a MONITOR line is read into its words, escapes undone', () => {
  assert.deepEqual(monitorLineWords('+1796108054.239332 [0 127.0.0.1:46198] "get" "a:b"'), ['get', 'a:b']);
  assert.deepEqual(monitorLineWords('+1.0 [0 unix:/x] "eval" "local x = \\"y\\"\\nreturn x" "0"'), [
    'eval',
    'local x = "y"\nreturn x',
    '0',
  ]);
  assert.deepEqual(monitorLineWords('+1.0 [0 127.0.0.1:1] "set" "k" "\\xe2\\x82\\xac"'), ['set', 'k', '\xe2\x82\xac']);
});

test('the feed keeps the commands it is asked for, from every client', async () => {
  const key = `testing:monitor:${randomUUID()}`;
  const feed = await watchRedisCommands(testEnv.redisUrl, (words) => words.some((word) => word.startsWith(key)));
  const redis = new Redis(testEnv.redisUrl);
  try {
    await redis.set(key, '1');
    await redis.get('some-other-key');
    await redis.mget(key, `${key}:2`);
    await waitUntil('the MGET to be seen', async () => feed.commands.some((words) => words[0] === 'mget') || undefined);
    assert.deepEqual(
      feed.commands.map((words) => words[0]),
      ['set', 'mget'],
    );
  } finally {
    feed.close();
    await redis.del(key);
    redis.disconnect();
  }
});
