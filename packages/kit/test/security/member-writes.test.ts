import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { Redis } from 'ioredis';
import { memberWriteCounter, memberWritesNameSpace } from '../../src/security/member-writes.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `kit-test-${randomUUID()}:`;

after(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

test("a member's writes are counted in the gateway's key; past the budget they are refused until the window ends", async () => {
  const count = memberWriteCounter({ redis, prefix, max: 3, windowMs: 2000 });
  const member = randomUUID();
  const answers = [];
  for (let write = 0; write < 5; write++) answers.push(await count(member));
  assert.deepEqual(
    answers.map((answer) => answer.isAllowed),
    [true, true, true, false, false],
  );
  assert.equal(await redis.get(`${memberWritesNameSpace(prefix)}${member}`), '5');
  assert.equal(memberWritesNameSpace(prefix), `${prefix}write:user:`);
  const retryAfter = answers[3]!.retryAfterSeconds;
  assert.ok(retryAfter >= 1 && retryAfter <= 2, `retry after ${retryAfter} s`);

  assert.equal((await count(randomUUID())).isAllowed, true, 'another member has a budget of their own');
  await new Promise((resolve) => setTimeout(resolve, 2100));
  assert.equal((await count(member)).isAllowed, true, 'a new window');
});

test('Redis unreachable: the write is allowed (a limit must not lock everybody out)', async () => {
  const down = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 0,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  down.on('error', () => {});
  try {
    const count = memberWriteCounter({ redis: down, prefix, max: 1, windowMs: 1000 });
    assert.deepEqual(await count(randomUUID()), { isAllowed: true, retryAfterSeconds: 0 });
  } finally {
    down.disconnect();
  }
});
