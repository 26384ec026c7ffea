import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';

async function check(name: string, probe: () => Promise<unknown>, timeoutMs = 2000) {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
    return [name, 'up'] as const;
  } catch (error) {
    return [name, `down: ${(error as Error).message}`] as const;
  } finally {
    clearTimeout(timer);
  }
}

/** `/health`: the process answers. `/ready`: PostgreSQL, NATS and Redis answer too. */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    app.get('/health', { schema: { hide: true } as never, logLevel: 'warn' }, async () => ({
      status: 'success',
      message: 'alive',
    }));
    app.get('/ready', { schema: { hide: true } as never, logLevel: 'warn' }, async (_request, reply) => {
      const checks = await Promise.all([
        app.hasDecorator('db') ? check('postgres', () => sql`select 1`.execute(app.db)) : null,
        app.hasDecorator('bus') ? check('nats', () => app.bus.jsm.getAccountInfo()) : null,
        app.hasDecorator('redis') ? check('redis', () => app.redis.ping()) : null,
      ]);
      const results = Object.fromEntries(checks.filter((c) => c !== null));
      const ready = Object.values(results).every((state) => state === 'up');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'success' : 'not-ready', message: results });
    });
  },
  { name: 'health' },
);
