import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { kitMigrations } from './kit-migrations.js';

// BIGINT counts come back as strings by default; every count we keep fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDb<DB>(url: string, max = 10): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max }) }) });
}

/**
 * Creates the service's database when it is missing. A UTF-8 character type is required: with
 * LC_CTYPE C, pg_trgm makes no trigrams for Devanagari or Chinese (see ARCHITECTURE, pitfalls).
 */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Database name "${name}" must be letters, digits or _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(
          `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C.utf8' lc_ctype 'C.utf8'`,
        );
      } catch (error) {
        // Two instances starting together may both try; the loser finds it made.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

export async function assertUtf8Ctype(db: Kysely<unknown>): Promise<void> {
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

/** Runs the kit's own tables (outbox, processed events) and then the service's migrations. */
export async function migrateToLatest(db: Kysely<unknown>, migrations: Record<string, Migration>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrations({ ...kitMigrations, ...migrations }) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}
