import { createRedis } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long the start waits for Redis before going on without it. */
const FIRST_CONNECT_WAIT_MS = 2000;
/** At most one "Redis unreachable" line per this period (it would otherwise fill the log). */
const ERROR_LOG_EVERY_MS = 30_000;

/**
 * The gateway's Redis (attempt counters, session versions). Unlike a service, the gateway must
 * keep serving while Redis is down: everything it reads there fails open. So the start does not
 * fail when Redis is unreachable (the client keeps reconnecting), and commands are not queued
 * while disconnected: they fail at once and the caller goes on without the answer, instead of
 * every request waiting for a reconnect.
 */
export const gatewayRedisPlugin = fp(
  async (app: FastifyInstance, options: { url: string }) => {
    const redis = createRedis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: FIRST_CONNECT_WAIT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    });
    let lastLoggedAt = 0;
    redis.on('error', (error) => {
      if (Date.now() - lastLoggedAt < ERROR_LOG_EVERY_MS) return;
      lastLoggedAt = Date.now();
      app.log.warn({ err: error }, 'Redis unreachable: attempt limits and session-version checks are skipped');
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      redis.connect().catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  },
  { name: 'redis' },
);
