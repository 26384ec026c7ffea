import { Redis } from 'ioredis';

/** Removes every key a test's queue prefix made, so test runs leave nothing in Redis. */
export async function deleteQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const stream = redis.scanStream({ match: `${prefix}:*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}
