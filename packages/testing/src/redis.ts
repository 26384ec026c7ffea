import { Redis } from 'ioredis';
import { testEnv } from './env.js';

/** Deletes every Redis key starting with `prefix` (SCAN + UNLINK). Resolves to the count. */
export async function deleteRedisKeys(prefix: string, url: string = testEnv.redisUrl): Promise<number> {
  if (!prefix) throw new Error('deleteRedisKeys needs a non-empty prefix');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let count = 0;
  try {
    const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) count += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return count;
}
