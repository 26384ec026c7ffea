import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { kitMigrations } from './kit-migrations.js';

// BIGINT counts come back as strings by default; every count we keep fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * A pooled connection that the server drops (a PostgreSQL restart, a fail-over, an admin's
 * pg_terminate_backend) emits 'error'; unheard, that event would end the process. An idle one
 * makes the pool emit it (the pool has already discarded the connection). One checked out by a
 * transaction that waits between two of its queries (the outbox relay waits for NATS inside its
 * transaction) emits it on the client itself, which has no listener of the pool's while it is
 * out: its next query then fails, the transaction rolls back and the pool discards the client
 * when it comes back. Either way the error is only reported; the next query opens a new connection.
 */
export type IdleConnectionError = (error: Error) => void;

const reportIdleConnectionError: IdleConnectionError = (error) =>
  process.emitWarning(`PostgreSQL dropped a connection: ${error.message}`, 'IdleConnectionError');

export function createDb<DB>(url: string, max = 10, onIdleError = reportIdleConnectionError): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', onIdleError);
  // While a client is checked out the pool does not listen to it: this listener does, until it is back.
  const onCheckedOutError = (error: Error) => onIdleError(error);
  pool.on('acquire', (client) => client.on('error', onCheckedOutError));
  pool.on('release', (_error, client) => client.removeListener('error', onCheckedOutError));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Creates the service's database when it is missing. A UTF-8 character type is required: with
 * LC_CTYPE C, pg_trgm treats every non-ASCII letter as a separator and makes no trigrams for
 * Devanagari or Chinese, so search would find neither (docs/operations.md, the databases).
 *
 * It connects to the database itself first: in production each service's role owns its database
 * only and may connect to nothing else (CONNECT revoked from PUBLIC, docs/operations.md), so the
 * maintenance database is used only when the service's own is missing, to create it, which needs
 * a role that may (CREATEDB or superuser: development and tests). Otherwise the error says to
 * create the database beforehand.
 */
export async function ensureDatabase(
  url: string,
  { maintenanceDatabase = 'postgres' }: { maintenanceDatabase?: string } = {},
): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Database name "${name}" must be letters, digits or _`);
  const direct = new pg.Client({ connectionString: url });
  try {
    await direct.connect();
    return;
  } catch (error) {
    // 3D000: the database does not exist. Anything else (a password, the network) is the answer.
    if ((error as { code?: string }).code !== '3D000') throw error;
  } finally {
    await direct.end().catch(() => {});
  }
  const admin = new URL(url);
  admin.pathname = `/${maintenanceDatabase}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  const cannotCreate = (why: string) =>
    new Error(
      `Database "${name}" does not exist and cannot be created here (${why}): create it beforehand, owned by the service's role (docs/operations.md, Deploy)`,
    );
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw cannotCreate(
      `the maintenance database "${maintenanceDatabase}" refuses this role: ${(error as Error).message}`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(
          `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C.utf8' lc_ctype 'C.utf8'`,
        );
      } catch (error) {
        const code = (error as { code?: string }).code;
        // Two instances starting together may both try; the loser finds it made.
        if (code === '42501') throw cannotCreate(`the role may not create databases: ${(error as Error).message}`);
        if (code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

export async function assertUtf8Ctype<DB>(db: Kysely<DB>): Promise<void> {
  const result = await sql<{
    ctype: string;
  }>`select datctype as ctype from pg_database where datname = current_database()`.execute(db);
  const ctype = result.rows[0]?.ctype ?? '';
  if (!/utf-?8/i.test(ctype)) {
    throw new Error(`Database character type is "${ctype}"; text search needs a UTF-8 locale (C.utf8)`);
  }
}

class StaticMigrations implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

/** The kit records its migrations apart from the service's, so a new kit migration never collides with them. */
export const KIT_MIGRATION_TABLE = 'kit_migration';
export const KIT_MIGRATION_LOCK_TABLE = 'kit_migration_lock';
/** kysely's own advisory lock id for PostgreSQL: holding it keeps every migrator of this database out. */
const KYSELY_MIGRATION_LOCK_ID = sql.lit('3853314791062309107');

async function runMigrator(migrator: Migrator): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}

/**
 * Databases migrated before the kit had its own table recorded the kit's migrations in the
 * service's `kysely_migration`. Move those records (once, atomically, under kysely's migration
 * lock) so neither migrator sees a migration it does not know.
 */
async function moveKitRecordsOutOfServiceTable<DB>(db: Kysely<DB>, kitNames: string[]): Promise<void> {
  if (kitNames.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${KYSELY_MIGRATION_LOCK_ID})`.execute(trx);
    const found = await sql<{
      present: boolean;
    }>`select to_regclass('kysely_migration') is not null as present`.execute(trx);
    if (!found.rows[0]?.present) return;
    // Same shape as kysely's migration table, so its migrator takes it as its own.
    await sql`create table if not exists ${sql.table(KIT_MIGRATION_TABLE)} (
      name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(trx);
    await sql`with moved as (
        delete from kysely_migration where name in (${sql.join(kitNames)}) returning name, timestamp)
      insert into ${sql.table(KIT_MIGRATION_TABLE)} (name, timestamp) select name, timestamp from moved
      on conflict (name) do nothing`.execute(trx);
  });
}

/** The kit's own tables (outbox, processed events), recorded in kit_migration. */
export async function migrateKit<DB>(db: Kysely<DB>, migrations: Record<string, Migration> = kitMigrations) {
  await moveKitRecordsOutOfServiceTable(db, Object.keys(migrations));
  await runMigrator(
    new Migrator({
      db,
      provider: new StaticMigrations(migrations),
      migrationTableName: KIT_MIGRATION_TABLE,
      migrationLockTableName: KIT_MIGRATION_LOCK_TABLE,
    }),
  );
}

/** Runs the kit's migrations and then the service's (each in its own migration table). */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Record<string, Migration>,
  kit: Record<string, Migration> = kitMigrations,
): Promise<void> {
  await migrateKit(db, kit);
  await runMigrator(new Migrator({ db, provider: new StaticMigrations(migrations) }));
}
