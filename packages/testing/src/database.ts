import pg from 'pg';
import { testEnv } from './env.js';

/** Locale of every database: a UTF-8 character type so that pg_trgm indexes Devanagari and Chinese. */
export const DATABASE_LOCALE = 'C.utf8';

/** postgres://…/art_<area>_test on the machine's server (DATABASE_ADMIN_URL), or on the server of `adminUrl`. */
export function testDatabaseUrl(area: string, adminUrl: string = testEnv.databaseAdminUrl): string {
  const url = new URL(adminUrl);
  url.pathname = `/art_${area}_test`;
  return url.toString();
}

function split(url: string): { name: string; adminUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusable database name ${JSON.stringify(name)} in ${url}`);
  parsed.pathname = '/postgres';
  return { name, adminUrl: parsed.toString() };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ResetDatabaseOptions {
  /** Allow a name without "test" in it (refused by default so a dev database is never dropped). */
  force?: boolean;
  /** Extensions to create in the new database; default ['pg_trgm']. */
  extensions?: string[];
}

/**
 * Drops (disconnecting its users) and recreates the database of `url` with TEMPLATE template0,
 * UTF8 and LC_COLLATE/LC_CTYPE C.utf8, then creates pg_trgm. Resolves to `url`.
 */
export async function resetDatabase(url: string, options: ResetDatabaseOptions = {}): Promise<string> {
  const { name, adminUrl } = split(url);
  if (!options.force && !name.includes('test')) {
    throw new Error(
      `resetDatabase refuses to drop ${name}: its name has no "test" in it (pass { force: true } to insist)`,
    );
  }
  await withClient(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(
      `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE '${DATABASE_LOCALE}' LC_CTYPE '${DATABASE_LOCALE}'`,
    );
  });
  const extensions = options.extensions ?? ['pg_trgm'];
  if (extensions.length) {
    await withClient(url, async (db) => {
      for (const ext of extensions) {
        if (!/^[a-z_][a-z0-9_]*$/.test(ext)) throw new Error(`bad extension name ${ext}`);
        await db.query(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
      }
    });
  }
  return url;
}

/** Drops the database of `url` if it exists (same "test" guard as resetDatabase). */
export async function dropDatabase(url: string, options: { force?: boolean } = {}): Promise<void> {
  const { name, adminUrl } = split(url);
  if (!options.force && !name.includes('test')) throw new Error(`dropDatabase refuses to drop ${name}`);
  await withClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
