import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createRedis } from './redis-connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

/**
 * Redis holds caches, counters and queues, never the service's own state: an instance starts and
 * serves without it (ioredis keeps reconnecting in the background, /health reports it down), so
 * that a restart during a Redis outage does not take the service away too.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url: string }) => {
    const redis = createRedis(options.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    // ioredis emits an error at every failed reconnect: log the change of state, not each attempt.
    let down = false;
    redis.on('error', (err) => {
      if (down) return;
      down = true;
      app.log.warn({ err }, 'Redis unreachable; retrying in the background');
    });
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      app.log.info('Redis reachable again');
    });
    await redis.connect().catch(() => undefined);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // QUIT waits for a connection that may never come back; a down Redis is simply let go.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  },
  { name: 'redis' },
);
