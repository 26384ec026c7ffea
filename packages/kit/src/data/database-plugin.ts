import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Migration } from 'kysely';
import { assertUtf8Ctype, createDb, ensureDatabase, migrateToLatest } from './db.js';
import type { KitTables } from './kit-migrations.js';
import { pendingMigrations } from './migration-command.js';

/**
 * The tables of the service this process is. Each service names its own once, beside its schema
 * (`declare module '@art/kit' { interface ServiceTables extends SocialTables {} }`), so `app.db`
 * is typed with them in every plugin and route of that service, without a cast. A program that
 * compiles no service (the kit's own tests) sees the kit's tables only.
 */
export interface ServiceTables extends KitTables {}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<ServiceTables>;
    /** For what needs a connection of its own beside the pool (the outbox's LISTEN). */
    databaseUrl: string;
  }
}

type DatabaseOptions = {
  url: string;
  migrations: Record<string, Migration>;
  poolSize?: number;
  /** false: the schema is migrated beforehand (MIGRATE_ON_START); start only if nothing is pending. */
  migrate?: boolean;
};

/** Creates (if missing) and migrates the service's own database, then hangs it on the instance. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabaseOptions) => {
    const migrate = options.migrate ?? true;
    if (migrate) await ensureDatabase(options.url);
    const db = createDb<ServiceTables>(options.url, options.poolSize, (error) =>
      app.log.warn({ err: error }, 'PostgreSQL dropped a connection; the pool opens a new one'),
    );
    await assertUtf8Ctype(db);
    if (migrate) {
      await migrateToLatest(db, options.migrations);
    } else {
      // Code newer than its schema would fail request by request; failing the start is clearer,
      // and Kubernetes retries it once the init container or the Job has run.
      const pending = await pendingMigrations(db, options.migrations);
      if (pending.length > 0) {
        await db.destroy();
        throw new Error(`Database has pending migrations (${pending.join(', ')}); run node dist/migrate.js first`);
      }
    }
    app.decorate('db', db);
    app.decorate('databaseUrl', options.url);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
