import { type Kysely, type Migration, Migrator } from 'kysely';
import pino from 'pino';
import { Type } from 'typebox';
import { baseConfigProperties, loadConfig } from '../config.js';
import { loggerOptions } from '../observability/logger.js';
import { assertUtf8Ctype, createDb, ensureDatabase, KIT_MIGRATION_TABLE, migrateToLatest } from './db.js';
import { kitMigrations } from './kit-migrations.js';

/** Creates the service's database if it is missing and brings it to the latest schema. */
export async function migrateDatabase(url: string, migrations: Record<string, Migration>): Promise<void> {
  await ensureDatabase(url);
  const db = createDb<unknown>(url, 1);
  try {
    await assertUtf8Ctype(db);
    await migrateToLatest(db, migrations);
  } finally {
    await db.destroy();
  }
}

/** The names of the kit's and the service's migrations that this database has not run yet. */
export async function pendingMigrations<DB>(db: Kysely<DB>, migrations: Record<string, Migration>): Promise<string[]> {
  const staticProvider = (all: Record<string, Migration>) => ({ getMigrations: async () => all });
  const kit = new Migrator({ db, provider: staticProvider(kitMigrations), migrationTableName: KIT_MIGRATION_TABLE });
  const own = new Migrator({ db, provider: staticProvider(migrations) });
  const known = [...(await kit.getMigrations()), ...(await own.getMigrations())];
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

const MigrationConfig = Type.Object({
  SERVICE_NAME: Type.String({ minLength: 1, default: 'migrate' }),
  LOG_LEVEL: baseConfigProperties.LOG_LEVEL,
  DATABASE_URL: baseConfigProperties.DATABASE_URL,
});

/**
 * `node dist/migrate.js` of a service: its migrations and nothing else, for a Kubernetes init
 * container or a Job, so that pods started with MIGRATE_ON_START=false never race to change the
 * schema and never need the rights to. Reads only DATABASE_URL (and LOG_LEVEL, SERVICE_NAME).
 */
export async function runMigrationCommand(
  migrations: Record<string, Migration>,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const config = loadConfig(MigrationConfig, env);
  const log = pino(loggerOptions(config.SERVICE_NAME, config.LOG_LEVEL));
  const started = Date.now();
  try {
    await migrateDatabase(config.DATABASE_URL, migrations);
    log.info({ ms: Date.now() - started }, 'database migrated');
  } catch (error) {
    log.error({ err: error }, 'database migration failed');
    process.exitCode = 1;
  }
}
