// Creates the per-service databases (art_<area>, and art_<area>_test on demand) with a UTF-8
// character type so that pg_trgm makes trigrams of Devanagari and Chinese, and pg_trgm installed.
// Idempotent. Usable as a script: node infra/lib/databases.mjs [--test]
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { AREAS, databaseUrl, loadInfraConfig } from './config.mjs';
import { log } from './log.mjs';

export const LOCALE = 'C.utf8';

export function databaseNames({ test = false, areas = AREAS } = {}) {
  return areas.map((area) => (test ? `art_${area}_test` : `art_${area}`));
}

const ident = (name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`refusing database name ${JSON.stringify(name)}`);
  return `"${name}"`;
};

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createDatabase(admin, name) {
  await admin.query(
    `CREATE DATABASE ${ident(name)} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE '${LOCALE}' LC_CTYPE '${LOCALE}'`,
  );
}

export async function dropDatabase(admin, name) {
  await admin.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
}

/**
 * Ensures each database exists with the UTF-8 locale and pg_trgm. A database that exists with
 * another character type is recreated when `recreateWrongLocale` (test databases), and reported
 * otherwise (its data is never dropped without being asked).
 */
export async function ensureDatabases(
  names,
  { adminUrl = loadInfraConfig().databaseAdminUrl, recreateWrongLocale = false, quiet = false } = {},
) {
  const created = [];
  const problems = [];
  await withClient(adminUrl, async (admin) => {
    for (const name of names) {
      const { rows } = await admin.query(
        'SELECT datctype, pg_encoding_to_char(encoding) AS enc FROM pg_database WHERE datname = $1',
        [name],
      );
      const existing = rows[0];
      const wrong =
        existing &&
        (existing.datctype.toLowerCase().replace('-', '') !== LOCALE.toLowerCase() || existing.enc !== 'UTF8');
      if (wrong && recreateWrongLocale) {
        log.warn(`${name} has LC_CTYPE ${existing.datctype} (${existing.enc}); recreating it with ${LOCALE}`);
        await dropDatabase(admin, name);
      } else if (wrong) {
        problems.push(
          `${name} exists with LC_CTYPE ${existing.datctype} (${existing.enc}): pg_trgm cannot index Devanagari/Chinese there. Recreate it: DROP DATABASE ${name}; then run again`,
        );
        continue;
      }
      if (!existing || wrong) {
        try {
          await createDatabase(admin, name);
          created.push(name);
        } catch (error) {
          if (error.code !== '42P04') throw error; // created meanwhile by someone else
        }
      }
    }
  });
  for (const name of names) {
    if (problems.some((p) => p.startsWith(`${name} `))) continue;
    await withClient(databaseUrl(adminUrl, name), (db) =>
      db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm').catch((error) => {
        if (error.code !== '23505' && error.code !== '42710') throw error; // concurrent create
      }),
    );
  }
  if (!quiet) {
    if (created.length) log.ok(`created databases ${created.join(', ')}`);
    log.ok(
      `databases ready (${LOCALE}, pg_trgm): ${names.filter((n) => !problems.some((p) => p.startsWith(`${n} `))).join(', ')}`,
    );
  }
  if (problems.length) throw new Error(`databases:\n  - ${problems.join('\n  - ')}`);
  return { created };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const test = process.argv.includes('--test');
  ensureDatabases(databaseNames({ test }), { recreateWrongLocale: test })
    .then(() => process.exit(0))
    .catch((error) => {
      log.error(error.message);
      process.exit(1);
    });
}
