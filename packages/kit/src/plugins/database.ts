import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Migration } from 'kysely';
import { assertUtf8Ctype, createDb, ensureDatabase, migrateToLatest } from '../db.js';

declare module 'fastify' {
  interface FastifyInstance {
    // Each service narrows this with its own table types where it uses it.
    db: Kysely<any>;
  }
}

/** Creates (if missing) and migrates the service's own database, then hangs it on the instance. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { url: string; migrations: Record<string, Migration>; poolSize?: number }) => {
    await ensureDatabase(options.url);
    const db = createDb<unknown>(options.url, options.poolSize, (error) =>
      app.log.warn({ err: error }, 'PostgreSQL dropped an idle connection; the pool opens a new one'),
    );
    await assertUtf8Ctype(db);
    await migrateToLatest(db, options.migrations);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
